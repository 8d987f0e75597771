import type { Permiso, UsuarioSesion } from '@farmasi/contracts/seguridad/auth';
import { useSyncExternalStore } from 'react';

/** The spec's stored session (000 §3). The refresh token is an HttpOnly cookie and never stored here. */
export interface StoredSession {
  token: string;
  /** ISO instant when the access token stops being accepted. */
  expiresAt: string;
  idUser: number;
  /** Employee code (codEmpleado). */
  codigo: number;
  user: string;
  nombre: string;
  permisos: Permiso[];
  idWebUsuariosGrupos: number | null;
  sucursalesGrupo: number[];
}

export const STORAGE_KEYS = {
  session: 'session',
  /** Seconds of life of the current access token, the spec's 'expiresIn' key. */
  expiresIn: 'expiresIn',
  /** Wholesaler (DIFARMER) session, cleared on 'Salir'. */
  difarmer: 'sessionDifarmer',
  /** The last licensee portal login (003 §6 "stored locally"), cleared on 'Salir' with the rest. */
  licenciatario: 'sesionLicenciatario',
  /** Route to restore after login (sessionStorage: one per tab). */
  returnTo: 'returnTo',
  /** idUser of the session the remembered route belongs to (absent: asked for before any sign-in). */
  returnToUser: 'returnToUser',
} as const;

export type ClearReason = 'logout' | 'expired';

let cached: StoredSession | null | undefined;
let lastClear: ClearReason | null = null;
/** idUser of the last session that ended in this tab (here or in another tab). */
let lastUser: number | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const l of listeners) l();
};

const parse = (text: string | null): StoredSession | null => {
  if (!text) return null;
  try {
    const s = JSON.parse(text) as Partial<StoredSession> | null;
    if (!s || typeof s.token !== 'string' || !Array.isArray(s.permisos)) return null;
    return s as StoredSession;
  } catch {
    return null;
  }
};

/** The stored session or null; parsed once and cached until it changes. */
export const readSession = (): StoredSession | null => {
  if (cached === undefined) cached = parse(localStorage.getItem(STORAGE_KEYS.session));
  return cached;
};

const secondsUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.round((Date.parse(iso) - now) / 1000));

export const saveSession = (session: StoredSession, expiresIn = secondsUntil(session.expiresAt)): void => {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  localStorage.setItem(STORAGE_KEYS.expiresIn, String(expiresIn));
  cached = session;
  lastClear = null;
  emit();
};

/**
 * Stores a renewed access token in the current session (no-op when there is none), with the permission
 * list the renewal brought: the menu and the guard follow it at once.
 */
export const updateToken = (
  token: string,
  expiresAt: string,
  expiresIn?: number,
  permisos?: Permiso[],
): void => {
  const current = readSession();
  if (current) saveSession({ ...current, token, expiresAt, ...(permisos ? { permisos } : {}) }, expiresIn);
};

/** Removes the session and the wholesaler session; the reason tells the guard whether to remember the route. */
export const clearSession = (reason: ClearReason): void => {
  lastUser = readSession()?.idUser ?? lastUser;
  // 'Salir' leaves nothing to come back to: the next user of this tab starts at Home.
  if (reason === 'logout') forgetRememberedRoute();
  for (const key of [
    STORAGE_KEYS.session,
    STORAGE_KEYS.expiresIn,
    STORAGE_KEYS.difarmer,
    STORAGE_KEYS.licenciatario,
  ]) {
    localStorage.removeItem(key);
  }
  cached = null;
  lastClear = reason;
  emit();
};

/** Why the last session ended in this tab, or null when none ended. */
export const lastClearReason = (): ClearReason | null => lastClear;

/** idUser of the last session that ended, or null when none ended. */
export const lastSessionUser = (): number | null => lastUser;

export const isTokenExpired = (session: StoredSession, now = Date.now()): boolean => {
  const t = Date.parse(session.expiresAt);
  return Number.isNaN(t) || t <= now;
};

export const sessionFromLogin = (
  data: UsuarioSesion,
  token: { accessToken: string; expiresAt: string },
): StoredSession => ({
  token: token.accessToken,
  expiresAt: token.expiresAt,
  idUser: data.idUsuario,
  codigo: data.codEmpleado,
  user: data.usuario,
  nombre: data.nombre,
  permisos: data.permisos,
  idWebUsuariosGrupos: data.idWebUsuariosGrupos,
  sucursalesGrupo: data.sucursalesGrupo,
});

// Another tab signing in or out changes this tab too.
const onStorage = (e: StorageEvent) => {
  if (e.key === null || e.key === STORAGE_KEYS.session) {
    // Signed out in another tab: the route this tab remembers belongs to that user.
    lastUser = parse(e.oldValue)?.idUser ?? lastUser;
    cached = undefined;
    emit();
  }
};

export const subscribeSession = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** The stored session, re-rendering on sign-in, renewal and sign-out. */
export const useSession = (): StoredSession | null => useSyncExternalStore(subscribeSession, readSession);

/** Remembers the route to restore after login; owner is the user whose session ended there, if any. */
export const rememberRoute = (path: string, owner: number | null = null): void => {
  sessionStorage.setItem(STORAGE_KEYS.returnTo, path);
  if (owner === null) sessionStorage.removeItem(STORAGE_KEYS.returnToUser);
  else sessionStorage.setItem(STORAGE_KEYS.returnToUser, String(owner));
};

/**
 * The route to go back to after login, if one was remembered for this user: a route remembered when
 * another user's session ended is never restored (it is that user's page, not this one's).
 */
export const peekRememberedRoute = (idUser: number | null): string | null => {
  const path = sessionStorage.getItem(STORAGE_KEYS.returnTo);
  const owner = sessionStorage.getItem(STORAGE_KEYS.returnToUser);
  return path && (owner === null || Number(owner) === idUser) ? path : null;
};

export const forgetRememberedRoute = (): void => {
  sessionStorage.removeItem(STORAGE_KEYS.returnTo);
  sessionStorage.removeItem(STORAGE_KEYS.returnToUser);
};

/** For tests: forget the cached session so the next read goes to storage. */
export const resetSessionCache = (): void => {
  cached = undefined;
  lastClear = null;
  lastUser = null;
};
