import { PictureOutlined } from '@ant-design/icons';
import {
  type CampoOfertero,
  esUrlDeFlipbook,
  MINIATURA_ACCEPT,
  MINIATURA_TAMANO_MAXIMO,
  MINIATURA_TIPOS,
  oferteroMessages as m,
  NOMBRE_MAX,
  type Ofertero,
  URL_MAX,
  validarOfertero,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { Button, Col, Form, Image, Input, Row, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fromApiDate, toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { DateInput } from '@/ui/DateInput';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useGuardarOferta, useSitioFlipbook } from './api';
import { VistaFlipbook } from './VistaFlipbook';

const CAMPOS: CampoOfertero[] = ['miniatura', 'nombre', 'urlFlipBook', 'fechaInicia', 'fechaTermina'];

/** 'Nueva oferta' / 'Editar oferta': thumbnail, name, link, dates and the flipbook's live preview. */
export const OferteroModal = ({ ofertero, onClose }: { ofertero: Ofertero | null; onClose: () => void }) => {
  const {
    archivo: miniatura,
    vista,
    elegir,
  } = useImagenElegida({
    inicial: ofertero?.thumbnail ?? '',
    tipos: MINIATURA_TIPOS,
    tamanoMaximo: MINIATURA_TAMANO_MAXIMO,
    mensajes: { tipo: m.miniaturaTipo, tamano: m.miniaturaTamano },
  });
  const [nombre, setNombre] = useState(ofertero?.nombre ?? '');
  const [urlFlipBook, setUrlFlipBook] = useState(ofertero?.urlFlipBook ?? '');
  const [fechaInicia, setFechaInicia] = useState(ofertero?.fechaInicia ?? '');
  const [fechaTermina, setFechaTermina] = useState(ofertero?.fechaTermina ?? '');
  const sitio = useSitioFlipbook().data?.sitio ?? '';
  const guardar = useGuardarOferta();

  const datos = {
    idCatOfertero: ofertero?.idCatOfertero ?? 0,
    nombre: nombre.trim(),
    urlFlipBook: urlFlipBook.trim(),
    fechaInicia,
    fechaTermina,
  };
  const form = useFormulario<CampoOfertero>({
    campos: CAMPOS,
    enfocarAlAbrir: true,
    validar: () => validarOfertero(datos, { tieneMiniatura: !!miniatura || !!ofertero, sitio }),
    enviar: async () => {
      const answer = await guardar.mutateAsync({ datos, miniatura });
      successToast(answer.message || m.guardada);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={900}
      title={ofertero ? 'Editar oferta' : 'Nueva oferta'}
    >
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form layout="vertical" component="div">
            <Form.Item label="Miniatura" htmlFor="miniatura">
              <Space align="start">
                {vista ? (
                  <Image
                    src={vista}
                    alt="Miniatura de la oferta"
                    width={96}
                    height={124}
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <div className="ofertero-sin-miniatura" aria-hidden>
                    <PictureOutlined />
                  </div>
                )}
                <Upload accept={MINIATURA_ACCEPT} showUploadList={false} beforeUpload={elegir} maxCount={1}>
                  <Button id="miniatura" onKeyDown={form.campo('miniatura').onKeyDown}>
                    {vista ? 'Cambiar imagen' : 'Seleccionar imagen'}
                  </Button>
                </Upload>
              </Space>
            </Form.Item>
            <Form.Item label="Promoción" htmlFor="nombre">
              <Input
                {...form.campo('nombre')}
                maxLength={NOMBRE_MAX}
                showCount
                value={nombre}
                onChange={(e) => setNombre(e.target.value)}
              />
            </Form.Item>
            <Form.Item
              label="Liga del flipbook"
              htmlFor="urlFlipBook"
              extra={
                sitio && <Typography.Text type="secondary">Debe ser una liga de {sitio}</Typography.Text>
              }
            >
              <Input
                {...form.campo('urlFlipBook')}
                maxLength={URL_MAX}
                inputMode="url"
                value={urlFlipBook}
                onChange={(e) => setUrlFlipBook(e.target.value)}
              />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item label="Fecha inicial" htmlFor="fechaInicia">
                  <DateInput
                    {...form.campo('fechaInicia')}
                    value={fromApiDate(fechaInicia)}
                    onChange={(f) => setFechaInicia(f ? toApiDate(f) : '')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Fecha final" htmlFor="fechaTermina">
                  <DateInput
                    {...form.campo('fechaTermina')}
                    value={fromApiDate(fechaTermina)}
                    onChange={(f) => setFechaTermina(f ? toApiDate(f) : '')}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={24} md={14}>
          <VistaFlipbook url={esUrlDeFlipbook(datos.urlFlipBook, sitio) ? datos.urlFlipBook : ''} />
        </Col>
      </Row>
    </ModalFormulario>
  );
};
