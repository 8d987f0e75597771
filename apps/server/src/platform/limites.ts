import { format, messages } from '@farmasi/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { App } from './routes.ts';

/** The answer of a limit reached: 429 in the envelope, in Spanish, with the minutes to wait. */
export const limiteExcedido = (_request: FastifyRequest, context: { ttl: number }) =>
  new HttpError(429, format(messages.servidor.demasiadasPeticiones, { minutos: minutosDe(context.ttl) }));

const minutosDe = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export interface Limite {
  /** What is counted: the address, the account name, the user id. */
  clave: (request: FastifyRequest) => string;
  max: number;
  ventanaMs: number;
}

/**
 * A set of limits (@fastify/rate-limit counters, in this process's memory) checked together by a
 * handler: every limit counts the attempt, and the first exceeded one answers 429. Checked in the
 * handler rather than in a route hook because the plugin runs one limit per request and the
 * account limits need the parsed body or the session.
 */
export const limites = (app: App, nombre: string, lista: Limite[]) => {
  const contadores = lista.map((l) =>
    app.createRateLimit({
      max: l.max,
      timeWindow: l.ventanaMs,
      keyGenerator: (request) => `${nombre}:${l.clave(request)}`,
    }),
  );
  return async (request: FastifyRequest) => {
    for (const contar of contadores) {
      const estado = await contar(request);
      if (!estado.isAllowed && estado.isExceeded) {
        request.log.warn({ limite: estado.key }, 'límite de intentos alcanzado');
        throw limiteExcedido(request, estado);
      }
    }
  };
};

/** The requesting address (the socket's, or the proxy's report when TRUST_PROXY says so). */
export const porDireccion = (request: FastifyRequest) => request.ip;

/**
 * Text safe for a log line: control characters (line breaks included) and backslashes are written
 * as escapes, so a user name cannot forge or split log entries.
 */
export const textoDeLog = (texto: string) =>
  texto.replace(/[\\\p{Cc}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
