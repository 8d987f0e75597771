import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** A LIKE pattern that finds the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True for PostgreSQL's unique_violation, whichever driver raised it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Rows of a raw query under either driver (both answer { rows }). */
export const rowsOf = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** An int code typed by a user, or -1 so that an exact-code condition matches nothing. */
export const codigoExacto = (texto: string) => (/^\d{1,9}$/.test(texto.trim()) ? Number(texto.trim()) : -1);
