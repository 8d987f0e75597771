import type { ValoresHistorial } from './HistorialLista';

/**
 * A picture's stored file id as what happened to it (issue 29): 'Imagen: anterior → nueva', 'nueva'
 * when it was added; never its file numbers, which say nothing to a user.
 */
export const imagenCambiada: ValoresHistorial[string] = (_valor, lado) =>
  lado === 'antes' ? 'anterior' : 'nueva';
