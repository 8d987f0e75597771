import { PlusOutlined } from '@ant-design/icons';
import { GRUPO_NOMBRE_MAX, type Grupo } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { messages } from '@farmasi/contracts/messages';
import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { descarteConfirmado } from '@/lib/cambiosSinGuardar';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarGrupo } from './api';
import { validateNombreGrupo } from './validate';

const m = messages.grupoSucursales;

interface Props {
  /** The group to rename; without it the form creates a new one ('Crear grupo'). */
  grupo?: Grupo;
  onGuardado?: (grupo: Grupo) => void;
  /** Told whether a typed name is waiting to be saved (the edit modal asks before closing then). */
  onSucio?: (sucio: boolean) => void;
}

/**
 * A group's name and its button, both through guardar-elimina: grupo 0 creates (the field empties
 * afterwards), the group's id renames (the button waits for a change).
 */
export const NombreGrupoForm = ({ grupo, onGuardado, onSucio }: Props) => {
  const nuevo = !grupo;
  const [guardado, setGuardado] = useState(grupo?.grupo ?? '');
  const [nombre, setNombre] = useState(guardado);
  const guardar = useGuardarGrupo();
  const id = nuevo ? 'nuevoGrupo' : 'nombreGrupo';

  // One save at a time: a double click or Enter pressed twice creates the group once.
  const form = useFormulario({
    campos: [id],
    // A name typed and not saved counts as unsaved work (leaving asks).
    valores: nombre.trim() === guardado ? '' : nombre,
    enfocarAlAbrir: !nuevo, // the rename sits first in the edit modal
    validar: () => {
      const failure = validateNombreGrupo(nombre);
      return failure && { campo: id, message: failure };
    },
    enviar: async () => {
      const valor = nombre.trim();
      const answer = await guardar.mutateAsync({ grupo: grupo?.idCatGrupoSucursalesEnc ?? 0, nombre: valor });
      successToast(answer.message || (nuevo ? m.creado : m.actualizado));
      if (nuevo) setNombre('');
      else setGuardado(valor);
      // Saved: the screen's move to the new group is not leaving unsaved work.
      descarteConfirmado();
      if (answer.data) onGuardado?.(answer.data);
    },
  });

  const sucio = form.sucio === true;
  useEffect(() => onSucio?.(sucio), [onSucio, sucio]);

  const label = nuevo ? 'Nombre del nuevo grupo' : 'Nombre del grupo';
  return (
    <Space.Compact style={{ width: '100%', marginBottom: nuevo ? 0 : 16 }}>
      <TextoInput
        {...form.campo(id)}
        aria-label={label}
        placeholder={nuevo ? label : undefined}
        maxLength={GRUPO_NOMBRE_MAX}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
      />
      <Button
        type={nuevo ? 'primary' : 'default'}
        icon={nuevo ? <PlusOutlined /> : undefined}
        loading={form.ocupado}
        disabled={!nuevo && nombre.trim() === guardado}
        onClick={() => void form.enviar()}
      >
        {nuevo ? 'Crear grupo' : 'Cambiar nombre'}
      </Button>
    </Space.Compact>
  );
};
