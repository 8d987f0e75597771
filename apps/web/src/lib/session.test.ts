import { describe, expect, it } from 'vitest';
import { testSession } from '@/test/render';
import {
  clearSession,
  isTokenExpired,
  lastClearReason,
  lastSessionUser,
  peekRememberedRoute,
  readSession,
  rememberRoute,
  resetSessionCache,
  saveSession,
  subscribeSession,
  updateToken,
} from './session';

describe('stored session', () => {
  it("keeps the session under 'session' and the token's life under 'expiresIn'", () => {
    const session = testSession();
    saveSession(session, 1800);
    expect(JSON.parse(localStorage.getItem('session') ?? 'null')).toEqual(session);
    expect(localStorage.getItem('expiresIn')).toBe('1800');
    resetSessionCache();
    expect(readSession()).toEqual(session);
  });

  it('replaces the token on renewal and tells subscribers', () => {
    saveSession(testSession());
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls += 1;
    });
    updateToken('nuevo', '2030-01-01T00:00:00Z', 1800);
    unsubscribe();
    expect(readSession()).toMatchObject({ token: 'nuevo', expiresAt: '2030-01-01T00:00:00Z', codigo: 1001 });
    expect(calls).toBe(1);
  });

  it('clears the session, the wholesaler and the licensee sessions, remembering why', () => {
    saveSession(testSession());
    localStorage.setItem('sessionDifarmer', '{}');
    localStorage.setItem('sesionLicenciatario', '{}');
    clearSession('logout');
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(lastClearReason()).toBe('logout');
  });

  it('reads a broken stored value as no session', () => {
    localStorage.setItem('session', '{roto');
    expect(readSession()).toBeNull();
  });

  it('follows a sign-out in another tab', () => {
    saveSession(testSession());
    const unsubscribe = subscribeSession(() => {});
    localStorage.removeItem('session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    unsubscribe();
    expect(readSession()).toBeNull();
  });

  it('knows when the access token has expired', () => {
    const session = testSession({ expiresAt: '2025-08-05T12:00:00Z' });
    expect(isTokenExpired(session, Date.parse('2025-08-05T11:59:59Z'))).toBe(false);
    expect(isTokenExpired(session, Date.parse('2025-08-05T12:00:00Z'))).toBe(true);
    expect(isTokenExpired({ ...session, expiresAt: 'nunca' })).toBe(true);
  });
});

describe('remembered route', () => {
  it('belongs to the user whose session ended there: restored for him, not for another user', () => {
    rememberRoute('/farmasi/catalogos/catgruposucursales?grupo=1', 7);
    expect(peekRememberedRoute(8)).toBeNull();
    expect(peekRememberedRoute(7)).toBe('/farmasi/catalogos/catgruposucursales?grupo=1');
  });

  it('asked for before any sign-in is restored for whoever signs in', () => {
    rememberRoute('/farmasi/catalogos/catgruposucursales');
    expect(peekRememberedRoute(8)).toBe('/farmasi/catalogos/catgruposucursales');
  });

  it("is forgotten on 'Salir', and the ended session's user is known on expiry", () => {
    saveSession(testSession({ idUser: 7 }));
    clearSession('expired');
    expect(lastSessionUser()).toBe(7);
    rememberRoute('/x', lastSessionUser());
    saveSession(testSession({ idUser: 7 }));
    clearSession('logout');
    expect(peekRememberedRoute(7)).toBeNull();
    expect(sessionStorage.getItem('returnToUser')).toBeNull();
  });
});
