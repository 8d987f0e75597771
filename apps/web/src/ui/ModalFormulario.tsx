import { Modal, type ModalProps } from 'antd';

export interface ModalFormularioProps
  extends Omit<ModalProps, 'open' | 'onOk' | 'onCancel' | 'confirmLoading' | 'cancelText'> {
  /** The modal's useFormulario: 'Guardar' sends it and is busy while it runs. */
  form: { enviar: () => unknown; ocupado: boolean };
  onClose: () => void;
}

/**
 * The one add/edit modal: 'Guardar' (or `okText`) validates and saves through the form hook, busy
 * until the save ends; 'Cancelar' and the cross close it. Its content goes away when it closes.
 */
export const ModalFormulario = ({ form, onClose, okText = 'Guardar', ...props }: ModalFormularioProps) => (
  <Modal
    open
    destroyOnHidden
    {...props}
    okText={okText}
    cancelText="Cancelar"
    onOk={() => void form.enviar()}
    onCancel={onClose}
    confirmLoading={form.ocupado}
  />
);
