import type { Grupo } from '@farmasi/contracts/catalogos/grupoSucursales';
import { messages } from '@farmasi/contracts/messages';
import { Button, Input, type InputRef, Space } from 'antd';
import { useRef, useState } from 'react';
import { successToast, warningDialog } from '@/ui/dialogs';
import { useGuardarGrupo } from './api';
import { validateNombreGrupo } from './validate';

/** The group's name with its own 'Cambiar nombre' button (guardar-elimina with the group's id). */
export const RenombrarGrupo = ({ grupo }: { grupo: Grupo }) => {
  const [guardado, setGuardado] = useState(grupo.grupo);
  const [nombre, setNombre] = useState(grupo.grupo);
  const inputRef = useRef<InputRef>(null);
  const guardar = useGuardarGrupo();

  const onRenombrar = () => {
    const failure = validateNombreGrupo(nombre);
    if (failure) {
      inputRef.current?.focus();
      void warningDialog(failure);
      return;
    }
    const nuevo = nombre.trim();
    guardar.mutate(
      { grupo: grupo.idCatGrupoSucursalesEnc, nombre: nuevo },
      {
        onSuccess: (answer) => {
          successToast(answer.message || messages.grupoSucursales.actualizado);
          setGuardado(nuevo);
        },
      },
    );
  };

  return (
    <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
      <Input
        ref={inputRef}
        id="nombreGrupo"
        aria-label="Nombre del grupo"
        maxLength={100}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
        onPressEnter={onRenombrar}
      />
      <Button loading={guardar.isPending} disabled={nombre.trim() === guardado} onClick={onRenombrar}>
        Cambiar nombre
      </Button>
    </Space.Compact>
  );
};
