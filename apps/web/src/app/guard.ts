import { coincideUrl, contieneUrl } from '@/lib/pantallas';
import { isTokenExpired, type StoredSession } from '@/lib/session';
import { pantallasWeb } from './pantallas';

/**
 * What the navigation guard does with a path (spec 000 §6):
 * allow | login (no session) | home (signed-in user at /login) | forbidden (to /ErrorAutenticacion) |
 * renew (session whose access token expired: try one renewal before sending to login).
 */
export type Decision = 'allow' | 'login' | 'home' | 'forbidden' | 'renew';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const FORBIDDEN_PATH = '/ErrorAutenticacion';
export const CHANGE_PASSWORD_PATH = '/generales/CambiarPassword';

const urlsDe = (access: 'publico' | 'sesion') =>
  pantallasWeb.filter((p) => p.access === access).map((p) => p.url);

/** Pages without a session: those whose manifest says 'publico' (000 §2). */
const isPublic = (path: string) => urlsDe('publico').some((url) => contieneUrl(path, url));

/** Pages any signed-in user may open whatever the permission list says (manifests' 'sesion'). */
const needsOnlySession = (path: string) =>
  path === HOME_PATH ||
  path === FORBIDDEN_PATH.toLowerCase() ||
  urlsDe('sesion').some((url) => contieneUrl(path, url));

/** Lower case, without a trailing slash (except the root). */
export const normalizePath = (path: string): string => {
  const p = path.toLowerCase();
  return p.length > 1 && p.endsWith('/') ? p.replace(/\/+$/, '') || '/' : p;
};

/** The spec's containment rule (000 §6): the path contains the menu url, case-insensitive; '/' never counts. */
export const pathContainsUrl = (path: string, url: string | null | undefined): boolean => {
  const u = url?.trim().toLowerCase();
  return !!u && u !== '/' && normalizePath(path).includes(u);
};

/** True when the path contains one of the permitted menu urls. */
export const isPermitted = (path: string, session: StoredSession): boolean =>
  session.permisos.some((permiso) => pathContainsUrl(path, permiso.url)) || isPermittedDetail(path, session);

/** A detail screen ('detalle' manifest) opens for whoever holds the menu entry of the screen it belongs to. */
const isPermittedDetail = (path: string, session: StoredSession): boolean =>
  pantallasWeb.some(
    (p) =>
      p.access === 'detalle' &&
      coincideUrl(path, p.url) &&
      session.permisos.some((permiso) => !!permiso.url && contieneUrl(permiso.url, p.de.url)),
  );

/**
 * isKnown tells the route table's screens from addresses nothing answers: those are 'not found' for
 * any signed-in user (allowed through to the catch-all page), never 'no permission'.
 */
export const decide = (
  path: string,
  session: StoredSession | null,
  now: number,
  isKnown: (path: string) => boolean = () => true,
): Decision => {
  const p = normalizePath(path);
  const expired = session !== null && isTokenExpired(session, now);
  if (p === LOGIN_PATH) {
    if (!session) return 'allow';
    return expired ? 'renew' : 'home';
  }
  if (isPublic(p)) return 'allow';
  if (!session) return 'login';
  if (expired) return 'renew';
  if (needsOnlySession(p)) return 'allow';
  if (isPermitted(p, session)) return 'allow';
  return isKnown(path) ? 'forbidden' : 'allow';
};
