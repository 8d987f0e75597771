import { API_BASE } from '@farmasi/contracts/constants';
import type { Permiso } from '@farmasi/contracts/seguridad/auth';
import { clearSession, readSession, updateToken } from '@/lib/session';
import { LOGOUT, RENOVAR_TOKEN } from './securityCalls';

const RENEWAL_TIMEOUT_MS = 15_000;

interface Handlers {
  /** Called once when a session ends because it could not be renewed. */
  onSessionExpired: () => void;
  /** Called when the server answers 403 to a call: the user lacks the screen (app: no-permission page). */
  onForbidden: () => void;
}

const handlers: Handlers = { onSessionExpired: () => {}, onForbidden: () => {} };

/**
 * A 403 means the server's permission list and the menu's disagree (the permissions changed since the
 * menu was read): the user is sent to the no-permission page and the session is renewed, which brings
 * the current permission list to the menu and the guard.
 */
export const notifyForbidden = (): void => {
  handlers.onForbidden();
  void renewSession();
};

export const configureApi = (next: Partial<Handlers>): void => {
  Object.assign(handlers, next);
};

let inflight: Promise<boolean> | null = null;

interface RenewalAnswer {
  value?: boolean;
  accessToken?: string | null;
  expiresIn?: number | null;
  expiresAt?: string | null;
  /** The menu the new token grants (a permission change reaches the menu without a new sign-in). */
  permisos?: Permiso[] | null;
}

const askServer = async (): Promise<boolean> => {
  try {
    // The HttpOnly refresh cookie does the work; nothing goes in the body.
    const res = await fetch(`${API_BASE}${RENOVAR_TOKEN.path}`, {
      method: RENOVAR_TOKEN.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(RENEWAL_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as RenewalAnswer;
    if (!body.value || !body.accessToken) return false;
    const expiresIn = body.expiresIn ?? undefined;
    const expiresAt = body.expiresAt ?? new Date(Date.now() + (expiresIn ?? 0) * 1000).toISOString();
    updateToken(body.accessToken, expiresAt, expiresIn, body.permisos ?? undefined);
    return readSession() !== null;
  } catch {
    return false;
  }
};

/** Ends the session because it expired; announces it only if there was one. */
export const expireSession = (): void => {
  const hadSession = readSession() !== null;
  clearSession('expired');
  if (hadSession) handlers.onSessionExpired();
};

/**
 * Renews the access token with the refresh cookie. Concurrent callers share one renewal; a failed
 * renewal ends the session. Works for every 401 of the app's life, not only the first.
 */
export const renewSession = (): Promise<boolean> => {
  inflight ??= askServer()
    .then((ok) => {
      if (!ok) expireSession();
      return ok;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
};

/** Revokes the refresh token family on the server and clears the stored sessions ('Salir'). */
export const signOut = async (): Promise<void> => {
  const token = readSession()?.token;
  clearSession('logout');
  try {
    await fetch(`${API_BASE}${LOGOUT.path}`, {
      method: LOGOUT.method,
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(RENEWAL_TIMEOUT_MS),
    });
  } catch {
    // The local session is already gone; the refresh token expires by itself.
  }
};
