import { PictureOutlined } from '@ant-design/icons';
import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import {
  BANNER_ACCEPT,
  BANNER_TAMANO_MAXIMO,
  BANNER_TIPOS,
  type Banner,
  CON_FECHAS,
  type Dispositivo,
  bannersMessages as m,
  type TipoBanner,
  URL_MAX,
  validarBanner,
} from '@farmasi/contracts/mercadotecnia/banners';
import { Button, Col, Form, Image, Input, Row, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fromApiDate, toApiDate } from '@/lib/format';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { DateInput } from '@/ui/DateInput';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useGuardarBanner } from './api';

type Campo = 'imagen' | 'fechaVigenciaInicio' | 'fechaVigenciaFin' | 'url';
const CAMPOS: Campo[] = ['imagen', 'fechaVigenciaInicio', 'fechaVigenciaFin', 'url'];
const sinCentinela = (f: string | undefined) => (!f || f === SENTINEL_DATE ? '' : f);

/** Add or modify a banner of a section and device: its image (500 KB), dates when the type has them, link. */
export const BannerModal = ({
  seccion,
  tipo,
  banner,
  onClose,
}: {
  seccion: { tipoBanner: TipoBanner; nombre: string };
  tipo: Dispositivo;
  banner: Banner | null;
  onClose: () => void;
}) => {
  const { archivo, vista, elegir } = useImagenElegida({
    inicial: banner?.imagen ?? '',
    tipos: BANNER_TIPOS,
    tamanoMaximo: BANNER_TAMANO_MAXIMO,
    mensajes: { tipo: m.imagen, tamano: m.imagen },
  });
  const [inicio, setInicio] = useState(sinCentinela(banner?.fechaVigenciaInicio));
  const [fin, setFin] = useState(sinCentinela(banner?.fechaVigenciaFin));
  const [url, setUrl] = useState(banner?.url ?? '');
  const guardar = useGuardarBanner();
  const conFechas = CON_FECHAS.includes(seccion.tipoBanner);

  const datos = {
    idCatBanners: banner?.idCatBanners ?? 0,
    tipoBanner: seccion.tipoBanner,
    tipo,
    // 001 §5: types without dates send 1900/01/01 (the server keeps the sentinel for them).
    fechaVigenciaInicio: conFechas ? inicio : SENTINEL_DATE,
    fechaVigenciaFin: conFechas ? fin : SENTINEL_DATE,
    url: url.trim(),
  };
  const form = useFormulario<Campo>({
    campos: CAMPOS,
    validar: () => validarBanner(datos, !!archivo || !!banner),
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({ datos, imagen: archivo });
      successToast(answer.message || m.guardado);
      onClose();
    },
  });
  const dispositivo = tipo === 'D' ? 'Escritorio' : 'Mobile';

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      width={640}
      title={`${banner ? 'Modificar' : 'Agregar'} banner · ${seccion.nombre} (${dispositivo})`}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Imagen"
          htmlFor="imagen"
          extra={<Typography.Text type="secondary">JPG, PNG, WEBP o GIF de máximo 500 KB</Typography.Text>}
        >
          <Space align="start" wrap>
            {vista ? (
              <Image
                src={vista}
                alt="Imagen del banner"
                style={{ maxWidth: 320, maxHeight: 120, objectFit: 'contain' }}
              />
            ) : (
              <div className="banner-sin-imagen" aria-hidden>
                <PictureOutlined />
              </div>
            )}
            <Upload accept={BANNER_ACCEPT} showUploadList={false} beforeUpload={elegir} maxCount={1}>
              <Button id="imagen" onKeyDown={form.campo('imagen').onKeyDown}>
                {vista ? 'Cambiar imagen' : 'Seleccionar imagen'}
              </Button>
            </Upload>
          </Space>
        </Form.Item>
        {conFechas && (
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="Vigencia desde" htmlFor="fechaVigenciaInicio">
                <DateInput
                  {...form.campo('fechaVigenciaInicio')}
                  value={fromApiDate(inicio)}
                  onChange={(f) => setInicio(f ? toApiDate(f) : '')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Vigencia hasta" htmlFor="fechaVigenciaFin">
                <DateInput
                  {...form.campo('fechaVigenciaFin')}
                  value={fromApiDate(fin)}
                  onChange={(f) => setFin(f ? toApiDate(f) : '')}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item label="Liga al dar clic (opcional)" htmlFor="url">
          <Input
            {...form.campo('url')}
            maxLength={URL_MAX}
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
