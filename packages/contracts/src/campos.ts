import { z } from 'zod';

/**
 * Field bounds shared by every contract (issue 11): the database refuses what these refuse, so a
 * request that passes them never reaches PostgreSQL as an error (a 500). Integer columns are 32-bit,
 * text cannot hold NUL nor lone UTF-16 surrogates, dates must exist, and every text has a maximum.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/**
 * A field written to or compared with a `smallint` column (a type, a status, an option) is bounded
 * by it: `entero({ min: 0, max: INT2_MAX })` (platform/limites-enteros.test.ts checks every one).
 */
export const INT2_MAX = 32_767;
/** Largest amount any numeric column of the schema holds with room (numeric(18,4) and smaller). */
export const MONTO_MAX = 99_999_999_999;
/** A text field without a length of its own in the spec (names, searches, descriptions). */
export const TEXTO_MAX = 1000;

const miles = (n: number) => n.toLocaleString('en-US');

export const camposMsg = {
  entero: 'Debe ser un número entero.',
  rango: 'Debe ser un número entero entre {min} y {max}.',
  numero: 'Debe ser un número entre {min} y {max}.',
  texto: 'Debe ser un texto.',
  largo: 'Admite como máximo {max} caracteres.',
  caracteres: 'El texto contiene caracteres no válidos.',
  fecha: 'La fecha no es válida.',
} as const;

const rango = (min: number, max: number) =>
  camposMsg.rango.replace('{min}', miles(min)).replace('{max}', miles(max));

/**
 * Text made only of whole characters and without NUL: any code unit but NUL and surrogates, or a
 * high surrogate followed by a low one (a character outside the BMP, such as an emoji).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it refuses
export const TEXTO_VALIDO = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** An integer within min..max (the int4 range unless narrowed); every failure says `mensaje`. */
export const entero = (opciones: { min?: number; max?: number; mensaje?: string } = {}) => {
  const { min = INT4_MIN, max = INT4_MAX } = opciones;
  const mensaje = opciones.mensaje ?? rango(min, max);
  return z
    .number({ error: opciones.mensaje ?? camposMsg.entero })
    .int(opciones.mensaje ?? camposMsg.entero)
    .min(min, mensaje)
    .max(max, mensaje);
};

/** A database id or code: 0..2,147,483,647 (0 often means 'new' or 'none'). */
export const id = (mensaje?: string) => entero({ min: 0, ...(mensaje ? { mensaje } : {}) });

/** entero() read from a path segment or a query string ('12' → 12). */
export const enteroTexto = (opciones: { min?: number; max?: number; mensaje?: string } = {}) => {
  const { min = INT4_MIN, max = INT4_MAX } = opciones;
  const mensaje = opciones.mensaje ?? rango(min, max);
  return z.coerce
    .number({ error: opciones.mensaje ?? camposMsg.entero })
    .int(opciones.mensaje ?? camposMsg.entero)
    .min(min, mensaje)
    .max(max, mensaje);
};

/** id() read from a path segment or a query string. */
export const idTexto = (mensaje?: string) => enteroTexto({ min: 0, ...(mensaje ? { mensaje } : {}) });

/** A finite number (amounts, measures) within min..max. */
export const decimal = (opciones: { min?: number; max?: number; mensaje?: string } = {}) => {
  const { min = -MONTO_MAX, max = MONTO_MAX } = opciones;
  const mensaje =
    opciones.mensaje ?? camposMsg.numero.replace('{min}', miles(min)).replace('{max}', miles(max));
  return z.number({ error: mensaje }).min(min, mensaje).max(max, mensaje);
};

/** Text of at most `max` characters, without NUL nor lone surrogates. */
export const texto = (max: number = TEXTO_MAX, mensaje?: string) =>
  z
    .string({ error: camposMsg.texto })
    .max(max, mensaje ?? camposMsg.largo.replace('{max}', miles(max)))
    .regex(TEXTO_VALIDO, camposMsg.caracteres);

/** A calendar date YYYY-MM-DD that exists (2026-02-30 and year 0000 are refused). */
export const fecha = (mensaje: string = camposMsg.fecha) =>
  z.iso.date({ error: mensaje }).refine((v) => !v.startsWith('0000'), mensaje);

/** An instant with its offset (2026-10-22T00:00:00.000-06:00) on a date that exists. */
export const instante = (mensaje: string = camposMsg.fecha) =>
  z.iso.datetime({ offset: true, error: mensaje }).refine((v) => !v.startsWith('0000'), mensaje);
