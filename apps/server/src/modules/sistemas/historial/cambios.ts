import { accionDe } from '@farmasi/contracts/sistemas/bitacora-cambios';
import type { CambioCampo, EntradaHistorial } from '@farmasi/contracts/sistemas/historial';

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored value as the history shows it: text as is, yes/no, numbers, anything else as JSON. */
export const comoTexto = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
};

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an audit entry changed, before → after. A change compares the fields the after wrote
 * (a before read as the whole row has more: those were not written); a creation lists the after's
 * fields, a deletion the before's. An entry whose before or after is not a row object (a list, a
 * value) is one change of field ''.
 */
export const cambiosDe = (antes: unknown, despues: unknown): CambioCampo[] => {
  const a = antes ?? {};
  const d = despues ?? {};
  if (!esObjeto(a) || !esObjeto(d))
    return igual(antes, despues) ? [] : [{ campo: '', antes: comoTexto(antes), despues: comoTexto(despues) }];
  const campos = despues === null || despues === undefined ? Object.keys(a) : Object.keys(d);
  return campos
    .filter((k) => !igual(a[k], d[k]))
    .map((k) => ({ campo: k, antes: comoTexto(a[k]), despues: comoTexto(d[k]) }));
};

/** 'alta' when there was no before, 'baja' when there is no after, 'cambio' otherwise: the Bitácora's rule. */
export const tipoDe: (antes: unknown, despues: unknown) => EntradaHistorial['tipo'] = accionDe;
