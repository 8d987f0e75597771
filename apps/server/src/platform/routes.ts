import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, type Endpoint, envelope } from '@farmasi/contracts';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from './audit.ts';
import type { VersionesEscuchadas } from './cache-versionada.ts';
import { declararRespuesta } from './campos-cuerpo.ts';
import type { MenuCache } from './menu.ts';
import { type Respuesta, sobreDe } from './respuesta.ts';
import { JsonListo } from './respuestas-recordadas.ts';
import type { SesionesVigentes } from './sesiones-vigentes.ts';
import type { Sesion } from './tokens.ts';

export { Respuesta, rechazoConDatos, respuesta } from './respuesta.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives: the database, the configuration and the menu. */
export interface AppDeps {
  db: Database;
  config: Config;
  menu: MenuCache;
  kind: 'pglite' | 'postgres';
  /** Versions of the cached data sets, heard from the database's notices. */
  versiones: VersionesEscuchadas;
  /** Whether a session is still open (ended ones are refused on every request). */
  sesiones: SesionesVigentes;
}

/** The menu urls (screens) whose holders may call a route. */
export type PermisoPantallas = { menus: readonly string[] };

/**
 * A permission decided by the resource a request names (a stored file: public, or its screen's).
 * Undefined when the request names none it could read (a malformed id): a session is then required
 * before the validation answers.
 */
export interface PermisoSegunRecurso {
  segun: (request: FastifyRequest) => Promise<'publico' | PermisoPantallas | undefined>;
}

/**
 * Who may call a route: the menu urls (screens) that grant it, any signed-in user (a shared
 * catalogue), one decided by the resource, or anyone — only the routes named in
 * platform/rutas-publicas.ts, each with its reason.
 */
export type Permiso = PermisoPantallas | 'sesion' | 'publico' | PermisoSegunRecurso;

