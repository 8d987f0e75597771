import { Modal, type ModalProps } from 'antd';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { puedeSalir, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';

const ELEGIBLES =
  '.ant-select-item-option, .ant-picker-cell, .ant-switch, .ant-tree-checkbox, .ant-tree-node-content-wrapper';

export interface ModalEditableProps extends Omit<ModalProps, 'open' | 'onCancel'> {
  /**
   * Whether the modal holds unsaved work. Omitted, the modal counts as changed once the user has
   * typed, ticked or chosen anything inside it.
   */
  sucio?: boolean;
  /** Closes the modal (after the user agreed to discard, when there was something to discard). */
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A modal whose content the user edits: Esc, the cross, a click outside and 'Cancelar' ask
 * 'Hay cambios sin guardar…' before discarding typed data, and while it holds some, Back, the menu and
 * reloading ask too (lib/cambiosSinGuardar). Its content goes away when it closes, so it opens fresh.
 */
export const ModalEditable = ({ sucio, onClose, children, ...props }: ModalEditableProps) => {
  const [tocado, setTocado] = useState(false);
  const cambios = sucio ?? tocado;
  useCambiosSinGuardar(cambios);
  const preguntando = useRef(false);
  const marcar = () => {
    if (!tocado) setTocado(true);
  };
  // Choices made by clicking (a list's option, a calendar's day, a switch) send no input event.
  const alHacerClic = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest?.(ELEGIBLES)) marcar();
  };

  const cerrar = async () => {
    // A second Esc while the question is open must not stack another one.
    if (preguntando.current) return;
    preguntando.current = true;
    try {
      if (await puedeSalir(cambios)) onClose();
    } finally {
      preguntando.current = false;
    }
  };

  return (
    <Modal open destroyOnHidden {...props} onCancel={() => void cerrar()}>
      {/* Input and change events bubble here from the content (React's tree includes the lists
          and calendars its selects and dates open in portals). */}
      <div
        style={{ display: 'contents' }}
        onInputCapture={marcar}
        onChangeCapture={marcar}
        onClickCapture={alHacerClic}
      >
        {children}
      </div>
    </Modal>
  );
};
