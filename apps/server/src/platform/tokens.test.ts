import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_PORTAL_LICENCIATARIOS,
  signAccessToken,
  signPortalToken,
  verifyAccessToken,
} from './tokens.ts';

const secret = new TextEncoder().encode('secreto-de-pruebas-con-longitud-suficiente-0123456789');
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
