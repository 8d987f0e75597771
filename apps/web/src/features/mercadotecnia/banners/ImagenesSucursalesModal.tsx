import {
  BANNER_ACCEPT,
  BANNER_TAMANO_MAXIMO,
  BANNER_TIPOS,
  type ImagenSucursal,
  bannersMessages as m,
  SLOTS_SUCURSALES,
  URL_MAX,
  validarImagenSucursal,
} from '@farmasi/contracts/mercadotecnia/banners';
import { Button, Card, Form, Image, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { successToast, warningDialog } from '@/ui/dialogs';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarImagenSucursal } from './api';
import { HistorialImagenSucursal } from './historial';

/** One slot: its image (changed or not) and its link, saved on its own. */
const Slot = ({ imagen }: { imagen: ImagenSucursal }) => {
  const id = imagen.idCatImagenesSucursales;
  const { archivo, vista, elegir } = useImagenElegida({
    inicial: imagen.imagen,
    tipos: BANNER_TIPOS,
    tamanoMaximo: BANNER_TAMANO_MAXIMO,
    mensajes: { tipo: m.imagen, tamano: m.imagen },
  });
  const [url, setUrl] = useState(imagen.url);
  const guardar = useGuardarImagenSucursal();
  const { ocupado, ejecutar } = useAccion();

  const onGuardar = () =>
    void ejecutar(async () => {
      const datos = { idCatImagenesSucursales: id, url: url.trim(), modificar: !!archivo };
      const falla = validarImagenSucursal(datos, imagen);
      if (falla) {
        await warningDialog(falla);
        return void document.getElementById(`url-sucursal-${id}`)?.focus();
      }
      const answer = await guardar.mutateAsync({ datos, imagen: archivo });
      successToast(answer.message || m.imagenSucursalGuardada);
    });

  return (
    <Card size="small" title={`Imagen ${id}`} extra={<HistorialImagenSucursal id={id} />}>
      <Form layout="vertical" component="div">
        <Space align="start" wrap>
          {vista && (
            <Image
              src={vista}
              alt={`Imagen de sucursales ${id}`}
              width={200}
              style={{ objectFit: 'cover' }}
            />
          )}
          <Upload accept={BANNER_ACCEPT} showUploadList={false} beforeUpload={elegir} maxCount={1}>
            <Button>Cambiar imagen</Button>
          </Upload>
        </Space>
        <Form.Item label="URL" htmlFor={`url-sucursal-${id}`} style={{ marginTop: 12, marginBottom: 8 }}>
          <TextoInput
            id={`url-sucursal-${id}`}
            maxLength={URL_MAX}
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Form.Item>
        <Button type="primary" loading={ocupado} onClick={onGuardar} aria-label={`Guardar imagen ${id}`}>
          Guardar
        </Button>
      </Form>
    </Card>
  );
};

/** 'Conoce nuestras sucursales': slots 1 and 2, each with its link and image (at most 500 KB). */
export const ImagenesSucursalesModal = ({
  imagenes,
  onClose,
}: {
  imagenes: ImagenSucursal[];
  onClose: () => void;
}) => (
  <Modal open title="Conoce nuestras sucursales" onCancel={onClose} footer={null} width={720} destroyOnHidden>
    <Typography.Paragraph type="secondary">
      Tamaño máximo de cada imagen: {BANNER_TAMANO_MAXIMO / 1024} KB
    </Typography.Paragraph>
    <Space orientation="vertical" style={{ width: '100%' }}>
      {imagenes
        .filter((i) => (SLOTS_SUCURSALES as readonly number[]).includes(i.idCatImagenesSucursales))
        .map((i) => (
          <Slot key={`${i.idCatImagenesSucursales}-${i.imagen}`} imagen={i} />
        ))}
    </Space>
  </Modal>
);
