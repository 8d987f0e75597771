import { messages } from '@farmasi/contracts';
import { HttpError } from './errors.ts';
import type { MenuCache } from './menu.ts';
import type { App } from './routes.ts';
import type { SesionesVigentes } from './sesiones-vigentes.ts';
import { type Sesion, verifyAccessToken } from './tokens.ts';

const bearerOf = (header: string | undefined) =>
  header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;

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
  return async (token: string): Promise<Sesion | null> => {
    const hit = verificados.get(token);
    if (hit) {
      if (Date.now() < hit.hasta) return hit.sesion;
      verificados.delete(token);
    }
    const sesion = await verifyAccessToken(token, secret);
    if (sesion) {
      if (verificados.size >= CACHE_MAX) verificados.clear();
      verificados.set(token, { sesion, hasta: expiraEn(token) });
    }
    return sesion;
  };
};

/**
 * Every route declares its permission; this hook runs before the body is read, so a caller without
 * a session gets 401 and one without the screen gets 403 before any validation detail.
 */
export const registerAuth = (app: App, secret: Uint8Array, menu: MenuCache, sesiones: SesionesVigentes) => {
  const verify = sessionVerifier(secret);
  app.decorateRequest('sesion', null);
  app.addHook('onRequest', async (request) => {
    const permiso = request.routeOptions.config?.permiso;
    if (!permiso || permiso === 'publico') return;
    const token = bearerOf(request.headers.authorization);
    const sesion = token ? await verify(token) : null;
    // An ended session (sign-out, deactivation, password change, an administrator) is refused.
    if (!sesion || !(await sesiones.vigente(sesion)))
      throw new HttpError(401, messages.servidor.noAutenticado);
    request.sesion = sesion;
    if (permiso === 'sesion') return;
    if (!permiso.menus.some((url) => menu.grants(sesion.permisos, url))) {
      request.log.warn({ idUsuario: sesion.idUsuario, ruta: request.routeOptions.url }, 'permiso denegado');
      throw new HttpError(403, messages.servidor.sinPermiso);
    }
  });
};
