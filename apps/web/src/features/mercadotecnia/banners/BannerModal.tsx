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
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { CampoImagen } from '@/ui/CampoImagen';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { RangoFechas } from '@/ui/RangoFechas';
import { TextoInput } from '@/ui/TextoInput';
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
          <CampoImagen
            campo={form.campo('imagen')}
            vista={vista}
            elegir={elegir}
            accept={BANNER_ACCEPT}
            alt="Imagen del banner"
            estilo={{ maxWidth: 320, maxHeight: 120 }}
          />
        </Form.Item>
        {conFechas && (
          <RangoFechas
            desde={{
              etiqueta: 'Vigencia desde',
              campo: form.campo('fechaVigenciaInicio'),
              valor: inicio,
              onChange: setInicio,
            }}
            hasta={{
              etiqueta: 'Vigencia hasta',
              campo: form.campo('fechaVigenciaFin'),
              valor: fin,
              onChange: setFin,
            }}
          />
        )}
        <Form.Item label="Liga al dar clic (opcional)" htmlFor="url">
          <TextoInput
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
