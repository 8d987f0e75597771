import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerOf, sessionVerifier } from './auth.ts';
import { signAccessToken } from './tokens.ts';

const secret = new TextEncoder().encode('x'.repeat(40));
const sesion = { idUsuario: 7, codEmpleado: 70, permisos: [1, 1001], familia: 'f', versionSesion: 0 };

describe('sessionVerifier', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a verified token again until it expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z'), toFake: ['Date'] });
    const verify = sessionVerifier(secret);
    const { accessToken } = await signAccessToken(sesion, secret, 60);
    expect(await verify(accessToken)).toEqual(sesion);
    expect(await verify(accessToken)).toEqual(sesion);
    vi.setSystemTime(new Date('2026-01-10T12:01:01Z'));
    expect(await verify(accessToken)).toBeNull();
  });

  it('never remembers a token that failed', async () => {
    const verify = sessionVerifier(secret);
    const { accessToken } = await signAccessToken(sesion, new TextEncoder().encode('y'.repeat(40)), 60);
    expect(await verify(accessToken)).toBeNull();
    expect(await verify(`${accessToken}x`)).toBeNull();
  });
});

describe('bearerOf', () => {
  it('reads the token whatever the case of the scheme, and nothing from another scheme', () => {
    expect(bearerOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerOf('bearer abc.def')).toBe('abc.def');
    expect(bearerOf('BEARER  abc.def ')).toBe('abc.def');
    expect(bearerOf('Basic YWJj')).toBeUndefined();
    expect(bearerOf('Bearer')).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});
