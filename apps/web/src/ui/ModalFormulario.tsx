import type { ModalProps } from 'antd';
import { ModalEditable } from './ModalEditable';

export interface ModalFormularioProps
  extends Omit<ModalProps, 'open' | 'onOk' | 'onCancel' | 'confirmLoading' | 'cancelText'> {
  /** The modal's useFormulario: 'Guardar' sends it and is busy while it runs; `sucio` when it knows. */
  form: { enviar: () => unknown; ocupado: boolean; sucio?: boolean };
  onClose: () => void;
}

/**
 * The one add/edit modal: 'Guardar' (or `okText`) validates and saves through the form hook, busy
 * until the save ends; 'Cancelar', Esc and the cross close it, asking first when typed data would be
 * lost (ModalEditable). Its content goes away when it closes.
 */
export const ModalFormulario = ({ form, onClose, okText = 'Guardar', ...props }: ModalFormularioProps) => (
  <ModalEditable
    {...props}
    sucio={form.sucio}
    onClose={onClose}
    okText={okText}
    cancelText="Cancelar"
    onOk={() => void form.enviar()}
    confirmLoading={form.ocupado}
  />
);
