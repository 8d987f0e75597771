import { messages } from '@farmasi/contracts';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { App } from './routes.ts';

const REINTENTAR_S = 5;

/** 503 with the Spanish envelope and Retry-After, logged with what was saturated. */
const saturado = (request: FastifyRequest, reply: FastifyReply, tipo: string, valor?: number) => {
  request.log.warn({ tipo, valor }, 'servidor saturado: petición rechazada');
  reply.status(503).header('retry-after', String(REINTENTAR_S));
  return { value: false, message: messages.servidor.saturado, data: null };
};

/**
 * Load shedding (issue 11): instead of letting every caller wait seconds, answer 503 at once when the
 * event loop lags (SATURACION_RETARDO_MS, mean delay over a second) or when too many API requests are
 * already in flight (SATURACION_EN_CURSO: they queue for the database, PGlite runs one query at a
 * time and the pool has ten connections). 0 turns either check off.
 */
export const registerSaturacion = async (app: App, config: Config) => {
  if (config.SATURACION_RETARDO_MS > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.SATURACION_RETARDO_MS,
      // A returned value is sent as the answer (the plugin's types say void; its code sends it).
      pressureHandler: saturado as unknown as (r: FastifyRequest, p: FastifyReply) => void,
      exposeStatusRoute: false,
    });
  }
  const maximo = config.SATURACION_EN_CURSO;
  if (maximo <= 0) return;
  let enCurso = 0;
  const terminada = new WeakSet<FastifyRequest>();
  const terminar = (request: FastifyRequest, done: () => void) => {
    if (request.routeOptions.config?.permiso && !terminada.has(request)) {
      terminada.add(request);
      enCurso--;
    }
    done();
  };
  app.addHook('onRequest', (request, reply, done) => {
    // Only the API's own routes count: pages, files of the web and refusals before a route do not.
    if (!request.routeOptions.config?.permiso) return done();
    if (enCurso >= maximo) {
      terminada.add(request);
      reply.send(saturado(request, reply, 'enCurso', enCurso));
      return;
    }
    enCurso++;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => terminar(request, done));
  app.addHook('onRequestAbort', (request, done) => terminar(request, done));
};
