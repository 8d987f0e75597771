import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { API_BASE, APP_VERSION, ROUTER_BASE } from '@farmasi/contracts';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { metodoNoPermitidoEnvelope, notFoundEnvelope } from './errors.ts';
import type { App } from './routes.ts';

/** Where the customer map's tiles come from (S14, Leaflet over OpenStreetMap). */
const MAPAS_IMAGENES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/**
 * Strict CSP: scripts only from our origin; antd writes its styles at run time, hence inline styles.
 * The headers are the same for every answer (no nonce): helmet computes them once, at start.
 */
const DIRECTIVAS = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The customer detail's map draws OpenStreetMap tiles (docs/decisions/catalogos.md, Clientes).
  imgSrc: ["'self'", 'data:', 'blob:', ...MAPAS_IMAGENES],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The ofertero modal previews the flipbook on its publishing site (S10), whose address is a
  // parameter that may change: any https page may be framed (sandboxed by the screen), none may frame us.
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'none'"],
  // Nothing may change the base of the page's relative addresses (ASVS 3.4.3).
  baseUri: ["'none'"],
  formAction: ["'self'"],
  // Plain-HTTP installs inside a branch network must keep working.
  upgradeInsecureRequests: null,
};

/** The customer detail's Google map: a document of its own, framed by the detail (S14). */
export const MAPA_GOOGLE_URL = `${ROUTER_BASE}mapa-google.html`;
const GOOGLE = ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com'];

/**
 * Google's allowlist for the Maps JavaScript API (its CSP guide), given only to the map's own
 * document so that 'unsafe-eval' and Google's hosts never reach the application's pages. The
 * document holds no data but what its parent sends; it may only be framed by our pages, and it sends
 * its origin as referrer because Google checks keys restricted to the product's address by it.
 */
const DIRECTIVAS_MAPA_GOOGLE = {
  ...DIRECTIVAS,
  scriptSrc: ["'self'", ...GOOGLE, "'unsafe-eval'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE, '*.googleusercontent.com'],
  fontSrc: ["'self'", 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", ...GOOGLE, 'data:', 'blob:'],
  frameSrc: ['*.google.com'],
  workerSrc: ['blob:'],
  frameAncestors: ["'self'"],
  formAction: ["'none'"],
};

const cabecerasDeSeguridad = (
  directives: typeof DIRECTIVAS | typeof DIRECTIVAS_MAPA_GOOGLE,
  referrerPolicy: 'no-referrer' | 'strict-origin' = 'no-referrer',
): Record<string, string> => {
  const fijas: Record<string, string> = {};
  const respuesta = {
    setHeader: (nombre: string, valor: string | number) => {
      fijas[nombre.toLowerCase()] = String(valor);
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: referrerPolicy },
  })({} as IncomingMessage, respuesta as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  if (!fijas['content-security-policy']) throw new Error('helmet no produjo la política de seguridad');
  return fijas;
};

/**
 * What an API answer carries (OWASP's REST security cheat sheet): it is data, never a page, so a
 * browser that opens one directly may load nothing and be framed by no one; the page-only headers
 * (opener policy, referrer, DNS prefetch, the old IE ones) do nothing on it and would be written on
 * every call (~700 bytes of ~1 KB of headers, parsed by every client).
 */
const cabecerasApi = (fijas: Record<string, string>): Record<string, string> => ({
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': fijas['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // API answers hold personal and business data: no browser or proxy keeps them.
  'cache-control': 'no-store',
});

export const registerSecurityHeaders = (app: App) => {
  const fijas = cabecerasDeSeguridad(DIRECTIVAS);
  const api = cabecerasApi(fijas);
  const mapaGoogle = cabecerasDeSeguridad(DIRECTIVAS_MAPA_GOOGLE, 'strict-origin');
  app.addHook('onRequest', (request, reply, done) => {
    // Set before the handler, so a route that serves cacheable content (a file by id) can still say
    // otherwise.
    if (request.url.startsWith(API_BASE)) reply.headers(api);
    else reply.headers(request.url.split('?')[0] === MAPA_GOOGLE_URL ? mapaGoogle : fijas);
    done();
  });
};

/** OpenAPI generated from the contract's schemas, with a reference page at /admin/api/docs. */
export const registerOpenApi = async (app: App) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FarmaSí back-office API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
};

/** The built single-page app under /admin/, with history fallback to index.html. */
export const registerSpa = async (app: App, webDist: string) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: ROUTER_BASE,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts, precomprimir).
      preCompressed: true,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(ROUTER_BASE));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && url.startsWith('/admin') && !url.startsWith(API_BASE);
    if (isPage && hasWeb) {
      if (path.extname(url) && url.startsWith(`${ROUTER_BASE}assets/`)) return reply.status(404).send('');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // A known API path called with another method: 405 with the methods it has.
    const metodos = url.startsWith(API_BASE)
      ? (['GET', 'POST', 'DELETE'] as const).filter((method) => app.findRoute({ method, url }))
      : [];
    if (metodos.length && !metodos.includes(request.method as 'GET')) {
      reply.header('allow', metodos.join(', '));
      return reply.status(405).send(metodoNoPermitidoEnvelope(request.method));
    }
    return reply.status(404).send(notFoundEnvelope());
  });
};