/** The permission of the screens whose menu entry grants a route (their manifests). */
export const pantallas = (...manifiestos: PantallaMenu[]): PermisoPantallas => ({
  menus: manifiestos.map((p) => p.url),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    permiso?: Permiso;
  }
  interface FastifyRequest {
    sesion: Sesion | null;
  }
  interface FastifyInstance {
    /** The pharmacy line's slug (PRODUCT_SLUG), for the spec's `/{product}` paths (buildApp sets it). */
    productoSlug?: string;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape
type AnyEndpoint = Endpoint<any, any, any, any>;
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

type QueryOut<E extends AnyEndpoint> = Out<E['query']>;

export interface RouteContext<E extends AnyEndpoint> {
  params: Out<E['params']>;
  body: Out<E['body']>;
  /** The parsed query string, typed from the endpoint's query schema. */
  query: QueryOut<E>;
  actor: Actor;
  sesion: Sesion | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The session of a route that requires one (the auth hook has already refused requests without). */
export const sesionOf = (ctx: { sesion: Sesion | null }): Sesion => {
  if (!ctx.sesion) throw new Error('Ruta sin sesión: revise su permiso');
  return ctx.sesion;
};

export const actorOf = (request: FastifyRequest): Actor => ({
  idUsuario: request.sesion?.idUsuario ?? null,
  codEmpleado: request.sesion?.codEmpleado ?? null,
  requestId: String(request.id),
  metodo: request.method,
  ruta: request.routeOptions.url ?? request.url,
});

export const newRequestId = () => randomUUID();

/** Whether an Accept-Encoding header admits gzip (not refused with q=0). */
export const aceptaGzip = (header: string | undefined) => {
  if (!header) return false;
  for (const parte of header.split(',')) {
    const [nombre, ...parametros] = parte.trim().split(';');
    if (nombre?.trim().toLowerCase() !== 'gzip') continue;
    const q = parametros.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
};

/**
 * What a handler receives. A class, not an object literal with `get actor()`: V8 keeps a literal's
 * getter in an accessor pair it always allocates in the old generation, and that pair kept the
 * getter's closure, and so the whole request, alive through every minor collection. Every request's
 * objects were then promoted and freed only by full collections (the remembered search's bench:
 * ~2 KB promoted per request, scavenges 10 µs per request; now ~0.15 KB and 3 µs).
 */
class Contexto<E extends AnyEndpoint> implements RouteContext<E> {
  readonly params: Out<E['params']>;
  readonly body: Out<E['body']>;
  readonly query: QueryOut<E>;
  readonly sesion: Sesion | null;
  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {
    this.params = request.params as Out<E['params']>;
    this.body = request.body as Out<E['body']>;
    this.query = request.query as QueryOut<E>;
    this.sesion = request.sesion;
  }
  /** Only the calls that write read it (their audit entry): not built for every read. */
  get actor(): Actor {
    return actorOf(this.request);
  }
}

const tagOf = (path: string) => path.split('/').filter(Boolean)[0] ?? 'api';

type DataIn<E extends AnyEndpoint> = z.input<E['data']> | null | undefined;

/** A remembered answer's bytes, compressed for a client that accepts gzip: one send, no serialisation. */
const enviarListo = (
  listo: JsonListo,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
) => {
  reply.type('application/json; charset=utf-8');
  if (!listo.gzip) return listo.bytes;
  reply.header('vary', 'accept-encoding');
  if (!aceptaGzip(request.headers['accept-encoding'])) return listo.bytes;
  reply.header('content-encoding', 'gzip');
  return listo.gzip;
};

/**
 * Registers one call of the contract: its path under /admin/api, its schemas (params, body, query
 * and the envelope of its data) and who may call it. The handler returns the data (or a Respuesta);
 * the envelope is built here, once. A remembered answer may come back without a promise
 * (respuestas-recordadas.ts): it is sent at once.
 */
export const addRoute = <E extends AnyEndpoint>(
  app: App,
  e: E,
  permiso: Permiso,
  handler: (ctx: RouteContext<E>) => Promise<NoInfer<DataIn<E> | Respuesta<DataIn<E>>>>,
) =>
  registerRoute(
    app,
    e,
    permiso,
    (ctx) => {
      const answer: unknown = handler(ctx);
      if (answer instanceof JsonListo) return enviarListo(answer, ctx);
      return (answer as Promise<unknown>).then((data) =>
        data instanceof JsonListo ? enviarListo(data, ctx) : sobreDe(data),
      );
    },
    envelope(e.data),
  );

/**
 * A call whose answer is not the plain envelope (sign-in answers add fields the spec lists): the
 * handler returns the whole answer, checked against its own response schema.
 */
export const addRouteConRespuesta = <E extends AnyEndpoint, R extends z.ZodType>(
  app: App,
  e: E,
  permiso: Permiso,
  response: R,
  handler: (ctx: RouteContext<E>) => Promise<z.input<R>>,
) => registerRoute(app, e, permiso, handler, response);

const registerRoute = <E extends AnyEndpoint>(
  app: App,
  e: E,
  permiso: Permiso,
  handler: (ctx: RouteContext<E>) => unknown,
  response: z.ZodType,
) =>
  registrarRuta(app, {
    method: e.method,
    url: `${API_BASE}${e.path}`,
    permiso,
    summary: e.summary,
    params: e.params,
    body: e.body,
    querystring: e.query,
    response,
    // The zod type provider checks the answer against the response schema at run time.
    handler: (request, reply) => handler(new Contexto<E>(request, reply)),
  });

/** How the OpenAPI document names who may call a route (the role × route matrix test reads it). */
export const xPermiso = (permiso: Permiso): string | readonly string[] =>
  typeof permiso === 'string' ? permiso : 'segun' in permiso ? 'segun-recurso' : permiso.menus;

export interface RutaDeclarada {
  method: 'GET' | 'POST' | 'DELETE';
  /** The whole path, /admin/api included. */
  url: string;
  permiso: Permiso;
  summary: string;
  tags?: string[];
  params?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  querystring?: z.ZodType | undefined;
  /** The 200 answer's schema; absent for calls that answer bytes (files, Excel, PDF). */
  response?: z.ZodType;
  /** A larger body than the server's default (bytes). */
  bodyLimit?: number;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The one way a route is registered (addRoute, addDescarga, addExportRoute and the stored files
 * use it): its permission goes in the route's config, which the auth hook reads on every request,
 * and in the OpenAPI document. platform/rutas-publicas.ts refuses at start any route that declares
 * none, or declares 'publico' without being on its list.
 */
export const registrarRuta = (app: App, r: RutaDeclarada) => {
  if (r.response) declararRespuesta(r.response);
  const registrar = (url: string, alias: boolean) =>
    app.route({
      method: r.method,
      url,
      config: { permiso: r.permiso },
      ...(r.bodyLimit ? { bodyLimit: r.bodyLimit } : {}),
      schema: {
        summary: r.summary,
        tags: r.tags ?? [tagOf(r.url.slice(API_BASE.length))],
        ...(r.params ? { params: r.params } : {}),
        ...(r.body ? { body: r.body } : {}),
        ...(r.querystring ? { querystring: r.querystring } : {}),
        ...(r.response ? { response: { 200: r.response } } : {}),
        ...(r.permiso === 'publico' ? {} : { security: [{ bearer: [] }] }),
        'x-permiso': xPermiso(r.permiso),
        // The OpenAPI document lists each call once, at the path the web calls.
        ...(alias ? { hide: true } : {}),
      },
      handler: (request, reply) => r.handler(request, reply) as never,
    });
  registrar(r.url, false);
  const alias = rutaConProducto(r.url, app.productoSlug);
  if (alias) registrar(alias, true);
};

/**
 * Calls the spec writes under `/{product}` (001 §7: the pharmacy line's banners, oferteros and ticket
 * promotions, `/{product}/mercadotecnia/...`). The web calls them without it; the spec's form answers
 * too, as an alias with the same handler, schemas and permission (docs/decisions/plataforma.md,
 * 'Contract conformance').
 */
export const PREFIJOS_CON_PRODUCTO = ['/mercadotecnia/'] as const;

/** The spec's `/{product}` form of a route, or undefined when the spec writes it without one. */
export const rutaConProducto = (url: string, producto: string | undefined): string | undefined => {
  if (!producto || !url.startsWith(API_BASE)) return undefined;
  const resto = url.slice(API_BASE.length);
  return PREFIJOS_CON_PRODUCTO.some((p) => resto.startsWith(p))
    ? `${API_BASE}/${producto}${resto}`
    : undefined;
};
