import { messages } from '@farmasi/contracts';
import { archivosMessages as m, tamanoLegible } from '@farmasi/contracts/generales/archivos';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** The largest upload any route takes; a route asks for less with `tamanoMaximo`. */
export const SUBIDA_MAXIMA = 20 * 1024 * 1024;

/**
 * multipart/form-data for every route (a plugin without encapsulation): one file per request,
 * a few small text fields beside it.
 */
export const registerSubidas = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: {
      fileSize: SUBIDA_MAXIMA,
      files: 1,
      fields: 20,
      fieldSize: 100_000,
      parts: 22,
      headerPairs: 200,
    },
  });

export interface Subida {
  /** The name the browser sent (for display and Content-Disposition only: the type is read from the bytes). */
  nombre: string;
  contenido: Buffer;
  /** The text fields sent before the file. */
  campos: Record<string, string>;
}

/**
 * Bytes read of a file beyond the screen's own limit: a file up to twice as large is read whole, so
 * that guardarArchivo answers it with the screen's own text ('Tamaño Incorrecto'); past that the
 * rest is not read and a 413 names the screen's limit.
 */
const MARGEN = 2;

/** How much of a file is read, and the 413 that names the screen's limit (not the margin). */
const limitesDe = (tamanoMaximo: number) => {
  const maximo = Math.min(tamanoMaximo, SUBIDA_MAXIMA);
  return {
    lectura: Math.min(MARGEN * maximo, SUBIDA_MAXIMA),
    demasiado: () => new HttpError(413, m.demasiadoGrande.replace('{maximo}', tamanoLegible(maximo))),
  };
};

/**
 * What a failure while reading a multipart body answers (issue 23): the file over the limit, the
 * 413 above; the plugin's own refusals (too many parts or fields, a field named __proto__) keep
 * their 4xx, which the error handler answers in Spanish. Anything else thrown while the body is
 * parsed carries no status: it is busboy's (or the stream's) word that the body is not a whole
 * multipart form (truncated, without boundary, a malformed part), a Spanish 400, never a 500.
 */
const errorDeLectura = (error: unknown, demasiado: () => HttpError): unknown => {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return demasiado();
  if (typeof statusCode === 'number') return error;
  return new HttpError(400, m.multipartMalFormado, { cause: error });
};

/**
 * Reads the one file of a multipart request into memory. `tamanoMaximo` is the screen's limit: a
 * file up to twice as large is read (MARGEN), a larger one is refused with a Spanish 413 naming the
 * limit as soon as it passes (the rest is not read). Then pass it to guardarArchivo, which checks
 * its type by content and applies the screen's own size rule and messages.
 */
export const leerSubida = async (
  request: FastifyRequest,
  { tamanoMaximo = SUBIDA_MAXIMA }: { tamanoMaximo?: number } = {},
): Promise<Subida> => {
  if (!request.isMultipart()) throw new HttpError(415, m.noMultipart);
  const { lectura, demasiado } = limitesDe(tamanoMaximo);
  let parte: Awaited<ReturnType<FastifyRequest['file']>>;
  let contenido: Buffer;
  try {
    parte = await request.file({ limits: { fileSize: lectura } });
    if (!parte) throw new HttpError(400, m.sinArchivo);
    contenido = await parte.toBuffer();
  } catch (error) {
    throw errorDeLectura(error, demasiado);
  }
  const campos: Record<string, string> = {};
  for (const [nombre, campo] of Object.entries(parte.fields)) {
    const valor = Array.isArray(campo) ? campo[0] : campo;
    if (valor && valor.type === 'field' && typeof valor.value === 'string') campos[nombre] = valor.value;
  }
  return { nombre: parte.filename, contenido, campos };
};

/**
 * A form sent as multipart/form-data: its text fields and at most one file (optional). A screen
 * that saves a record with its image sends both in one call; the record's fields travel as JSON in
 * one field and are checked with the contract's schema (`datosDeFormulario`). `tamanoMaximo` is the
 * screen's limit of the file, read with the same margin and 413 as leerSubida.
 */
export const leerFormulario = async (
  request: FastifyRequest,
  { tamanoMaximo = SUBIDA_MAXIMA }: { tamanoMaximo?: number } = {},
): Promise<{ campos: Record<string, string>; archivo: Omit<Subida, 'campos'> | null }> => {
  if (!request.isMultipart()) throw new HttpError(415, m.noMultipart);
  const { lectura, demasiado } = limitesDe(tamanoMaximo);
  const campos: Record<string, string> = {};
  let archivo: Omit<Subida, 'campos'> | null = null;
  try {
    for await (const parte of request.parts({ limits: { fileSize: lectura } })) {
      if (parte.type === 'file') {
        const contenido = await parte.toBuffer();
        archivo ??= { nombre: parte.filename, contenido };
      } else if (typeof parte.value === 'string') campos[parte.fieldname] = parte.value;
    }
  } catch (error) {
    throw errorDeLectura(error, demasiado);
  }
  return { campos, archivo };
};

/** The record of a multipart form: its `json` field checked with the contract's schema (a Spanish 400). */
export const datosDeFormulario = <S extends z.ZodType>(
  campos: Record<string, string>,
  esquema: S,
  campo = 'json',
): z.output<S> => {
  let valor: unknown;
  try {
    valor = JSON.parse(campos[campo] ?? '');
  } catch {
    throw new HttpError(400, `${messages.servidor.datosInvalidos}: el campo '${campo}' no es JSON.`);
  }
  const r = esquema.safeParse(valor);
  if (r.success) return r.data;
  const [falla] = r.error.issues;
  const ruta = falla?.path.join('.') ?? '';
  throw new HttpError(
    400,
    ruta
      ? `${messages.servidor.datosInvalidos}: el campo '${ruta}' en el formulario: ${falla?.message}`
      : `${messages.servidor.datosInvalidos} en el formulario: ${falla?.message}`,
  );
};
