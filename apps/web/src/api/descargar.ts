import { API_BASE } from '@farmasi/contracts/constants';
import { fillPath, queryString } from '@farmasi/contracts/endpoint';
import { messages } from '@farmasi/contracts/messages';
import { readSession } from '@/lib/session';
import type { EndpointRoute } from './client';
import { ApiError } from './errors';
import { renewSession } from './renewal';

export interface Descarga {
  blob: Blob;
  archivo: string;
}

const nombreDe = (res: Response, defecto: string) =>
  /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? defecto;

/**
 * Asks for a file (an export) with the session's token; a 401 renews the session once. A refusal
 * (an envelope or a 4xx/5xx) throws an ApiError with the server's message.
 * TODO(lead): the platform's download helper (lib/download.ts, helper "servicios") replaces this.
 */
export const pedirArchivo = async (
  endpoint: EndpointRoute,
  archivo: string,
  opciones: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    sufijo?: string;
  } = {},
): Promise<Descarga> => {
  const url = `${API_BASE}${fillPath(endpoint.path, opciones.params)}${opciones.sufijo ?? ''}${queryString(opciones.query)}`;
  for (let intento = 0; ; intento++) {
    const token = readSession()?.token;
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opciones.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: opciones.body === undefined ? undefined : JSON.stringify(opciones.body),
      });
    } catch {
      throw new ApiError('network', messages.general.peticionFallida);
    }
    if (res.status === 401 && intento === 0 && (await renewSession())) continue;
    const tipo = res.headers.get('Content-Type') ?? '';
    if (!res.ok || tipo.includes('json')) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      const kind = res.status === 401 ? 'session' : res.ok ? 'rejected' : 'status';
      throw new ApiError(kind, body?.message || messages.general.peticionFallida, res.status, body);
    }
    return { blob: await res.blob(), archivo: nombreDe(res, archivo) };
  }
};

/** Hands a downloaded file to the browser as a download. */
export const guardarArchivo = ({ blob, archivo }: Descarga) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = archivo;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
