import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import {
  AUDIENCE_PORTAL_LICENCIATARIOS,
  signAccessToken,
  signPortalToken,
  verifyAccessToken,
} from './tokens.ts';

const secret = new TextEncoder().encode('secreto-de-pruebas-con-longitud-suficiente-0123456789');
// The whole application for the route-level test at the end.
const { app, config } = await createTestApp();
const sesion = { idUsuario: 3, codEmpleado: 7, permisos: [1, 11], familia: randomUUID(), versionSesion: 0 };

describe('access token audiences', () => {
  it('accepts a back-office token', async () => {
    const { accessToken } = await signAccessToken(sesion, secret, 60);
    expect(await verifyAccessToken(accessToken, secret)).toEqual(sesion);
  });

  it('refuses a licensee portal token signed with the same secret', async () => {
    const token = await signPortalToken(
      { idUsuarioLicenciatario: 3, abiertaPor: 1, jti: randomUUID() },
      secret,
      new Date(Date.now() + 60_000),
    );
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('refuses back-office claims under the portal audience, and a token without audience', async () => {
    const claims = { emp: 7, per: [1, 11], fam: sesion.familia, ver: 0 };
    const sign = (aud?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('3')
        .setIssuer('farmasi-backoffice')
        .setIssuedAt()
        .setExpirationTime('1m');
      return (aud ? jwt.setAudience(aud) : jwt).sign(secret);
    };
    expect(await verifyAccessToken(await sign(AUDIENCE_PORTAL_LICENCIATARIOS), secret)).toBeNull();
    expect(await verifyAccessToken(await sign(), secret)).toBeNull();
    expect(await verifyAccessToken(await sign('backoffice'), secret)).toEqual(sesion);
  });
});

/**
 * Tokens signed with the right secret, issuer and audience but missing a claim (issue 23): jose
 * checks `exp` only when it is present, so without the requirement such a token never expired.
 */
const firmar = (
  quitar: ('exp' | 'iat' | 'sub')[],
  sub: string | undefined = '3',
  claims: Record<string, unknown> = { emp: 7, per: [1, 11], fam: sesion.familia, ver: 0 },
  clave: Uint8Array = secret,
) => {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('farmasi-backoffice')
    .setAudience('backoffice');
  if (!quitar.includes('sub') && sub !== undefined) jwt.setSubject(sub);
  if (!quitar.includes('iat')) jwt.setIssuedAt();
  if (!quitar.includes('exp')) jwt.setExpirationTime('1m');
  return jwt.sign(clave);
};

describe('access token required claims', () => {
  it('accepts the control token with exp, iat and a numeric sub', async () => {
    expect(await verifyAccessToken(await firmar([]), secret)).toEqual(sesion);
  });

  it.each([['exp'], ['iat'], ['sub']] as const)(
    'refuses a correctly signed token without %s',
    async (claim) => {
      expect(await verifyAccessToken(await firmar([claim]), secret)).toBeNull();
    },
  );

  it('refuses a token with none of the three', async () => {
    expect(await verifyAccessToken(await firmar(['exp', 'iat', 'sub']), secret)).toBeNull();
  });

  it.each(['abc', '', ' 3', '3 ', '+3', '-3', '03', '3.0', '3e0', '0x3', '0', '2147483648', '99999999999'])(
    'refuses a non-numeric or out-of-range sub %j',
    async (sub) => {
      expect(await verifyAccessToken(await firmar([], sub), secret)).toBeNull();
    },
  );

  it('refuses exp or iat that are not numbers, and a sub that is not a string', async () => {
    const base = { emp: 7, per: [1, 11], fam: sesion.familia, ver: 0 };
    const ahora = Math.floor(Date.now() / 1000);
    const conClaims = (extra: Record<string, unknown>) =>
      new SignJWT({ ...base, ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('farmasi-backoffice')
        .setAudience('backoffice')
        .sign(secret);
    expect(
      await verifyAccessToken(await conClaims({ sub: '3', iat: ahora, exp: String(ahora + 60) }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(await conClaims({ sub: '3', iat: String(ahora), exp: ahora + 60 }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(await conClaims({ sub: 3, iat: ahora, exp: ahora + 60 }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(await conClaims({ sub: '3', iat: ahora, exp: ahora + 60 }), secret),
    ).toEqual(sesion);
  });
});

describe('a guarded route and a token without exp', () => {
  it('answers 401, while the same claims with exp answer 200', async () => {
    const admin = await signIn(app, 'admin');
    // The claims of a real, open session: only the missing claim can explain a refusal.
    const { sub, emp, per, fam, ver } = decodeJwt(admin.token);
    const claims = { emp, per, fam, ver };
    const pedir = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/admin/api/grupo-sucursales/grupos',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await pedir(await firmar([], sub, claims, config.jwtSecret))).statusCode).toBe(200);
    for (const quitar of [['exp'], ['iat'], ['sub']] as const) {
      const res = await pedir(await firmar([...quitar], sub, claims, config.jwtSecret));
      expect(res.statusCode, quitar[0]).toBe(401);
    }
    expect((await pedir(await firmar([], `${sub}x`, claims, config.jwtSecret))).statusCode).toBe(401);
  });
});
