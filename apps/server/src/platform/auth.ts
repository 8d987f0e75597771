import { messages } from '@farmasi/contracts';
import { HttpError } from './errors.ts';
import type { MenuCache } from './menu.ts';
import type { App } from './routes.ts';
import { verifyAccessToken } from './tokens.ts';

const bearerOf = (header: string | undefined) =>
  header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;

/**
 * Every route declares its permission; this hook runs before the body is read, so a caller without
 * a session gets 401 and one without the screen gets 403 before any validation detail.
 */
export const registerAuth = (app: App, secret: Uint8Array, menu: MenuCache) => {
  app.decorateRequest('sesion', null);
  app.addHook('onRequest', async (request) => {
    const permiso = request.routeOptions.config?.permiso;
    if (!permiso || permiso === 'publico') return;
    const token = bearerOf(request.headers.authorization);
    const sesion = token ? await verifyAccessToken(token, secret) : null;
    if (!sesion) throw new HttpError(401, messages.servidor.noAutenticado);
    request.sesion = sesion;
    if (permiso === 'sesion') return;
    if (!permiso.menus.some((url) => menu.grants(sesion.permisos, url))) {
      request.log.warn({ idUsuario: sesion.idUsuario, ruta: request.routeOptions.url }, 'permiso denegado');
      throw new HttpError(403, messages.servidor.sinPermiso);
    }
  });
};
