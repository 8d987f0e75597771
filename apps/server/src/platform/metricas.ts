import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { usoCaches } from './cache-versionada.ts';

const iguales = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Prometheus metrics at METRICS_PATH (absent when unset): requests and their latency by route
 * pattern (never the raw URL, whose ids would make a series per record), database connection use,
 * and remembered-answer hits and misses. One registry per app, so that tests can build several.
 */
export const registerMetricas = (
  app: FastifyInstance,
  config: { METRICS_PATH?: string | undefined; METRICS_TOKEN?: string | undefined },
  database: Pick<DatabaseHandle, 'uso'>,
) => {
  const ruta = config.METRICS_PATH;
  if (!ruta) return;
  const registro = new Registry();
  collectDefaultMetrics({ register: registro });
  const etiquetas = ['method', 'route', 'status_code'] as const;
  const peticiones = new Counter({
    name: 'http_requests_total',
    help: 'Peticiones HTTP atendidas, por método, patrón de ruta y estado',
    labelNames: etiquetas,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP, por método, patrón de ruta y estado',
    labelNames: etiquetas,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registro],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL por estado (total, idle, waiting = peticiones esperando)',
    labelNames: ['state'],
    registers: [registro],
    collect() {
      const uso = database.uso?.();
      if (uso?.kind !== 'postgres') return;
      this.set({ state: 'total' }, uso.total);
      this.set({ state: 'idle' }, uso.libres);
      this.set({ state: 'waiting' }, uso.esperando);
    },
  });
  new Gauge({
    name: 'db_queries_in_flight',
    help: 'Consultas de PGlite en curso o en su cola (ejecuta una a la vez)',
    registers: [registro],
    collect() {
      const uso = database.uso?.();
      if (uso?.kind === 'pglite') this.set(uso.enCurso);
    },
  });
  const cache = (name: string, help: string, campo: 'aciertos' | 'fallos') =>
    new Counter({
      name,
      help,
      labelNames: ['conjunto'],
      registers: [registro],
      collect() {
        this.reset();
        for (const [conjunto, uso] of usoCaches) this.inc({ conjunto }, uso[campo]);
      },
    });
  cache('cache_hits_total', 'Respuestas recordadas servidas sin consultar, por conjunto', 'aciertos');
  cache('cache_misses_total', 'Respuestas recordadas calculadas de nuevo, por conjunto', 'fallos');

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'sin_ruta';
    if (route !== ruta) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      peticiones.inc(labels);
      duracion.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get(ruta, { schema: { hide: true }, config: { permiso: 'publico' } }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    if (token && !iguales(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ value: false, message: 'Token de métricas inválido o ausente', data: null });
    }
    reply.header('content-type', registro.contentType).header('cache-control', 'no-store');
    return registro.metrics();
  });
};
