import { PlusOutlined } from '@ant-design/icons';
import type { Grupo } from '@farmasi/contracts/catalogos/grupoSucursales';
import { messages } from '@farmasi/contracts/messages';
import { Button, Input, type InputRef, Space } from 'antd';
import { useRef, useState } from 'react';
import { successToast, warningDialog } from '@/ui/dialogs';
import { useGuardarGrupo } from './api';
import { validateNombreGrupo } from './validate';

/** Name input and 'Crear grupo' button; a created group becomes the selected one. */
export const NuevoGrupoForm = ({ onCreado }: { onCreado: (grupo: Grupo) => void }) => {
  const [nombre, setNombre] = useState('');
  const inputRef = useRef<InputRef>(null);
  const guardar = useGuardarGrupo();

  const onCrear = () => {
    const failure = validateNombreGrupo(nombre);
    if (failure) {
      inputRef.current?.focus();
      void warningDialog(failure);
      return;
    }
    guardar.mutate(
      { grupo: 0, nombre: nombre.trim() },
      {
        onSuccess: (answer) => {
          successToast(answer.message || messages.grupoSucursales.creado);
          setNombre('');
          if (answer.data) onCreado(answer.data);
        },
      },
    );
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        ref={inputRef}
        id="nuevoGrupo"
        aria-label="Nombre del nuevo grupo"
        placeholder="Nombre del nuevo grupo"
        maxLength={100}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
        onPressEnter={onCrear}
      />
      <Button type="primary" icon={<PlusOutlined />} loading={guardar.isPending} onClick={onCrear}>
        Crear grupo
      </Button>
    </Space.Compact>
  );
};
