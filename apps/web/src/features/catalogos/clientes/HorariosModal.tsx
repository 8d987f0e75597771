import { HORARIOS_MAX, type Horario, clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoArea } from '@/ui/TextoInput';
import { useGuardarHorarios, useHorarios } from './api';

const idDe = (h: Horario) => `horario-${h.idTipoHorario}`;

/**
 * 'Horarios de sucursal': one text area per schedule type, saved together after Si (000 §1: saving
 * actions ask first). A ModalFormulario: 'Guardar' sends once however often it is clicked, and the
 * modal asks before typed schedules are lost.
 */
export const HorariosModal = ({ codCliente, onClose }: { codCliente: number; onClose: () => void }) => {
  const horarios = useHorarios(codCliente, true);
  if (!horarios.data) {
    return (
      <Modal open title="Horarios de sucursal" onCancel={onClose} footer={null} width={560}>
        <Spin />
      </Modal>
    );
  }
  return <HorariosFormulario inicial={horarios.data} onClose={onClose} />;
};

/** The schedules as loaded when the modal opened: what 'sucio' compares with. */
const HorariosFormulario = ({ inicial, onClose }: { inicial: Horario[]; onClose: () => void }) => {
  const guardar = useGuardarHorarios();
  const [textos, setTextos] = useState(inicial);

  const form = useFormulario({
    campos: textos.map(idDe),
    enfocarAlAbrir: true,
    valores: textos,
    enviar: async () => {
      if (!(await confirmDialog(m.deseaGuardarHorarios))) return;
      const res = await guardar.mutateAsync(textos);
      form.marcarGuardado();
      successToast(res.message || m.horariosGuardados);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title="Horarios de sucursal"
      okButtonProps={{ disabled: textos.length === 0 }}
      width={560}
    >
      <Form layout="vertical">
        {textos.map((h, i) => (
          <Form.Item key={h.idTipoHorario} label={h.tipoDesc} htmlFor={idDe(h)}>
            <TextoArea
              {...form.campo(idDe(h))}
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={HORARIOS_MAX}
              value={h.horarios}
              onChange={(e) =>
                setTextos((t) => t.map((x, j) => (j === i ? { ...x, horarios: e.target.value } : x)))
              }
            />
          </Form.Item>
        ))}
      </Form>
    </ModalFormulario>
  );
};
