import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'farmasi-backoffice';
const ALGORITHM = 'HS256';
/**
 * Audiences: the back-office API accepts only its own. Tokens issued for the licensee portal share
 * the secret and the issuer, so without this check a portal token could be replayed here.
 */
const AUDIENCE_BACKOFFICE = 'backoffice';
export const AUDIENCE_PORTAL_LICENCIATARIOS = 'portal-licenciatarios';

/**
 * What an access token carries: the user, the employee, the menu ids granted, the session family
 * and the user's session version it was issued under (platform/sesiones-vigentes.ts).
 */
export interface Sesion {
  idUsuario: number;
  codEmpleado: number;
  permisos: number[];
  familia: string;
  versionSesion: number;
}

/** An access token; it never outlives `hasta` (the session's absolute end) when given. */
export const signAccessToken = async (
  sesion: Sesion,
  secret: Uint8Array,
  ttlSeconds: number,
  hasta?: Date,
) => {
  // One clock read for both claims: read twice, a second could pass between them (exp − iat = TTL − 1).
  const ahora = Date.now();
  const expiresAt = new Date(
    Math.min(ahora + ttlSeconds * 1000, hasta?.getTime() ?? Number.POSITIVE_INFINITY),
  );
  const accessToken = await new SignJWT({
    emp: sesion.codEmpleado,
    per: sesion.permisos,
    fam: sesion.familia,
    ver: sesion.versionSesion,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(sesion.idUsuario))
    // Unique per token: two renewals within one second must not give the same token.
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE_BACKOFFICE)
    .setIssuedAt(Math.floor(ahora / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { accessToken, expiresAt };
};

/** What a licensee portal token carries: the licensee, the employee who opened it and its session row. */
export interface SesionPortal {
  idUsuarioLicenciatario: number;
  /** Web user id of the employee who opened the portal. */
  abiertaPor: number;
  jti: string;
}

/** A portal token: same signing as the back-office's, but its own audience (never accepted here). */
export const signPortalToken = async (
  sesion: SesionPortal,
  secret: Uint8Array,
  expiresAt: Date,
  /** The instant expiresAt was counted from (its issue time). */
  emitidoEn: Date = new Date(),
) =>
  new SignJWT({ abiertaPor: sesion.abiertaPor })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(sesion.idUsuarioLicenciatario))
    .setJti(sesion.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE_PORTAL_LICENCIATARIOS)
    .setIssuedAt(Math.floor(emitidoEn.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);

/** A user id as signAccessToken writes it: decimal digits, no sign, no leading zero, no spaces. */
const SUB_NUMERICO = /^[1-9][0-9]{0,9}$/;
/** web_usuarios.id_usuario is a serial (int4): a larger id could not be looked up. */
const INT4_MAX = 2_147_483_647;

/**
 * Verifies signature (HS256 only), issuer, back-office audience and expiry; null for anything not
 * valid. `exp`, `iat` and `sub` are required (issue 23): jose checks `exp` only when present, so a
 * correctly signed token without it would never expire. `sub` must be the user id in decimal.
 */
export const verifyAccessToken = async (token: string, secret: Uint8Array): Promise<Sesion | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE_BACKOFFICE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    if (typeof payload.sub !== 'string' || !SUB_NUMERICO.test(payload.sub)) return null;
    const idUsuario = Number(payload.sub);
    const { emp, per, fam, ver } = payload as { emp?: unknown; per?: unknown; fam?: unknown; ver?: unknown };
    if (idUsuario > INT4_MAX || typeof fam !== 'string') return null;
    if (typeof emp !== 'number' || !Number.isInteger(emp)) return null;
    if (!Array.isArray(per) || !per.every((p) => Number.isInteger(p))) return null;
    if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
    return { idUsuario, codEmpleado: emp, permisos: per as number[], familia: fam, versionSesion: ver };
  } catch {
    return null;
  }
};

/** Opaque refresh token: random bytes for the cookie, only its SHA-256 is stored. */
export const newRefreshToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), token, hash: hashRefreshToken(token) };
};

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
