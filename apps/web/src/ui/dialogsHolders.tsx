import { Modal, message } from 'antd';
import { useEffect } from 'react';
import type { DialogosApi } from './dialogs';

/** Toasts open below the top bar, so the screen's title stays readable. */
const TOAST_TOP = 80;

/** The static methods, for a component rendered without the app's providers. */
export { Modal as ModalEstatico, message as mensajeEstatico };

/**
 * antd's modal and toast holders, rendered inside the app's ConfigProvider (theme, locale) by
 * <DialogsBridge /> the first time a dialog is asked for: antd's Modal and message code loads then,
 * not with the sign-in page (ui/dialogs.tsx).
 */
export default function DialogsHolders({ onApi }: { onApi: (api: DialogosApi) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [toasts, toastHolder] = message.useMessage({ top: TOAST_TOP });
  useEffect(() => onApi({ modal, message: toasts }), [modal, toasts, onApi]);
  return (
    <>
      {modalHolder}
      {toastHolder}
    </>
  );
}
