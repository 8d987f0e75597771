import { getTableColumns, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';
import { type Actor, type AuditEntry, filaDeAuditoria } from '../audit.ts';
import { rowsOf } from '../sql.ts';

/**
 * Writing a batch of an import in one statement with ONE parameter: the rows as a JSON array, read
 * by the server with `jsonb_to_recordset`. Drizzle builds a 1,000-row multi-values insert (8,000
 * parameters) in 100–300 ms on this machine, which was most of an import's time (docs/decisions/importacion.md);
 * the JSON costs a few milliseconds.
 */

/**
 * Inserts `filas` (drizzle's field names; every row with the same fields) into `tabla`. `sufijo`
 * is added after the SELECT (an ON CONFLICT, a RETURNING): the rows it returns are answered.
 */
export const insertarEnLote = async <T = unknown>(
  db: Queryable,
  tabla: PgTable,
  filas: readonly Record<string, unknown>[],
  sufijo?: SQL,
): Promise<T[]> => {
  const [primera] = filas;
  if (!primera) return [];
  const columnas = getTableColumns(tabla);
  const campos = Object.keys(primera).filter((c) => primera[c] !== undefined);
  const definidas = campos.map((campo) => {
    const columna = columnas[campo];
    if (!columna) throw new Error(`${getTableName(tabla)} no tiene el campo ${campo}`);
    return { campo, nombre: columna.name, tipo: columna.getSQLType() };
  });
  const json = JSON.stringify(
    filas.map((f) => Object.fromEntries(definidas.map((d) => [d.nombre, f[d.campo] ?? null]))),
  );
  const nombres = sql.raw(definidas.map((d) => `"${d.nombre}"`).join(', '));
  const tipos = sql.raw(definidas.map((d) => `"${d.nombre}" ${d.tipo}`).join(', '));
  return rowsOf<T>(
    db,
    sql`insert into ${tabla} (${nombres}) select ${nombres} from jsonb_to_recordset(${json}::jsonb) as t(${tipos}) ${sufijo ?? sql``}`,
  );
};

/** The audit rows of a batch, in one statement: the rows audit() writes, screen included. */
export const auditarEnLote = async (db: Queryable, actor: Actor, entradas: readonly AuditEntry[]) => {
  await insertarEnLote(
    db,
    auditoria,
    entradas.map((e) => filaDeAuditoria(actor, e)),
  );
};

/** A PostgreSQL array literal: {1,2}, or {"a","b \"c"} (quotes and backslashes escaped). */
const literalDeArreglo = (valores: readonly (string | number)[]) =>
  `{${valores.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

/**
 * `columna = ANY(the values)` with the values as ONE array parameter: a 1,000-value IN list is 1,000
 * parameters to build and bind; the array keeps the index scan an IN list gets.
 */
export const enLista = (columna: SQLWrapper, valores: readonly (string | number)[], tipo: 'int' | 'text') =>
  sql`${columna} = any(${literalDeArreglo(valores)}::${sql.raw(tipo)}[])`;
