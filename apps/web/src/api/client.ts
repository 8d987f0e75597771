import { API_BASE, PERMISOS_CAMBIARON_HEADER } from '@farmasi/contracts/constants';
import {
  type BodyOf,
  type DataOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  queryString,
} from '@farmasi/contracts/endpoint';
import type { Envelope } from '@farmasi/contracts/envelope';
import { messages } from '@farmasi/contracts/messages';
import type { z } from 'zod';
import { readSession } from '@/lib/session';
import { ApiError } from './errors';
import { expireSession, notifyForbidden, renewSession } from './renewal';

export const DEFAULT_TIMEOUT_MS = 60_000;

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

interface BaseOptions {
  /** Cancels the call (TanStack Query passes its own). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for calls made without a session (login): no Bearer token and no renewal on 401. */
  auth?: boolean;
  /** Query-string fields of endpoints that declare a query (paging, filters). */
  query?: Record<string, string | number | undefined>;
}

/** Options of a call: params and body are required exactly when the endpoint declares them. */
export type CallOptions<E extends AnyEndpoint> = BaseOptions &
  (undefined extends ParamsOf<E> ? { params?: ParamsOf<E> } : { params: ParamsOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });

type CallArgs<E extends AnyEndpoint> =
  undefined extends ParamsOf<E>
    ? undefined extends BodyOf<E>
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

const peticionFallida = messages.general.peticionFallida;

const isEnvelope = (b: unknown): b is Envelope<unknown> =>
  typeof b === 'object' && b !== null && typeof (b as Envelope<unknown>).value === 'boolean';

const messageOf = (b: unknown): string | null =>
  isEnvelope(b) && typeof b.message === 'string' && b.message ? b.message : null;

const readBody = async (res: Response): Promise<unknown> => {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** fetch with a timeout that tells a timeout apart from the caller cancelling. */
const send = async (url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut) throw new ApiError('timeout', peticionFallida);
    if (signal?.aborted) throw new ApiError('aborted', peticionFallida);
    throw new ApiError('network', peticionFallida);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
};

/** What request() needs of an endpoint: a contract endpoint or one of securityCalls. */
export type EndpointRoute = Pick<AnyEndpoint, 'method' | 'path'>;

const buildRequest = (
  endpoint: EndpointRoute,
  options: CallOptions<AnyEndpoint>,
  token: string | undefined,
) => {
  try {
    const params = (options.params ?? {}) as Record<string, string | number>;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    return { url: `${API_BASE}${fillPath(endpoint.path, params)}${queryString(options.query)}`, init };
  } catch {
    throw new ApiError('network', peticionFallida);
  }
};

/**
 * Sends a call and returns its whole answer (login and renewal add fields to the envelope).
 * Resolves only when value is true; anything else throws an ApiError (see errors.ts). On a 401 the
 * session is renewed once (shared with concurrent calls) and the call repeated once.
 */
export const request = async <R extends Envelope<unknown>>(
  endpoint: EndpointRoute,
  options: CallOptions<AnyEndpoint> = {},
): Promise<R> => {
  const auth = options.auth ?? true;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let repeated = false;
  for (;;) {
    const token = auth ? readSession()?.token : undefined;
    const { url, init } = buildRequest(endpoint, options, token);
    const res = await send(url, init, options.signal, timeoutMs);
    // The user's screens changed since his token: the renewal brings the current menu.
    if (auth && res.headers.get(PERMISOS_CAMBIARON_HEADER)) void renewSession();
    if (res.status === 401 && auth) {
      if (repeated) {
        expireSession();
        throw new ApiError('session', messages.general.sesionCaducada, 401);
      }
      repeated = true;
      // Another call may have renewed already while this one was in flight.
      const current = readSession()?.token;
      if ((current && current !== token) || (await renewSession())) continue;
      throw new ApiError('session', messages.general.sesionCaducada, 401);
    }
    const body = await readBody(res);
    if (res.status === 403 && auth) notifyForbidden();
    if (!res.ok) throw new ApiError('status', messageOf(body) ?? peticionFallida, res.status, body);
    if (!isEnvelope(body)) throw new ApiError('network', peticionFallida, res.status);
    if (!body.value) throw new ApiError('rejected', messageOf(body) ?? peticionFallida, res.status, body);
    return body as R;
  }
};

/** Typed call of a contract endpoint; resolves with the envelope when value is true. */
export const call = <E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<Envelope<DataOf<E>>> =>
  request<Envelope<DataOf<E>>>(endpoint, options as CallOptions<AnyEndpoint>);

/** The data of a call, for query functions. Null data where the contract expects some is a fault. */
export const callData = async <E extends AnyEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<DataOf<E>> => {
  const envelope = await call(endpoint, ...args);
  if (envelope.data === null && !endpoint.data.safeParse(null).success) {
    throw new ApiError('network', peticionFallida, 200, envelope);
  }
  return envelope.data as DataOf<E>;
};
