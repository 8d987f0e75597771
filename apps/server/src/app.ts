import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { cargarModulos } from './modules/registro.ts';
import { registerArchivos } from './platform/archivos-ruta.ts';
import { registerAuth } from './platform/auth.ts';
import { VersionesEscuchadas } from './platform/cache-versionada.ts';
import { validatorCompilerCampos } from './platform/campos-cuerpo.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi, registerSecurityHeaders, registerSpa } from './platform/http.ts';
import { limiteExcedido } from './platform/limites.ts';
import { MenuCache } from './platform/menu.ts';
import { registerMetricas } from './platform/metricas.ts';
import { registrarModulos } from './platform/pantalla-ruta.ts';
import { type AppDeps, newRequestId } from './platform/routes.ts';
import { vigilarRutas } from './platform/rutas-publicas.ts';
import { registerSaturacion } from './platform/saturacion.ts';
import { SesionesVigentes } from './platform/sesiones-vigentes.ts';

// Schema messages in Spanish for every 400 answer.
z.config(z.locales.es());

/** Builds the whole application on an opened, prepared database (db/preparar.ts); does not listen. */
export const buildApp = async (
  config: Config,
  database: DatabaseHandle,
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write(line: string): void },
) => {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: newRequestId,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Refusals before a route is found, answered with the envelope too (issue 11).
    frameworkErrors,
    clientErrorHandler,
    // Off unless configured: otherwise anyone could write the address the logs record.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  // Before any route: each one declares who may call it, or the start stops (issue 23).
  vigilarRutas(app, config);
  // The spec's `/{product}/...` form of the calls that write it (platform/routes.ts, rutaConProducto).
  app.decorate('productoSlug', config.PRODUCT_SLUG);
  app.setValidatorCompiler(validatorCompilerCampos);
  app.setSerializerCompiler(serializerCompiler);
  // Callback hooks where the work is synchronous: an async hook costs a promise on every call.
  // Every answer names its request (the logs' reqId), refusals of the later hooks included: set on
  // arrival rather than in an onSend hook, which every answer would pass through.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  database.onPoolError?.((error) => app.log.warn({ err: error }, 'conexión con la base de datos perdida'));
  registerMetricas(app, config, database);

  const menu = new MenuCache();
  await menu.load(database.db);
  const versiones = new VersionesEscuchadas();
  await versiones.iniciar(database, (error) =>
    app.log.warn({ err: error }, 'sin avisos de versiones: las respuestas recordadas leen la versión'),
  );
  app.addHook('onClose', () => versiones.cerrar());
  const sesiones = new SesionesVigentes(database.db, versiones, config.ACCESS_TOKEN_TTL);
  const deps: AppDeps = { db: database.db, config, menu, kind: database.kind, versiones, sesiones };

  await registerSaturacion(app, config);
  // Limits are declared by the routes that need them (sign-in, password change).
  await app.register(rateLimit, { global: false, errorResponseBuilder: limiteExcedido });
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerAuth(app, config.jwtSecret, menu, sesiones);
  registerArchivos(app, deps);
  // Every module found on disk (modules/registro.ts): adding a screen edits no list here.
  // Each route notes the screen its changes are audited under (platform/pantalla-ruta.ts).
  const modulos = (await cargarModulos()).map((m) => m.modulo);
  registrarModulos(app, modulos, (modulo) => modulo.register(app, deps));
  await registerSpa(app, config.WEB_DIST);
  await app.ready();
  return app;
};
