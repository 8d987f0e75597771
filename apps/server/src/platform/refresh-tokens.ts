import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

/** The session a refresh token belongs to: its family, when it began, the user's version then. */
export interface SesionRefresh {
  familia: string;
  sesionIniciadaEn: Date;
  versionSesion: number;
}

/**
 * Issues a refresh token in a session (a new one at sign-in). Only its hash is stored. It never
 * outlives the session's absolute end (`hasta`).
 */
export const emitirRefresh = async (
  db: Queryable,
  idUsuario: number,
  ttlSeconds: number,
  sesion: SesionRefresh,
  hasta: Date,
) => {
  const { id, token, hash } = newRefreshToken();
  const expiraEn = new Date(Math.min(Date.now() + ttlSeconds * 1000, hasta.getTime()));
  const { familia, sesionIniciadaEn, versionSesion } = sesion;
  await db
    .insert(refreshTokens)
    .values({ id, idUsuario, tokenHash: hash, expiraEn, familia, sesionIniciadaEn, versionSesion });
  return { token, familia: sesion.familia, expiraEn };
};

export const nuevaSesionRefresh = (versionSesion: number): SesionRefresh => ({
  familia: randomUUID(),
  sesionIniciadaEn: new Date(),
  versionSesion,
});

export type Consumo =
  | ({ estado: 'valido'; idUsuario: number } & SesionRefresh)
  | { estado: 'invalido' }
  | { estado: 'reusado'; familia: string; idUsuario: number };

/**
 * Marks a refresh token used, once. A token that was already used means it leaked: the caller
 * revokes the whole family. The update is conditional, so two concurrent uses cannot both win.
 */
export const consumirRefresh = async (db: Queryable, token: string, now: Date): Promise<Consumo> => {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row || row.revocadoEn || row.expiraEn <= now) return { estado: 'invalido' };
  if (row.usadoEn) return { estado: 'reusado', familia: row.familia, idUsuario: row.idUsuario };
  const marked = await db
    .update(refreshTokens)
    .set({ usadoEn: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usadoEn)))
    .returning({ id: refreshTokens.id });
  if (marked.length === 0) return { estado: 'reusado', familia: row.familia, idUsuario: row.idUsuario };
  return {
    estado: 'valido',
    idUsuario: row.idUsuario,
    familia: row.familia,
    sesionIniciadaEn: row.sesionIniciadaEn,
    versionSesion: row.versionSesion,
  };
};

export const revocarFamilia = (db: Queryable, familia: string) =>
  db
    .update(refreshTokens)
    .set({ revocadoEn: new Date() })
    .where(and(eq(refreshTokens.familia, familia), isNull(refreshTokens.revocadoEn)));

/** Ends every other session of a user (a password change, when the user asks). */
export const revocarOtrasFamilias = (db: Queryable, idUsuario: number, familiaActual: string) =>
  db
    .update(refreshTokens)
    .set({ revocadoEn: new Date() })
    .where(
      and(
        eq(refreshTokens.idUsuario, idUsuario),
        ne(refreshTokens.familia, familiaActual),
        isNull(refreshTokens.revocadoEn),
      ),
    );

/** The session (family and user) a refresh token belongs to. */
export const sesionDeRefresh = async (db: Queryable, token: string) => {
  const [row] = await db
    .select({ familia: refreshTokens.familia, idUsuario: refreshTokens.idUsuario })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row;
};
