import { messages } from '@farmasi/contracts/messages';
import { useEffect } from 'react';
import { confirmDialog } from '@/ui/dialogs';

/**
 * Work typed and not saved, in any form of the page. A form that has some registers itself
 * (`useCambiosSinGuardar(true)`); while any is registered, reloading or closing the tab asks the
 * browser's own question and the shell asks before any navigation inside the app (Back, the menu, a
 * link, a new search that changes the address).
 */
const pendientes = new Set<symbol>();

const alDescargar = (e: BeforeUnloadEvent) => {
  e.preventDefault();
  // Older browsers need returnValue set to show the question.
  e.returnValue = '';
};

const actualizarNavegador = () => {
  if (typeof window === 'undefined') return;
  if (pendientes.size > 0) window.addEventListener('beforeunload', alDescargar);
  else window.removeEventListener('beforeunload', alDescargar);
};

let confirmada = false;

/** True while some form of the page holds typed data that was not saved. */
export const hayCambiosSinGuardar = (): boolean => pendientes.size > 0 && !confirmada;

/**
 * The screen has just asked its own question and the user agreed to discard: the navigation it starts
 * now (in this same task) is not asked about again.
 */
export const descarteConfirmado = (): void => {
  confirmada = true;
  setTimeout(() => {
    confirmada = false;
  });
};

/** Registers the calling form's unsaved work while `sucio` is true (and the form is mounted). */
export const useCambiosSinGuardar = (sucio: boolean): void => {
  useEffect(() => {
    if (!sucio) return;
    const token = Symbol('cambios');
    pendientes.add(token);
    actualizarNavegador();
    return () => {
      pendientes.delete(token);
      actualizarNavegador();
    };
  }, [sucio]);
};

/** The Si/No question before discarding typed data; true when the user chooses to discard. */
export const confirmarDescarte = (): Promise<boolean> => confirmDialog(messages.general.cambiosSinGuardar);

/** Asks only when there is something to lose: true when leaving is fine. */
export const puedeSalir = async (sucio: boolean): Promise<boolean> => !sucio || confirmarDescarte();

/**
 * A stable text of a form's values to compare with the one it opened with: dates by their ISO text
 * (dayjs's toJSON), a chosen file by its name, size and date.
 */
export const huellaDeValores = (valores: unknown): string => {
  try {
    return JSON.stringify(valores, (_k, v: unknown) =>
      typeof File !== 'undefined' && v instanceof File ? `archivo:${v.name}:${v.size}:${v.lastModified}` : v,
    );
  } catch {
    // Values that cannot be compared (a cycle) never count as changed.
    return '';
  }
};
