import type { ModalProps } from 'antd';
import { ModalEditable } from './ModalEditable';

export interface ModalFormularioProps
  extends Omit<ModalProps, 'open' | 'onOk' | 'onCancel' | 'confirmLoading' | 'cancelText'> {
  /** The modal's useFormulario: 'Guardar' sends it and is busy while it runs; `sucio` when it knows. */
  form: { enviar: () => unknown; ocupado: boolean; sucio?: boolean };
  onClose: () => void;
  /** The closing button's text: 'Cancelar', or 'Cerrar' where the spec names it so (S35). */
  cancelText?: 'Cancelar' | 'Cerrar';
}

/**
 * The one add/edit modal: 'Guardar' (or `okText`) validates and saves through the form hook, busy
 * until the save ends; 'Cancelar' (or 'Cerrar'), Esc and the cross close it, asking first when typed
 * data would be lost (ModalEditable). Its content goes away when it closes.
 */
export const ModalFormulario = ({
  form,
  onClose,
  okText = 'Guardar',
  cancelText = 'Cancelar',
  ...props
}: ModalFormularioProps) => (
  <ModalEditable
    {...props}
    sucio={form.sucio}
    onClose={onClose}
    okText={okText}
    cancelText={cancelText}
    onOk={() => void form.enviar()}
    confirmLoading={form.ocupado}
  />
);
