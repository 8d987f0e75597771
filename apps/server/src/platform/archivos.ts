import { createHash } from 'node:crypto';
import { archivosMessages } from '@farmasi/contracts/generales/archivos';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable } from '../db/client.ts';
import { archivos } from '../db/schema/index.ts';
import { Rechazo } from './errors.ts';

export const TIPOS_IMAGEN = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const TIPO_PDF = 'application/pdf';

/** Why a file was refused; answered like any business rule (HTTP 200, value false). */
export class ArchivoRechazado extends Rechazo {
  constructor(
    readonly motivo: 'tipo' | 'tamano',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Who reads a stored file: anyone (a public image shown by <img src>), or the users granted the
 * screen that owns it (an applicant's CV: the job board). Never "any signed-in user".
 */
export type LectoresArchivo =
  | { publico: true; pantalla?: never }
  | { publico?: false; pantalla: PantallaMenu };

export type NuevoArchivo = LectoresArchivo & {
  nombre: string;
  contenido: Buffer;
  /** Allowed MIME types, as read from the content. */
  tipos: readonly string[];
  /** Largest size in bytes. */
  tamanoMaximo: number;
  /** The session's user id (actor.idUsuario). */
  creadoPor?: number | null;
  /** The screen's own texts; the spec's article-image texts by default. */
  mensajes?: { tipo?: string; tamano?: string };
};

const esTexto = (tipo: string) => tipo.startsWith('text/');

/** UTF-8 without NUL bytes: a text file, which has no magic bytes to read. */
const pareceTexto = (contenido: Buffer) => {
  if (contenido.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(contenido);
    return true;
  } catch {
    return false;
  }
};

/**
 * The MIME type read from the content (magic bytes, never the name) among the allowed ones, or
 * undefined when it is none of them. Text has no signature: UTF-8 content is accepted as the first
 * allowed text type (a CSV is text/plain by content).
 */
export const tipoPermitido = async (
  contenido: Buffer,
  tipos: readonly string[],
): Promise<string | undefined> => {
  const leido = await fileTypeFromBuffer(contenido);
  if (leido) return tipos.includes(leido.mime) ? leido.mime : undefined;
  const texto = tipos.find(esTexto);
  return texto && pareceTexto(contenido) ? texto : undefined;
};

/** Markup a browser would run if it ever took the bytes for a page: no image carries it. */
const MARCADO = /<(?:script|html|body|head|iframe|svg|object|embed|meta|link|style|!doctype)[\s>/]/i;

/**
 * An image that is also a page (a GIF/HTML polyglot): refused as of the wrong type. The bytes are
 * read as Latin-1 so that every byte is one character.
 */
export const esPoliglota = (contenido: Buffer, tipoMime: string) =>
  tipoMime.startsWith('image/') && MARCADO.test(contenido.toString('latin1'));

export const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

/**
 * Checks a file (type by content, then size, as the article images' rows list them) and stores it; answers its id. Call it with the
 * transaction of the row that owns the file, so that both are saved or neither.
 */
export const guardarArchivo = async (tx: Queryable, a: NuevoArchivo): Promise<number> => {
  const leido = a.contenido.length ? await tipoPermitido(a.contenido, a.tipos) : undefined;
  const tipoMime = leido && !esPoliglota(a.contenido, leido) ? leido : undefined;
  if (!tipoMime) throw new ArchivoRechazado('tipo', a.mensajes?.tipo ?? archivosMessages.tipoIncorrecto);
  if (a.contenido.length > a.tamanoMaximo)
    throw new ArchivoRechazado('tamano', a.mensajes?.tamano ?? archivosMessages.tamanoIncorrecto);
  const [fila] = await tx
    .insert(archivos)
    .values({
      nombre: nombreGuardado(a.nombre),
      tipoMime,
      tamano: a.contenido.length,
      sha256: sha256(a.contenido),
      contenido: a.contenido,
      publico: a.publico === true,
      permiso: a.publico ? null : a.pantalla.url,
      creadoPor: a.creadoPor ?? null,
    })
    .returning({ id: archivos.id });
  return fila!.id;
};

/** The name as given, without folders or control characters, at most 255 characters. */
const nombreGuardado = (nombre: string) => {
  const base = (nombre.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'archivo').slice(0, 255);
};

/** What is needed to answer a request without reading the bytes (ETag, access). */
export const datosDeArchivo = async (db: Queryable, id: number) => {
  const [fila] = await db
    .select({
      id: archivos.id,
      nombre: archivos.nombre,
      tipoMime: archivos.tipoMime,
      tamano: archivos.tamano,
      sha256: archivos.sha256,
      publico: archivos.publico,
      permiso: archivos.permiso,
    })
    .from(archivos)
    .where(eq(archivos.id, id));
  return fila;
};

export const contenidoDeArchivo = async (db: Queryable, id: number): Promise<Buffer | undefined> => {
  const [fila] = await db.select({ contenido: archivos.contenido }).from(archivos).where(eq(archivos.id, id));
  return fila?.contenido;
};

/** Removes a file (when its owner row drops it); true if it existed. */
export const borrarArchivo = async (tx: Queryable, id: number): Promise<boolean> =>
  (await tx.delete(archivos).where(eq(archivos.id, id)).returning({ id: archivos.id })).length > 0;
