import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  registerAdministracionModules,
  registerBaranetosModules,
  registerCatalogosModules,
  registerGeneralesModules,
  registerSeguridadModules,
} from './modules/index.ts';
import { registerAuth } from './platform/auth.ts';
import { VersionesEscuchadas } from './platform/cache-versionada.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi, registerSecurityHeaders, registerSpa } from './platform/http.ts';
import { MenuCache } from './platform/menu.ts';
import { registerMetricas } from './platform/metricas.ts';
import { type AppDeps, newRequestId } from './platform/routes.ts';

// Schema messages in Spanish for every 400 answer.
z.config(z.locales.es());

/** Builds the whole application on an opened, migrated database; does not listen. */
export const buildApp = async (config: Config, database: DatabaseHandle) => {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: newRequestId,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerMetricas(app, config, database);

  const menu = new MenuCache();
  await menu.load(database.db);
  const versiones = new VersionesEscuchadas();
  await versiones.iniciar(database, (error) =>
    app.log.warn({ err: error }, 'sin avisos de versiones: las respuestas recordadas leen la versión'),
  );
  app.addHook('onClose', () => versiones.cerrar());
  const deps: AppDeps = { db: database.db, config, menu, kind: database.kind, versiones };

  await app.register(cookie);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerAuth(app, config.jwtSecret, menu);
  registerSeguridadModules(app, deps);
  registerGeneralesModules(app, deps);
  registerCatalogosModules(app, deps);
  registerBaranetosModules(app, deps);
  registerAdministracionModules(app, deps);
  await registerSpa(app, config.WEB_DIST);
  await app.ready();
  return app;
};
