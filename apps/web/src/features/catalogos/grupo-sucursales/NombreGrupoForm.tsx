import { PlusOutlined } from '@ant-design/icons';
import { GRUPO_NOMBRE_MAX, type Grupo } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { messages } from '@farmasi/contracts/messages';
import { Button, Input, type InputRef, Space } from 'antd';
import { useRef, useState } from 'react';
import { successToast, warningDialog } from '@/ui/dialogs';
import { useGuardarGrupo } from './api';
import { validateNombreGrupo } from './validate';

const m = messages.grupoSucursales;

interface Props {
  /** The group to rename; without it the form creates a new one ('Crear grupo'). */
  grupo?: Grupo;
  onGuardado?: (grupo: Grupo) => void;
}

/**
 * A group's name and its button, both through guardar-elimina: grupo 0 creates (the field empties
 * afterwards), the group's id renames (the button waits for a change).
 */
export const NombreGrupoForm = ({ grupo, onGuardado }: Props) => {
  const nuevo = !grupo;
  const [guardado, setGuardado] = useState(grupo?.grupo ?? '');
  const [nombre, setNombre] = useState(guardado);
  const inputRef = useRef<InputRef>(null);
  const guardar = useGuardarGrupo();

  const onGuardar = () => {
    const failure = validateNombreGrupo(nombre);
    if (failure) {
      inputRef.current?.focus();
      void warningDialog(failure);
      return;
    }
    const valor = nombre.trim();
    guardar.mutate(
      { grupo: grupo?.idCatGrupoSucursalesEnc ?? 0, nombre: valor },
      {
        onSuccess: (answer) => {
          successToast(answer.message || (nuevo ? m.creado : m.actualizado));
          if (nuevo) setNombre('');
          else setGuardado(valor);
          if (answer.data) onGuardado?.(answer.data);
        },
      },
    );
  };

  const label = nuevo ? 'Nombre del nuevo grupo' : 'Nombre del grupo';
  return (
    <Space.Compact style={{ width: '100%', marginBottom: nuevo ? 0 : 16 }}>
      <Input
        ref={inputRef}
        id={nuevo ? 'nuevoGrupo' : 'nombreGrupo'}
        aria-label={label}
        placeholder={nuevo ? label : undefined}
        maxLength={GRUPO_NOMBRE_MAX}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
        onPressEnter={onGuardar}
      />
      <Button
        type={nuevo ? 'primary' : 'default'}
        icon={nuevo ? <PlusOutlined /> : undefined}
        loading={guardar.isPending}
        disabled={!nuevo && nombre.trim() === guardado}
        onClick={onGuardar}
      >
        {nuevo ? 'Crear grupo' : 'Cambiar nombre'}
      </Button>
    </Space.Compact>
  );
};
