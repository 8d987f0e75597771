import { messages } from '@farmasi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { refreshCookieOf, renew, signIn } from '../../../../test/session.ts';

const { app } = await createTestApp({
  REFRESH_TOKEN_TTL: 3600,
  SESION_MAX_HORAS: 2,
  ORIGENES_PERMITIDOS: ['https://backoffice.farmasi.mx'],
});
const MINUTO = 60_000;

afterEach(() => vi.useRealTimers());

describe('absolute session lifetime (SESION_MAX_HORAS)', () => {
  it('refuses renewal once the session is that old, however often it was renewed', async () => {
    const session = await signIn(app, 'admin');
    // Taken after sign-in: the session began at most this instant (a slow sign-in must not matter).
    const inicio = Date.now();
    vi.useFakeTimers({ now: inicio, toFake: ['Date'] });
    let cookie = session.cookie;
    for (const minuto of [50, 100]) {
      vi.setSystemTime(inicio + minuto * MINUTO);
      const res = await renew(app, cookie);
      expect(res.statusCode, `minuto ${minuto}`).toBe(200);
      cookie = refreshCookieOf(res.headers)!.value;
      // Neither token outlives the session: at minute 100 only 20 minutes are left.
      const fin = inicio + 120 * MINUTO;
      expect(Date.parse(res.json().expiresAt)).toBeLessThanOrEqual(fin + 1000);
      expect(res.json().expiresIn).toBeLessThanOrEqual(Math.ceil((fin - Date.now()) / 1000) + 1);
    }
    vi.setSystemTime(inicio + 121 * MINUTO);
    const tarde = await renew(app, cookie);
    expect(tarde.statusCode).toBe(401);
    expect(tarde.json().message).toBe(messages.login.renovacionInvalida);
  });
});

describe('renewal checks Origin', () => {
  const renewFrom = (cookie: string, origin: string, host?: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/renovar-token',
      headers: { origin, ...(host ? { host } : {}) },
      cookies: { farmasi_rt: cookie },
    });

  it('refuses a foreign origin (and a null one) with 403, without spending the cookie', async () => {
    const session = await signIn(app, 'admin');
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const res = await renewFrom(session.cookie, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.login.origenNoPermitido, data: null });
    }
    expect((await renew(app, session.cookie)).statusCode).toBe(200);
  });

  it("accepts the server's own origin, a configured one and a request without Origin", async () => {
    let cookie = (await signIn(app, 'admin')).cookie;
    for (const origin of ['http://localhost:80', 'http://localhost', 'https://backoffice.farmasi.mx']) {
      const res = await renewFrom(cookie, origin, origin === 'http://localhost' ? 'localhost' : undefined);
      expect(res.statusCode, origin).toBe(200);
      cookie = refreshCookieOf(res.headers)!.value;
    }
  });
});

describe('the refresh cookie', () => {
  const loginAt = (host: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      headers: { host, ...extra },
      payload: { usuario: 'admin', password: 'Admin#2468' },
    });
  const cookieLine = (headers: Record<string, unknown>) => String(headers['set-cookie']);

  it('is Secure and __Host- prefixed (Path=/) on a host that is not loopback', async () => {
    const res = await loginAt('backoffice.farmasi.mx');
    const line = cookieLine(res.headers);
    expect(line).toMatch(/^__Host-farmasi_rt=/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/Path=\/;/);
    expect(line).toMatch(/HttpOnly/);
    const value = line.split(';')[0]!.split('=')[1]!;
    const renewed = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/renovar-token',
      headers: { host: 'backoffice.farmasi.mx' },
      cookies: { '__Host-farmasi_rt': value },
    });
    expect(renewed.statusCode).toBe(200);
    expect(cookieLine(renewed.headers)).toMatch(/^__Host-farmasi_rt=.*; Secure/);
  });

  it('keeps plain http on localhost working: not Secure there', async () => {
    const line = cookieLine((await loginAt('localhost:3000')).headers);
    expect(line).toMatch(/^farmasi_rt=/);
    expect(line).not.toMatch(/Secure/);
    expect(line).toMatch(/Path=\/admin\/api\/seguridad/);
  });
});

describe('COOKIE_SECURE=false (plain-http installs on a branch network)', async () => {
  const { app: local } = await createTestApp({ COOKIE_SECURE: 'false' });
  it('leaves the cookie without Secure on any host', async () => {
    const res = await local.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      headers: { host: '192.168.1.20:3000' },
      payload: { usuario: 'admin', password: 'Admin#2468' },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^farmasi_rt=(?!.*Secure)/);
  });
});
