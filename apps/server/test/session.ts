import { expect } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo.ts';
import type { TestApp } from './app.ts';

const COOKIE = 'farmasi_rt';

/** The refresh cookie's value from a response's set-cookie header. */
export const refreshCookieOf = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter((c): c is string => typeof c === 'string');
  const line = all.find((c) => c.startsWith(`${COOKIE}=`));
  return line ? { value: line.slice(COOKIE.length + 1).split(';')[0] ?? '', line } : undefined;
};

export const login = async (app: TestApp, usuario: string, password: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/seguridad/login',
    payload: { usuario, password },
  });
  return { res, body: res.json(), cookie: refreshCookieOf(res.headers)?.value };
};

/** Signs in and returns helpers that call the API with the access token. */
export const signIn = async (
  app: TestApp,
  who: keyof typeof DEMO_USERS | { usuario: string; password: string },
) => {
  const user = typeof who === 'string' ? DEMO_USERS[who] : who;
  const { body, cookie } = await login(app, user.usuario, user.password);
  expect(body.value, body.message).toBe(true);
  const token: string = body.token.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    cookie: cookie!,
    data: body.data,
    get: (url: string) => app.inject({ method: 'GET', url: `/admin/api${url}`, headers }),
    post: (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url: `/admin/api${url}`, headers, payload: payload as object }),
  };
};

export const renew = (app: TestApp, cookie: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/seguridad/renovar-token',
    ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
  });

/** A sign-in sent from a given client address (the limits count per address). */
export const loginDesde = (app: TestApp, ip: string, usuario: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/seguridad/login',
    remoteAddress: ip,
    payload: { usuario, password },
  });

/** A refusal of the attempt limits: 429 with the Spanish envelope. */
export const demasiados = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    value: false,
    message: 'Demasiados intentos. Espere 1 minuto(s) e intente de nuevo.',
    data: null,
  });
};
