import { messages } from '@farmasi/contracts/messages';
import { App, Modal, message as staticMessage } from 'antd';
import type { ReactNode } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

// The antd App context (theme, locale) captured by <DialogsBridge />, so that dialogs can be opened
// from plain functions (event handlers, the query cache, the http client). Static antd methods are the
// fallback when no bridge is mounted.
let current: AppApi | null = null;

/** Mount once inside antd <App>: lets the functions below use its context. */
export const DialogsBridge = (): null => {
  current = App.useApp();
  return null;
};

const modal = () => current?.modal ?? Modal;
const toast = () => current?.message ?? staticMessage;

const { si, no, aceptar } = messages.general;

/** Si/No confirmation; resolves true on 'Si'. */
export const confirmDialog = (content: ReactNode): Promise<boolean> =>
  new Promise((resolve) => {
    modal().confirm({
      content,
      okText: si,
      cancelText: no,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });

type Kind = 'warning' | 'error' | 'info' | 'success';

// Resolves once the dialog has closed and given the focus back, so that the caller may move it.
const notice = (kind: Kind, content: ReactNode): Promise<void> =>
  new Promise((resolve) => {
    modal()[kind]({ content, okText: aceptar, afterClose: resolve });
  });

/** Warning dialog with 'Aceptar' (rejections, validation failures). */
export const warningDialog = (content: ReactNode) => notice('warning', content);
/** Error dialog with 'Aceptar' (server faults, failures the spec shows with an error icon). */
export const errorDialog = (content: ReactNode) => notice('error', content);
export const infoDialog = (content: ReactNode) => notice('info', content);

/** Success toast; the spec uses 3 s by default, 1.5 s or 5 s on some screens. */
export const successToast = (content: ReactNode, seconds: number = 3): void => {
  void toast().success(content, seconds);
};

/** Success pop-up that closes by itself (price and banner saves: 1.5 s). */
export const successDialog = (content: ReactNode, seconds: number = 1.5): Promise<void> =>
  new Promise((resolve) => {
    const instance = modal().success({
      content,
      okText: aceptar,
      onOk: () => resolve(),
      onCancel: () => resolve(),
    });
    setTimeout(() => {
      instance.destroy();
      resolve();
    }, seconds * 1000);
  });
