import { warningDialog } from '@/ui/dialogs';

/**
 * A field that refuses input: its element, or what finds its element now (a field may be redrawn to
 * show the value it keeps) and null once the field is gone.
 */
export type CampoRechazado = HTMLElement | { elemento: () => HTMLElement | null };

const elementoDe = (campo: CampoRechazado) => {
  const elemento = campo instanceof HTMLElement ? campo : campo.elemento();
  return elemento?.isConnected ? elemento : null;
};

// The warnings about refused input still open, by field: one per field, and a save waits for them.
const abiertos = new Map<CampoRechazado, Promise<void>>();

/**
 * Tells that what was typed in `campo` was refused (a kit input: a typed date, issue 30); once the
 * warning closes, the focus goes back to the field. A second call for the same field while the first
 * is open shows nothing more.
 */
export const avisarCampoRechazado = (campo: CampoRechazado, mensaje: string): Promise<void> => {
  const abierto = abiertos.get(campo);
  if (abierto) return abierto;
  const aviso = warningDialog(mensaje).then(() => {
    abiertos.delete(campo);
    elementoDe(campo)?.focus();
  });
  abiertos.set(campo, aviso);
  return aviso;
};

/**
 * For an action (useAccion, so every form's save): the warnings about refused input still open —
 * leaving a field by clicking 'Guardar' refuses what was typed and then clicks —, to wait for instead
 * of sending a value the user did not type; null when there are none.
 */
export const camposRechazados = (): Promise<unknown> | null => {
  // A field that is gone (its form closed) holds nothing back.
  for (const campo of abiertos.keys()) if (!elementoDe(campo)) abiertos.delete(campo);
  return abiertos.size === 0 ? null : Promise.all([...abiertos.values()]);
};
