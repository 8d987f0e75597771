import { camposMsg, TEXTO_VALIDO } from '@farmasi/contracts';

/**
 * Reading one cell of an import file (issue 28): the same texts for every kind. A cell arrives
 * trimmed, '' when empty (tipos.ts, `Fila`). Each reader answers the value, or the reason it is
 * refused (`{ razon }`), for `validar` to report as `línea N: <campo>: <razón>`.
 */

export const celdasMsg = {
  requerido: 'Es obligatorio.',
  siNo: 'Escriba S o N.',
  entero: 'Debe ser un número entero entre {min} y {max}.',
} as const;

export type Celda<T> = { valor: T } | { razon: string };

const miles = (n: number) => n.toLocaleString('en-US');

/** Text of at most `max` characters ('' allowed unless `requerido`). */
export const leerTexto = (celda: string, max: number, requerido = false): Celda<string> => {
  if (requerido && !celda) return { razon: celdasMsg.requerido };
  if (!TEXTO_VALIDO.test(celda)) return { razon: camposMsg.caracteres };
  if (celda.length > max) return { razon: camposMsg.largo.replace('{max}', miles(max)) };
  return { valor: celda };
};

/**
 * A whole number within min..max. Spreadsheets write whole numbers as '1001' and sometimes '1001.0'
 * (a numeric cell read as text): both are 1001; '1,001', '1e3' or '10.5' are refused.
 */
export function leerEntero(celda: string, min: number, max: number, requerido: true): Celda<number>;
export function leerEntero(celda: string, min: number, max: number, requerido?: false): Celda<number | null>;
export function leerEntero(celda: string, min: number, max: number, requerido = false): Celda<number | null> {
  if (!celda) return requerido ? { razon: celdasMsg.requerido } : { valor: null };
  const n = /^-?\d+(\.0+)?$/.test(celda) ? Number.parseInt(celda, 10) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    return { razon: celdasMsg.entero.replace('{min}', miles(min)).replace('{max}', miles(max)) };
  return { valor: n };
}

const SI = new Set(['S', 'SI', 'SÍ', '1', 'VERDADERO', 'TRUE', 'X']);
const NO = new Set(['N', 'NO', '0', 'FALSO', 'FALSE']);

/** A yes/no cell: S or N (also Sí/No, 1/0, VERDADERO/FALSO as spreadsheets write them); empty: `vacio`. */
export const leerSiNo = (celda: string, vacio: boolean): Celda<boolean> => {
  if (!celda) return { valor: vacio };
  const t = celda.toUpperCase();
  if (SI.has(t)) return { valor: true };
  if (NO.has(t)) return { valor: false };
  return { razon: celdasMsg.siNo };
};

/** Gathers the reasons of a row's cells: `leer(campo, celda)` returns the value, or records the reason. */
export const lectorDeFila = () => {
  const errores: { campo: string; razon: string }[] = [];
  const leer = <T>(campo: string, celda: Celda<T>): T | undefined => {
    if ('razon' in celda) {
      errores.push({ campo, razon: celda.razon });
      return undefined;
    }
    return celda.valor;
  };
  const error = (campo: string, razon: string) => {
    errores.push({ campo, razon });
  };
  return { errores, leer, error };
};

/** Text for comparing names without accents, case or repeated blanks ('Crédito  y Cobranza' = 'credito y cobranza'). */
export const comparable = (texto: string) =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
