import { type Horario, clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { successToast } from '@/ui/dialogs';
import { TextoArea } from '@/ui/TextoInput';
import { useGuardarHorarios, useHorarios } from './api';

/** 'Horarios de sucursal': one text area per schedule type, saved together. */
export const HorariosModal = ({ codCliente, onClose }: { codCliente: number; onClose: () => void }) => {
  const horarios = useHorarios(codCliente, true);
  const guardar = useGuardarHorarios();
  const [textos, setTextos] = useState<Horario[]>([]);

  useEffect(() => {
    if (horarios.data) setTextos(horarios.data);
  }, [horarios.data]);

  const enviar = async () => {
    const res = await guardar.mutateAsync(textos);
    successToast(res.message || m.horariosGuardados);
    onClose();
  };

  return (
    <Modal
      open
      title="Horarios de sucursal"
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void enviar().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={guardar.isPending}
      okButtonProps={{ disabled: textos.length === 0 }}
      width={560}
    >
      {horarios.isLoading ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          {textos.map((h, i) => (
            <Form.Item key={h.idTipoHorario} label={h.tipoDesc} htmlFor={`horario-${h.idTipoHorario}`}>
              <TextoArea
                id={`horario-${h.idTipoHorario}`}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={500}
                value={h.horarios}
                onChange={(e) =>
                  setTextos((t) => t.map((x, j) => (j === i ? { ...x, horarios: e.target.value } : x)))
                }
              />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
};
