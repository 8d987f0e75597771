import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Text without accents or case, as the database compares it: `lower(f_unaccent(x))` (migration
 * 0022). Trigram indexes are built on this very expression, so it must be written the same way.
 * unaccent runs first: it folds Á and á alike, so lower() only meets ASCII and needs no locale.
 */
export const sinAcentos = (expr: SQLWrapper) => sql`lower(f_unaccent(${expr}))`;

/** containsPattern folded like the columns: compare it with sinAcentos(column) using LIKE. */
export const patronSinAcentos = (texto: string) => sql`lower(f_unaccent(${containsPattern(texto)}))`;

/**
 * The expression holds the text anywhere, ignoring accents and case on both sides ('cancun' finds
 * Cancún, 'ÁCIDO' finds acido, 'pena' finds Peña). The term is folded by the database too.
 */
export const contieneTexto = (expr: SQLWrapper, texto: string) =>
  sql`${sinAcentos(expr)} like ${patronSinAcentos(texto)}`;

/**
 * Spanish order for a name (Bebés before Bebidas, Mérida before Morelia, Cancún before Caña):
 * PGlite has no ICU collation, so the key is the text without accents or case with ñ kept after n
 * (f_orden_espanol, migration 0022), compared byte by byte (COLLATE "C", the same on every
 * database whatever its locale), then the stored text breaks ties.
 */
export const ordenEspanol = (expr: SQLWrapper): [SQL, SQL] => [
  sql`f_orden_espanol(${expr}) collate "C"`,
  sql`${expr} collate "C"`,
];

/** ordenEspanol as one ORDER BY item list for raw SQL. */
export const ordenEspanolSql = (expr: SQLWrapper) => sql.join(ordenEspanol(expr), sql`, `);

/** A list of integers as one int[] parameter (for `= any(…)` and `unnest(…)`). */
export const enteros = (lista: readonly number[]) =>
  sql`${`{${lista.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/**
 * Sets `orden` to 1..n following the given ids, in one statement (a reorder saved at once: banners,
 * ticket promotions, article images).
 */
export const numerarEnOrden = (
  tx: Queryable,
  tabla: PgTable,
  columnas: { id: PgColumn; orden: PgColumn },
  ids: readonly number[],
) =>
  tx.execute(sql`
    update ${tabla} set ${sql.identifier(columnas.orden.name)} = x.n::int
    from unnest(${enteros(ids)}) with ordinality as x(id, n)
    where ${columnas.id} = x.id`);

/**
 * A timestamptz expression as the API writes instants, ISO 8601 in UTC ('2026-01-15T18:00:00.000Z'),
 * the same from PGlite and PostgreSQL (a raw query answers their own text forms); NULL stays NULL.
 */
export const instanteIso = (expr: SQLWrapper) =>
  sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * After rows were inserted with their own codes (an import keeps the chain's numbers), moves the
 * column's sequence past the largest, never back, so that the next row a screen or a tool adds
 * without a code does not collide (one number may be skipped).
 */
export const secuenciaAlMaximo = async (db: Queryable, tabla: string, columna: string) => {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${tabla}, ${columna}),
                      greatest((select coalesce(max(${sql.identifier(columna)}), 0) from ${sql.identifier(tabla)}),
                               nextval(pg_get_serial_sequence(${tabla}, ${columna}))))`,
  );
};
