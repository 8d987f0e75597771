import { API_BASE, messages } from '@farmasi/contracts';
import {
  login,
  loginResponse,
  logout,
  renovarToken,
  renovarTokenResponse,
} from '@farmasi/contracts/seguridad/auth';
import type { FastifyReply } from 'fastify';
import { HttpError, Rechazo } from '../../../platform/errors.ts';
import { familiaDeRefresh } from '../../../platform/refresh-tokens.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { verifyAccessToken } from '../../../platform/tokens.ts';
import { cerrarSesion, iniciarSesion, renovarSesion } from './service.ts';

/** HttpOnly, SameSite=Strict, sent only to the security calls: never readable by scripts. */
export const REFRESH_COOKIE = 'farmasi_rt';
const cookiePath = `${API_BASE}/seguridad`;

const setRefreshCookie = (reply: FastifyReply, deps: AppDeps, token: string) =>
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.COOKIE_SECURE,
    path: cookiePath,
    maxAge: deps.config.REFRESH_TOKEN_TTL,
  });

const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });

export const registerSesionRoutes = (app: App, deps: AppDeps) => {
  addRoute(
    app,
    login,
    'publico',
    async ({ body, reply }) => {
      try {
        const result = await iniciarSesion(deps, body.usuario, body.password);
        setRefreshCookie(reply, deps, result.refresh.token);
        return { value: true, message: '', data: result.data, token: result.token };
      } catch (error) {
        if (error instanceof Rechazo)
          return { value: false, message: error.message, data: null, token: null };
        throw error;
      }
    },
    loginResponse,
  );

  addRoute(
    app,
    renovarToken,
    'publico',
    async ({ request, reply }) => {
      const result = await renovarSesion(deps, request.cookies[REFRESH_COOKIE]);
      if (!result || result.reusado) {
        if (result?.reusado)
          request.log.warn({ familia: result.familia }, 'reuso de token de renovación: sesión revocada');
        clearRefreshCookie(reply);
        throw new HttpError(401, messages.login.renovacionInvalida);
      }
      setRefreshCookie(reply, deps, result.refresh.token);
      return {
        value: true,
        message: '',
        data: null,
        accessToken: result.access.accessToken,
        expiresIn: deps.config.ACCESS_TOKEN_TTL,
        expiresAt: result.access.expiresAt.toISOString(),
        permisos: deps.menu.entries(result.access.permisos, deps.config.PRODUCT_SLUG),
      };
    },
    renovarTokenResponse,
  );

  /** Ends the session on the server: the family of the cookie (or of the bearer token) is revoked. */
  addRoute(app, logout, 'publico', async ({ request, reply }) => {
    const cookie = request.cookies[REFRESH_COOKIE];
    const bearer = request.headers.authorization?.replace(/^bearer\s+/i, '');
    const familia =
      (cookie ? await familiaDeRefresh(deps.db, cookie) : undefined) ??
      (bearer ? (await verifyAccessToken(bearer, deps.config.jwtSecret))?.familia : undefined);
    if (familia) await cerrarSesion(deps.db, familia);
    clearRefreshCookie(reply);
    return { value: true, message: messages.login.sesionCerrada, data: null };
  });
};
