import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

/** Issues a refresh token in a family (a new family at sign-in). Only its hash is stored. */
export const emitirRefresh = async (
  db: Queryable,
  idUsuario: number,
  ttlSeconds: number,
  familia: string = randomUUID(),
) => {
  const { id, token, hash } = newRefreshToken();
  const expiraEn = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(refreshTokens).values({ id, familia, idUsuario, tokenHash: hash, expiraEn });
  return { token, familia, expiraEn };
};

export type Consumo =
  | { estado: 'valido'; idUsuario: number; familia: string }
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
  return { estado: 'valido', idUsuario: row.idUsuario, familia: row.familia };
};

export const revocarFamilia = (db: Queryable, familia: string) =>
  db
    .update(refreshTokens)
    .set({ revocadoEn: new Date() })
    .where(and(eq(refreshTokens.familia, familia), isNull(refreshTokens.revocadoEn)));

/** Ends every other session of a user (after a password change). */
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

export const familiaDeRefresh = async (db: Queryable, token: string) => {
  const [row] = await db
    .select({ familia: refreshTokens.familia })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row?.familia;
};
