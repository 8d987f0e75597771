import {
  IMAGEN_MARCA_ACCEPT,
  IMAGEN_MARCA_TAMANO_MAXIMO,
  IMAGEN_MARCA_TIPOS,
  type Marca,
  marcasMessages as m,
  NOMBRE_MARCA_MAX,
  validarMarca,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { CampoImagen } from '@/ui/CampoImagen';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarMarca } from './api';

/** 'Nueva marca' / 'Editar marca': the name and the image (both required, 001 §5 Brand). */
export const MarcaModal = ({ marca, onClose }: { marca: Marca | null; onClose: () => void }) => {
  const [nombre, setNombre] = useState(marca?.nombre ?? '');
  const {
    archivo: imagen,
    vista,
    elegir,
  } = useImagenElegida({
    inicial: marca?.imagenNueva ?? '',
    tipos: IMAGEN_MARCA_TIPOS,
    tamanoMaximo: IMAGEN_MARCA_TAMANO_MAXIMO,
    mensajes: { tipo: m.imagenTipo, tamano: m.imagenTamano },
  });
  const guardar = useGuardarMarca();

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

  return (
    <ModalFormulario form={form} onClose={onClose} width={520} title={marca ? 'Editar marca' : 'Nueva marca'}>
      <Form layout="vertical" component="div">
        <Form.Item label="Marca" htmlFor="nombre">
          <TextoInput
            {...form.campo('nombre')}
            maxLength={NOMBRE_MARCA_MAX}
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Imagen" htmlFor="imagen">
          <CampoImagen
            campo={form.campo('imagen')}
            vista={vista}
            elegir={elegir}
            accept={IMAGEN_MARCA_ACCEPT}
            alt="Imagen de la marca"
            estilo={{ width: 160 }}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
