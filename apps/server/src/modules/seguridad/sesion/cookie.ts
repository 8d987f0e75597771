import { API_BASE } from '@farmasi/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';

/** HttpOnly, SameSite=Strict: never readable by scripts, never sent by another site. */
export const REFRESH_COOKIE = 'farmasi_rt';
/** The name when Secure: a __Host- cookie cannot be planted by a sibling domain or over http. */
export const REFRESH_COOKIE_SEGURA = `__Host-${REFRESH_COOKIE}`;
/** Without Secure, the cookie travels only to the security calls. */
const RUTA_LOCAL = `${API_BASE}/seguridad`;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * Secure unless configured off, or, with the default 'auto', unless the request is plain http to a
 * loopback host (npm start on http://localhost): there a Secure cookie would be refused by some
 * browsers and the first run would not keep its session.
 */
const segura = (config: Pick<Config, 'COOKIE_SECURE'>, request: FastifyRequest) => {
  if (config.COOKIE_SECURE === 'true' || config.COOKIE_SECURE === '1') return true;
  if (config.COOKIE_SECURE === 'false' || config.COOKIE_SECURE === '0') return false;
  return !(request.protocol === 'http' && LOOPBACK.test(request.hostname));
};

const forma = (config: Pick<Config, 'COOKIE_SECURE'>, request: FastifyRequest) =>
  segura(config, request)
    ? { nombre: REFRESH_COOKIE_SEGURA, secure: true, path: '/' }
    : { nombre: REFRESH_COOKIE, secure: false, path: RUTA_LOCAL };

// Only the security calls read or write this cookie: parsed and written here, so that no other
// call pays a cookie plugin's hooks.
export const leerRefreshCookie = (config: Config, request: FastifyRequest): string | undefined => {
  const cabecera = request.headers.cookie;
  return cabecera ? parseCookie(cabecera)[forma(config, request).nombre] : undefined;
};

export const ponerRefreshCookie = (
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiraEn: Date,
) => {
  const { nombre, secure, path } = forma(config, request);
  const maxAge = Math.max(0, Math.floor((expiraEn.getTime() - Date.now()) / 1000));
  // Fastify adds each set-cookie value to the ones already set.
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: nombre,
      value: token,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path,
      maxAge,
    }),
  );
};

export const borrarRefreshCookie = (config: Config, request: FastifyRequest, reply: FastifyReply) => {
  const { nombre, secure, path } = forma(config, request);
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: nombre,
      value: '',
      path,
      secure,
      httpOnly: true,
      sameSite: 'strict',
      expires: new Date(0),
      maxAge: 0,
    }),
  );
};

/**
 * Renewal only from our own pages: an Origin, when the browser sends one, must name this server's
 * host (http or https: a TLS-terminating proxy may stand in front) or an origin of
 * ORIGENES_PERMITIDOS. Anything else, 'null' included, is refused.
 */
export const origenPermitido = (config: Pick<Config, 'ORIGENES_PERMITIDOS'>, request: FastifyRequest) => {
  const origen = request.headers.origin;
  if (origen === undefined) return true;
  let url: URL;
  try {
    url = new URL(origen);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (config.ORIGENES_PERMITIDOS.includes(url.origin.toLowerCase())) return true;
  return sinPuertoPorDefecto(url.host) === sinPuertoPorDefecto(request.host);
};

/** 'host:80' and 'host:443' name the same site as 'host' (a proxy may add or drop the port). */
const sinPuertoPorDefecto = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
