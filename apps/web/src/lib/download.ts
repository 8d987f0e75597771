import { API_BASE } from '@farmasi/contracts/constants';
import { fillPath, type HttpMethod, queryString } from '@farmasi/contracts/endpoint';
import { messages } from '@farmasi/contracts/messages';
import { useCallback } from 'react';
import { ApiError, type EndpointRoute } from '@/api';
import { conRenovacion } from './conRenovacion';
import { useAccion } from './useAccion';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const peticionFallida = messages.general.peticionFallida;

/**
 * The file name of a Content-Disposition header: the UTF-8 filename* (RFC 5987) when present,
 * else the plain filename; null when there is none.
 */
export const nombreDeDisposicion = (cabecera: string | null | undefined): string | null => {
  if (!cabecera) return null;
  const extendido = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(cabecera);
  if (extendido) {
    try {
      return decodeURIComponent(extendido[2]!.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const simple = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(cabecera);
  if (!simple) return null;
  return (simple[2] !== undefined ? simple[2].replace(/\\(.)/g, '$1') : simple[1]!).trim() || null;
};

/** Saves a Blob into the browser's downloads under `nombre`. */
export const guardarBlob = (blob: Blob, nombre: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** A file that a call answered in base64 inside the envelope. */
export const blobDeBase64 = (base64: string, tipo: string): Blob => {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: tipo });
};

/** Saves a file that a call answered in base64 inside the envelope (the spec's export calls). */
export const guardarBase64 = (base64: string, nombre: string, tipo = XLSX_MIME): void =>
  guardarBlob(blobDeBase64(base64, tipo), nombre);

/**
 * A pop-up window of the given size, opened now while the click still counts as the user's (pop-up
 * blockers allow only that); `mostrarPdf` fills it once the call has answered. null when blocked.
 */
export const abrirVentana = ({ ancho, alto }: { ancho: number; alto: number }): Window | null =>
  window.open('', '_blank', `popup,width=${ancho},height=${alto}`);

/** Shows a base64 PDF in the window opened for it (or a new tab when the pop-up was blocked). */
export const mostrarPdf = (ventana: Window | null, base64: string): void => {
  const url = URL.createObjectURL(blobDeBase64(base64, 'application/pdf'));
  if (ventana && !ventana.closed) ventana.location.href = url;
  else window.open(url, '_blank');
  // The viewer has read the file long before then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** The address of a contract's call: its path filled, an optional suffix ('/excel'), the query. */
export const urlDeLlamada = (
  endpoint: EndpointRoute,
  {
    params,
    query,
    sufijo = '',
  }: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    sufijo?: string;
  } = {},
): string => `${API_BASE}${fillPath(endpoint.path, params)}${sufijo}${queryString(query)}`;

export interface OpcionesDescarga {
  /** GET by default (POST when there is a body); POST sends `body` as JSON (an export with its filters). */
  metodo?: HttpMethod;
  body?: unknown;
  /** The name when the answer gives none. */
  nombre?: string;
  signal?: AbortSignal;
}

const mensajeDe = async (res: Response): Promise<{ message: string | null; body: unknown }> => {
  try {
    const body = (await res.json()) as { value?: unknown; message?: unknown };
    return { message: typeof body?.message === 'string' && body.message ? body.message : null, body };
  } catch {
    return { message: null, body: null };
  }
};

/**
 * Fetches a file from the API with the session (Bearer token, one renewal and retry on 401, as
 * every call) and saves it under the name the server gives. A JSON answer is an envelope: a
 * refusal (value false) or an HTTP error becomes an ApiError with the server's message.
 */
export const descargar = async (url: string, opciones: OpcionesDescarga = {}): Promise<string> => {
  const res = await conRenovacion(async (token) => {
    const headers: Record<string, string> = { Accept: '*/*' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opciones.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(url, {
        method: opciones.metodo ?? (opciones.body === undefined ? 'GET' : 'POST'),
        headers,
        credentials: 'same-origin',
        ...(opciones.body !== undefined ? { body: JSON.stringify(opciones.body) } : {}),
        ...(opciones.signal ? { signal: opciones.signal } : {}),
      });
    } catch {
      throw new ApiError(opciones.signal?.aborted ? 'aborted' : 'network', peticionFallida);
    }
  });
  const tipo = res.headers.get('content-type') ?? '';
  if (!res.ok || tipo.startsWith('application/json')) {
    const { message, body } = await mensajeDe(res);
    throw new ApiError(res.ok ? 'rejected' : 'status', message ?? peticionFallida, res.status, body);
  }
  const nombre = nombreDeDisposicion(res.headers.get('content-disposition')) ?? opciones.nombre ?? 'archivo';
  guardarBlob(await res.blob(), nombre);
  return nombre;
};

/**
 * A download behind a button: `ocupado` while it runs (show the button busy; a double click sends
 * one request), the failure shown in the usual dialog. Resolves true when the file was saved.
 */
export const useDescarga = () => {
  const { ocupado, ejecutar } = useAccion();
  const iniciar = useCallback(
    async (url: string, opciones?: OpcionesDescarga): Promise<boolean> =>
      (await ejecutar(async () => {
        await descargar(url, opciones);
        return true;
      })) ?? false,
    [ejecutar],
  );
  return { descargar: iniciar, ocupado };
};
