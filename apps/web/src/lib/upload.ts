import type { Envelope } from '@farmasi/contracts/envelope';
import { archivosMessages } from '@farmasi/contracts/generales/archivos';
import { ApiError } from '@/api';
import { conRenovacion } from './conRenovacion';

export interface OpcionesEnvio {
  /** The form's field that carries the file ('archivo' unless the route reads another). */
  campo?: string;
  /** Text fields sent before the file (the server reads them first). */
  campos?: Record<string, string>;
  /** Fraction sent so far, 0..1. */
  onProgreso?: (fraccion: number) => void;
  /**
   * For a call that answers a stream of NDJSON lines (a long run reporting how far it has got): each
   * whole line as it arrives. The last line is the envelope that the call resolves with (it may also
   * reach `onLinea` when it arrives before the answer ends: tell the lines by their shape).
   */
  onLinea?: (linea: unknown) => void;
  signal?: AbortSignal;
}

interface Respuesta {
  status: number;
  body: unknown;
}

const esNdjson = (xhr: XMLHttpRequest) =>
  (xhr.getResponseHeader('content-type') ?? '').startsWith('application/x-ndjson');

/**
 * Reads an NDJSON answer as it grows: every whole line not read before goes to `onLinea`; once the
 * answer has ended its last line is returned (the envelope).
 */
const lectorDeLineas = (onLinea: OpcionesEnvio['onLinea']) => {
  let leidos = 0;
  return {
    leer: (texto: string, final: boolean): unknown => {
      const lineas = texto
        .split('\n')
        .filter((l, i, todas) => l.trim() !== '' && (final || i < todas.length - 1));
      const ultima = final ? lineas.pop() : undefined;
      for (const linea of lineas.slice(leidos)) onLinea?.(JSON.parse(linea));
      leidos = Math.max(leidos, lineas.length);
      return ultima === undefined ? null : JSON.parse(ultima);
    },
  };
};

const enviarUnaVez = (url: string, form: FormData, token: string | undefined, o: OpcionesEnvio) =>
  new Promise<Respuesta>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgreso?.(e.loaded / e.total);
    };
    const lineas = lectorDeLineas(o.onLinea);
    xhr.onprogress = () => {
      if (esNdjson(xhr)) lineas.leer(xhr.responseText, false);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        if (esNdjson(xhr)) body = lineas.leer(xhr.responseText, true);
        else body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError('network', archivosMessages.falloSubida));
    xhr.onabort = () => reject(new ApiError('aborted', archivosMessages.falloSubida));
    o.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });

const esEnvelope = (b: unknown): b is Envelope<unknown> =>
  typeof b === 'object' && b !== null && typeof (b as Envelope<unknown>).value === 'boolean';

/**
 * Sends one file as multipart/form-data with XMLHttpRequest (fetch cannot report upload
 * progress), with the session's Bearer token and one renewal on 401 as every call. Resolves with
 * the envelope when value is true; a refusal or an HTTP error throws an ApiError with the
 * server's message (413 included).
 */
export const enviarArchivo = async <T = unknown>(
  url: string,
  /** null sends the fields alone (a record saved without a new file). */
  archivo: (Blob & { name?: string }) | null,
  o: OpcionesEnvio = {},
): Promise<Envelope<T>> => {
  const formulario = () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(o.campos ?? {})) form.append(k, v);
    if (archivo) form.append(o.campo ?? 'archivo', archivo, archivo.name ?? 'archivo');
    return form;
  };
  const { status, body } = await conRenovacion((token) => enviarUnaVez(url, formulario(), token, o));
  const mensaje = esEnvelope(body) && body.message ? body.message : archivosMessages.falloSubida;
  if (status < 200 || status >= 300) throw new ApiError('status', mensaje, status, body);
  if (!esEnvelope(body)) throw new ApiError('network', archivosMessages.falloSubida, status);
  if (!body.value) throw new ApiError('rejected', mensaje, status, body);
  return body as Envelope<T>;
};
