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
import { Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { CampoImagen } from '@/ui/CampoImagen';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { RangoFechas } from '@/ui/RangoFechas';
import { TextoInput } from '@/ui/TextoInput';
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
              <CampoImagen
                campo={form.campo('miniatura')}
                vista={vista}
                elegir={elegir}
                accept={MINIATURA_ACCEPT}
                alt="Miniatura de la oferta"
                estilo={{ width: 96, height: 124, objectFit: 'cover' }}
              />
            </Form.Item>
            <Form.Item label="Promoción" htmlFor="nombre">
              <TextoInput
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
              <TextoInput
                {...form.campo('urlFlipBook')}
                maxLength={URL_MAX}
                inputMode="url"
                value={urlFlipBook}
                onChange={(e) => setUrlFlipBook(e.target.value)}
              />
            </Form.Item>
            <RangoFechas
              desde={{
                etiqueta: 'Fecha inicial',
                campo: form.campo('fechaInicia'),
                valor: fechaInicia,
                onChange: setFechaInicia,
              }}
              hasta={{
                etiqueta: 'Fecha final',
                campo: form.campo('fechaTermina'),
                valor: fechaTermina,
                onChange: setFechaTermina,
              }}
            />
          </Form>
        </Col>
        <Col xs={24} md={14}>
          <VistaFlipbook url={esUrlDeFlipbook(datos.urlFlipBook, sitio) ? datos.urlFlipBook : ''} />
        </Col>
      </Row>
    </ModalFormulario>
  );
};
