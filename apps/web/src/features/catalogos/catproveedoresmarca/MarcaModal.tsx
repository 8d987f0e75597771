import {
  IMAGEN_MARCA_ACCEPT,
  IMAGEN_MARCA_TAMANO_MAXIMO,
  IMAGEN_MARCA_TIPOS,
  type Marca,
  marcasMessages as m,
  NOMBRE_MARCA_MAX,
  validarMarca,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Button, Form, Image, Input, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { successToast, warningDialog } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { useGuardarMarca } from './api';

/** 'Nueva marca' / 'Editar marca': the name and the image (both required, 001 §5 Brand). */
export const MarcaModal = ({ marca, onClose }: { marca: Marca | null; onClose: () => void }) => {
  const [nombre, setNombre] = useState(marca?.nombre ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const [vista, setVista] = useState(marca?.imagenNueva ?? '');
  const guardar = useGuardarMarca();

  useEffect(() => {
    if (!imagen) return;
    const url = URL.createObjectURL(imagen);
    setVista(url);
    return () => URL.revokeObjectURL(url);
  }, [imagen]);

  const form = useFormulario<'nombre' | 'imagen'>({
    campos: ['nombre', 'imagen'],
    enfocarAlAbrir: true,
    validar: () => validarMarca(nombre, !!imagen || !!marca?.imagenNueva),
    enviar: async () => {
      const answer = await guardar.mutateAsync({
        datos: { idCatProveedoresMarcasEnc: marca?.idCatProveedoresMarcasEnc ?? 0, nombre: nombre.trim() },
        imagen,
      });
      successToast(answer.message || m.guardada);
      onClose();
    },
  });

  const elegir = (archivo: File) => {
    if (!(IMAGEN_MARCA_TIPOS as readonly string[]).includes(archivo.type)) void warningDialog(m.imagenTipo);
    else if (archivo.size > IMAGEN_MARCA_TAMANO_MAXIMO) void warningDialog(m.imagenTamano);
    else setImagen(archivo);
    return false;
  };

  return (
    <ModalFormulario form={form} onClose={onClose} width={520} title={marca ? 'Editar marca' : 'Nueva marca'}>
      <Form layout="vertical" component="div">
        <Form.Item label="Marca" htmlFor="nombre">
          <Input
            {...form.campo('nombre')}
            maxLength={NOMBRE_MARCA_MAX}
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Imagen" htmlFor="imagen">
          <Space align="start" wrap>
            {vista && (
              <Image src={vista} alt="Imagen de la marca" width={160} style={{ objectFit: 'contain' }} />
            )}
            <Upload accept={IMAGEN_MARCA_ACCEPT} showUploadList={false} beforeUpload={elegir} maxCount={1}>
              <Button id="imagen" onKeyDown={form.campo('imagen').onKeyDown}>
                {vista ? 'Cambiar imagen' : 'Seleccionar imagen'}
              </Button>
            </Upload>
          </Space>
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
