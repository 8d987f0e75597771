/**
 * What an audit entry changed, read the same by the Bitácora's list, its export and its tests:
 * the record before and after (jsonb as audit() wrote it) compared field by field.
 */

export type Accion = 'alta' | 'cambio' | 'baja';

/** A new record has nothing before; a deleted one nothing after; anything else is a change. */
export const accionDe = (antes: unknown, despues: unknown): Accion =>
  antes == null ? 'alta' : despues == null ? 'baja' : 'cambio';

export interface CambioCampo {
  campo: string;
  antes: string;
  despues: string;
}

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a person reads it: '' for none, text as is, anything else as JSON. */
export const textoValor = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

/**
 * The fields whose value differs, in the order the record lists them (those only after, at the
 * end). A value that is not an object (a list, a number) is one field named 'valor'.
 */
export const cambiosDe = (antes: unknown, despues: unknown): CambioCampo[] => {
  if (!esObjeto(antes) && !esObjeto(despues)) {
    const a = textoValor(antes);
    const d = textoValor(despues);
    return a === d ? [] : [{ campo: 'valor', antes: a, despues: d }];
  }
  const a = esObjeto(antes) ? antes : {};
  const d = esObjeto(despues) ? despues : {};
  const campos = [...new Set([...Object.keys(a), ...Object.keys(d)])];
  return campos.flatMap((campo) => {
    const va = textoValor(a[campo]);
    const vd = textoValor(d[campo]);
    return va === vd ? [] : [{ campo, antes: va, despues: vd }];
  });
};
