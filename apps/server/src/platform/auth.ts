import { messages, PERMISOS_CAMBIARON_HEADER } from '@farmasi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { MenuCache } from './menu.ts';
import type { App, PermisoPantallas, PermisoSegunRecurso } from './routes.ts';
import type { SesionesVigentes } from './sesiones-vigentes.ts';
import { type Sesion, verifyAccessToken } from './tokens.ts';

/**
 * The token of an `Authorization: Bearer …` header (the scheme in any case). Read on every call: only
 * the scheme is lowercased, not a copy of the whole header (its token is ~700 characters).
 */
export const bearerOf = (header: string | undefined) => {
  if (!header) return undefined;
  const esquema = header.slice(0, 7);
  return esquema === 'Bearer ' || esquema.toLowerCase() === 'bearer ' ? header.slice(7).trim() : undefined;
};

const CACHE_MAX = 10_000;

/** The expiry (ms) a verified token carries in its payload. */
const expiraEn = (token: string): number => {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
};

/**
 * Verifies access tokens, remembering the ones already verified until they expire: a token is
 * immutable, so the signature need not be checked again on every request of a screen. Whether its
 * session is still open is asked separately on every request (SesionesVigentes).
 */
export const sessionVerifier = (secret: Uint8Array) => {
  const verificados = new Map<string, { sesion: Sesion; hasta: number }>();
  /** The session of a token verified before and not expired, else undefined. */
  const recordada = (token: string): Sesion | undefined => {
    const hit = verificados.get(token);
    if (!hit) return undefined;
    if (Date.now() < hit.hasta) return hit.sesion;
    verificados.delete(token);
    return undefined;
  };
  const verificar = async (token: string): Promise<Sesion | null> => {
    const hit = recordada(token);
    if (hit) return hit;
    const sesion = await verifyAccessToken(token, secret);
    if (sesion) {
      if (verificados.size >= CACHE_MAX) verificados.clear();
      verificados.set(token, { sesion, hasta: expiraEn(token) });
    }
    return sesion;
  };
  return Object.assign(verificar, { recordada });
};

/**
 * Every route declares its permission (platform/rutas-publicas.ts refuses one that does not); this
 * hook runs before the body is read, so a caller without a session gets 401 and one without the
 * screen gets 403 before any validation detail. The screens a user holds are his current ones, not
 * the token's: a permission removed counts from his next call. A token, session and permissions
 * already known are checked without a promise (the common case: a screen's next call).
 */
export const registerAuth = (app: App, secret: Uint8Array, menu: MenuCache, sesiones: SesionesVigentes) => {
  const verify = sessionVerifier(secret);
  app.decorateRequest('sesion', null);
  // Whether a token's screens are the user's current ones, per token and current list (both kept
  // while unchanged, so the common call compares nothing).
  const iguales = new WeakMap<Sesion, { permisos: readonly number[]; iguales: boolean }>();
  const sinCambios = (sesion: Sesion, permisos: readonly number[]) => {
    const hit = iguales.get(sesion);
    if (hit?.permisos === permisos) return hit.iguales;
    const actuales = new Set(permisos);
    const mismas = sesion.permisos.length === actuales.size && sesion.permisos.every((p) => actuales.has(p));
    iguales.set(sesion, { permisos, iguales: mismas });
    return mismas;
  };
  const autorizar = (
    request: FastifyRequest,
    reply: FastifyReply,
    permiso: 'sesion' | PermisoPantallas,
    sesion: Sesion | null,
    permisos: readonly number[] | null,
  ) => {
    // An ended session (sign-out, deactivation, password change, an administrator) is refused.
    if (!sesion || !permisos) throw new HttpError(401, messages.servidor.noAutenticado);
    request.sesion = sesion;
    if (!sinCambios(sesion, permisos)) reply.header(PERMISOS_CAMBIARON_HEADER, '1');
    if (permiso === 'sesion') return;
    if (!permiso.menus.some((url) => menu.grants(permisos, url))) {
      request.log.warn({ idUsuario: sesion.idUsuario, ruta: request.routeOptions.url }, 'permiso denegado');
      throw new HttpError(403, messages.servidor.sinPermiso);
    }
  };
  const comprobar = async (
    request: FastifyRequest,
    reply: FastifyReply,
    permiso: 'sesion' | PermisoPantallas,
    token?: string,
  ) => {
    const sesion = token ? await verify(token) : null;
    autorizar(request, reply, permiso, sesion, sesion ? await sesiones.permisos(sesion) : null);
  };
  /** A permission decided by the resource: public, a screen's, or (not found) a session at least. */
  const segunRecurso = async (request: FastifyRequest, reply: FastifyReply, permiso: PermisoSegunRecurso) => {
    const decidido = await permiso.segun(request);
    if (decidido === 'publico') return;
    await comprobar(request, reply, decidido ?? 'sesion', bearerOf(request.headers.authorization));
  };
  app.addHook('onRequest', (request, reply, done) => {
    const permiso = request.routeOptions.config?.permiso;
    // No permission: the not-found handler (404/405), the only one without; rutas-publicas.ts
    // refuses at start any route that declares none.
    if (!permiso || permiso === 'publico') return done();
    if (typeof permiso === 'object' && 'segun' in permiso) {
      segunRecurso(request, reply, permiso).then(() => done(), done);
      return;
    }
    const token = bearerOf(request.headers.authorization);
    const sesion = token ? verify.recordada(token) : undefined;
    const permisos = sesion ? sesiones.permisosRecordados(sesion) : undefined;
    if (sesion && permisos !== undefined) {
      try {
        autorizar(request, reply, permiso, sesion, permisos);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    comprobar(request, reply, permiso, token).then(() => done(), done);
  });
};
