import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../env';

/**
 * The same access token with its expiry a minute in the past, signed with the e2e server's secret:
 * the server must refuse it (401) exactly as it refuses a token that expired on its own.
 */
export const expiredCopyOf = async (token: string) => {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
};
