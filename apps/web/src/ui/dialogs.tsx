import { messages } from '@farmasi/contracts/messages';
import type { ModalFuncProps } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

type Aviso = (config: ModalFuncProps) => { destroy: () => void };
type Toast = (content: ReactNode, seconds?: number) => unknown;
/** What the dialogs use of antd's modal and message (hook or static). */
export interface DialogosApi {
  modal: Record<'confirm' | 'warning' | 'error' | 'info' | 'success', Aviso>;
  message: Record<'success' | 'info', Toast>;
}

// Dialogs open from plain functions (event handlers, the query cache, the http client). antd's Modal
// and message are not loaded with the sign-in page (issue 24: a quarter of its weight): the first
// dialog asked for mounts <DialogsHolders /> inside the app's ConfigProvider (theme, locale) through
// <DialogsBridge />, and the dialogs wait for it. Without a bridge (a component rendered alone),
// antd's static methods are the fallback.
let api: DialogosApi | null = null;
let montar: (() => void) | null = null;
let esperando: ((a: DialogosApi) => void)[] = [];

const registrar = (nueva: DialogosApi) => {
  api = nueva;
  const pendientes = esperando;
  esperando = [];
  for (const r of pendientes) r(nueva);
};

const estaticos = async (): Promise<DialogosApi> => {
  const { ModalEstatico, mensajeEstatico } = await import('./dialogsHolders');
  return { modal: ModalEstatico, message: mensajeEstatico };
};

const dialogos = (): Promise<DialogosApi> => {
  if (api) return Promise.resolve(api);
  if (!montar) return estaticos();
  return new Promise((resolve) => {
    esperando.push(resolve);
    montar?.();
  });
};

const DialogsHolders = lazy(() => import('./dialogsHolders'));

/** Mount once inside the app's ConfigProvider: the functions below open their dialogs through it. */
export const DialogsBridge = () => {
  const [activo, setActivo] = useState(false);
  useEffect(() => {
    montar = () => setActivo(true);
    if (esperando.length > 0) setActivo(true);
    return () => {
      montar = null;
      api = null;
    };
  }, []);
  return activo ? (
    <Suspense fallback={null}>
      <DialogsHolders onApi={registrar} />
    </Suspense>
  ) : null;
};

const modal = async () => (await dialogos()).modal;
const toast = async () => (await dialogos()).message;

const { si, no, aceptar } = messages.general;

/** Si/No confirmation; resolves true on 'Si'. */
export const confirmDialog = async (content: ReactNode): Promise<boolean> => {
  const m = await modal();
  return new Promise((resolve) => {
    m.confirm({
      content,
      okText: si,
      cancelText: no,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
};

type Kind = 'warning' | 'error' | 'info' | 'success';

// Resolves once the dialog has closed and given the focus back, so that the caller may move it.
const notice = async (kind: Kind, content: ReactNode): Promise<void> => {
  const m = await modal();
  return new Promise((resolve) => {
    m[kind]({ content, okText: aceptar, afterClose: resolve });
  });
};

/** Warning dialog with 'Aceptar' (rejections, validation failures). */
export const warningDialog = (content: ReactNode) => notice('warning', content);
/** Error dialog with 'Aceptar' (server faults, failures the spec shows with an error icon). */
export const errorDialog = (content: ReactNode) => notice('error', content);
export const infoDialog = (content: ReactNode) => notice('info', content);

/** Success toast; the spec uses 3 s by default, 1.5 s or 5 s on some screens. */
export const successToast = (content: ReactNode, seconds: number = 3): void => {
  void toast().then((t) => t.success(content, seconds));
};

/** Success pop-up that closes by itself (price and banner saves: 1.5 s). */
export const successDialog = async (content: ReactNode, seconds: number = 1.5): Promise<void> => {
  const m = await modal();
  return new Promise((resolve) => {
    const instance = m.success({
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
};

/**
 * A read-only dialog of the app's own (a kit piece's content, such as a record's history): opens
 * through the same holder as the dialogs above, with a 'Cerrar' button.
 */
export const contenidoDialog = async (config: Omit<ModalFuncProps, 'okText'>): Promise<void> => {
  // Not the instance: the hook's is a promise of the dialog's closing, and an awaited opener (a
  // row's busy button) would wait for it.
  (await modal()).info({ icon: null, closable: true, maskClosable: true, ...config, okText: 'Cerrar' });
};

/** Information toast (a list's first load that found nothing, 003 §8). */
export const infoToast = (content: ReactNode, seconds: number = 3): void => {
  void toast().then((t) => t.info(content, seconds));
};
