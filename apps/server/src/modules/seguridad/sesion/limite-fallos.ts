import type { FastifyRequest } from 'fastify';
import { type Limite, limiteExcedido } from '../../../platform/limites.ts';
import type { App } from '../../../platform/routes.ts';

/**
 * A limit that counts failures only (a @fastify/rate-limit counter, in this process's memory):
 * `comprobar` reads the counter without adding to it and answers 429 once `max` failures are
 * counted in the window; the handler calls `contarFallo` after a failed attempt. Attempts made at
 * the same moment are all checked before their failures are counted, so a burst can pass `max` by
 * the attempts in flight; a ceiling of all attempts (LIMITE_INTENTOS_IP_TOTAL) bounds that.
 */
export const limiteDeFallos = (app: App, nombre: string, limite: Limite) => {
  const contador = app.createRateLimit({
    max: limite.max,
    timeWindow: limite.ventanaMs,
    keyGenerator: (request) => `${nombre}:${limite.clave(request)}`,
  });
  return {
    comprobar: async (request: FastifyRequest) => {
      const estado = await contador(request, { increment: false });
      if (!estado.isAllowed && estado.remaining === 0) {
        request.log.warn({ limite: estado.key }, 'límite de intentos alcanzado');
        throw limiteExcedido(request, estado);
      }
    },
    contarFallo: async (request: FastifyRequest) => {
      await contador(request);
    },
  };
};
