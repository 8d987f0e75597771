import { messages } from '@farmasi/contracts';
import {
  login,
  loginPantalla,
  loginResponse,
  logout,
  renovarToken,
  renovarTokenResponse,
} from '@farmasi/contracts/seguridad/auth';
import { HttpError, Rechazo } from '../../../platform/errors.ts';
import { limites, porDireccion, textoDeLog } from '../../../platform/limites.ts';
import { modulo } from '../../../platform/modulo.ts';
import { sesionDeRefresh } from '../../../platform/refresh-tokens.ts';
import {
  type App,
  type AppDeps,
  addRoute,
  addRouteConRespuesta,
  respuesta,
} from '../../../platform/routes.ts';
import { verifyAccessToken } from '../../../platform/tokens.ts';
import { registerCerrarSesionesRoutes } from './cerrar-sesiones.ts';
import { borrarRefreshCookie, leerRefreshCookie, origenPermitido, ponerRefreshCookie } from './cookie.ts';
import { limiteDeFallos } from './limite-fallos.ts';
import { cerrarSesion, iniciarSesion, renovarSesion } from './service.ts';

const MINUTO = 60_000;

export const registerSesionRoutes = (app: App, deps: AppDeps) => {
  const { config } = deps;
  // Per address, failures only (anyone could otherwise lock every account from one machine, while
  // a branch's staff signing in at the start of a shift share one address), with a generous ceiling
  // of all attempts against floods; and per account name, every attempt. Besides them, the lockout
  // of the account after LOGIN_MAX_FALLOS failures.
  const limitarTotalPorDireccion = limites(app, 'login-total', [
    { clave: porDireccion, max: config.LIMITE_INTENTOS_IP_TOTAL, ventanaMs: MINUTO },
  ]);
  const fallosPorDireccion = limiteDeFallos(app, 'login-fallos', {
    clave: porDireccion,
    max: config.LIMITE_INTENTOS_IP,
    ventanaMs: MINUTO,
  });
  const limitarPorCuenta = limites(app, 'login', [
    {
      clave: (request) => String((request.body as { usuario?: unknown }).usuario ?? '').toLowerCase(),
      max: config.LIMITE_INTENTOS_CUENTA,
      ventanaMs: MINUTO,
    },
  ]);

  addRouteConRespuesta(app, login, 'publico', loginResponse, async ({ body, request, reply }) => {
    await limitarTotalPorDireccion(request);
    await fallosPorDireccion.comprobar(request);
    await limitarPorCuenta(request);
    const usuario = textoDeLog(body.usuario);
    try {
      const result = await iniciarSesion(deps, body.usuario, body.password);
      request.log.info({ usuario, idUsuario: result.data.idUsuario }, 'inicio de sesión correcto');
      ponerRefreshCookie(config, request, reply, result.refresh.token, result.refresh.expiraEn);
      return { value: true, message: '', data: result.data, token: result.token };
    } catch (error) {
      if (error instanceof Rechazo) {
        await fallosPorDireccion.contarFallo(request);
        request.log.warn({ usuario, motivo: error.message }, 'inicio de sesión fallido');
        return { value: false, message: error.message, data: null, token: null };
      }
      throw error;
    }
  });

  addRouteConRespuesta(app, renovarToken, 'publico', renovarTokenResponse, async ({ request, reply }) => {
    if (!origenPermitido(config, request)) {
      request.log.warn({ origen: textoDeLog(request.headers.origin ?? '') }, 'renovación desde otro origen');
      throw new HttpError(403, messages.login.origenNoPermitido);
    }
    const result = await renovarSesion(deps, leerRefreshCookie(config, request));
    if (!result || result.reusado) {
      if (result?.reusado) {
        request.log.warn({ familia: result.familia }, 'reuso de token de renovación: sesión revocada');
        deps.sesiones.cambiaron(result.idUsuario);
      }
      borrarRefreshCookie(config, request, reply);
      throw new HttpError(401, messages.login.renovacionInvalida);
    }
    ponerRefreshCookie(config, request, reply, result.refresh.token, result.refresh.expiraEn);
    const expiresIn = Math.max(0, Math.round((result.access.expiresAt.getTime() - Date.now()) / 1000));
    return {
      value: true,
      message: '',
      data: null,
      accessToken: result.access.accessToken,
      expiresIn,
      expiresAt: result.access.expiresAt.toISOString(),
      // The menu and the guard follow a permission change at the next renewal (issue 10).
      permisos: deps.menu.entries(result.access.permisos, config.PRODUCT_SLUG),
    };
  });

  /**
   * Ends the session on the server: the session of the cookie and the one of the bearer token
   * (normally the same) are revoked, so that token is refused from now on.
   */
  addRoute(app, logout, 'publico', async ({ request, reply }) => {
    const cookie = leerRefreshCookie(config, request);
    const bearer = request.headers.authorization?.replace(/^bearer\s+/i, '');
    const porCookie = cookie ? await sesionDeRefresh(deps.db, cookie) : undefined;
    const porToken = bearer ? await verifyAccessToken(bearer, config.jwtSecret) : null;
    for (const sesion of [porCookie, porToken]) if (sesion) await cerrarSesion(deps, sesion);
    borrarRefreshCookie(config, request, reply);
    return respuesta(null, messages.login.sesionCerrada);
  });

  registerCerrarSesionesRoutes(app, deps);
};

export default modulo(registerSesionRoutes, loginPantalla);
