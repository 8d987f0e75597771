import type { Celda } from '@farmasi/contracts/reportes/consultageneraldatos';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { OpcionRegistro, Parametros } from './registro/tipos.ts';

/**
 * Runs an option's query (registro/): a page with the total, whether there is any row, and the whole
 * result in batches for the export. Every statement runs in a READ ONLY transaction: an option can
 * only read, whatever its SQL says.
 */

export type Fila = Record<string, Celda>;

/** Every statement of `fn` in one read-only transaction (one snapshot for a page and its count). */
const soloLectura = <T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    return fn(tx);
  });

const clave = (i: number) => `_k${i}`;

/**
 * The option's query ordered by its key: after the key `despues` (keyset, the export's batches) or
 * from `offset` (a page), at most `limite` rows. The key's columns are read back too (`_k0`…).
 */
const armar = (
  o: OpcionRegistro,
  p: Parametros,
  { despues, limite, offset = 0 }: { despues?: readonly string[]; limite: number; offset?: number },
): SQL => {
  const partes = o.consulta(p);
  const orden = sql.join(
    o.clave.map((k) => k.expr),
    sql`, `,
  );
  const leidas = sql.join(
    o.clave.map((k, i) => sql`${k.expr} as ${sql.identifier(clave(i))}`),
    sql`, `,
  );
  const tras = despues
    ? sql` and (${orden}) > (${sql.join(
        despues.map((v, i) => sql`${v}::${sql.raw(o.clave[i]!.tipo)}`),
        sql`, `,
      )})`
    : sql``;
  return sql`select ${partes.select}, ${leidas} ${partes.desde} where (${partes.donde})${tras}
    ${partes.agrupar ?? sql``} order by ${orden} limit ${limite} offset ${offset}`;
};

const contar = (o: OpcionRegistro, p: Parametros): SQL => {
  const partes = o.consulta(p);
  return sql`select count(*)::int as n from (select 1 ${partes.desde} where (${partes.donde})
    ${partes.agrupar ?? sql``}) x`;
};

/**
 * The rows of a query as one JSON text (json_agg, in the subquery's order): the embedded database's
 * protocol then decodes one field per batch instead of one per cell, which was half an export's time,
 * and every value arrives as JSON writes it whatever the driver (days as YYYY-MM-DD whatever the
 * DateStyle, numbers as numbers; docs/rendimiento.md, S49–S50).
 */
const filasJson = async (tx: Tx, consulta: SQL): Promise<Record<string, unknown>[]> => {
  const [fila] = await rowsOf<{ j: string }>(
    tx,
    sql`select coalesce(json_agg(t), '[]')::text as j from (${consulta}) t`,
  );
  return JSON.parse(fila?.j ?? '[]') as Record<string, unknown>[];
};

/** A row as the answer carries it: the option's columns only, in their order. */
const proyectar =
  (o: OpcionRegistro) =>
  (fila: Record<string, unknown>): Fila => {
    const salida: Fila = {};
    for (const col of o.columnas) {
      const v = fila[col.campo];
      salida[col.campo] = v === undefined || v === null ? null : typeof v === 'number' ? v : String(v);
    }
    return salida;
  };

/** One page of the result and the total of rows. */
export const leerPagina = (
  db: Database,
  o: OpcionRegistro,
  p: Parametros,
  pagina: number,
  tamano: number,
): Promise<{ filas: Fila[]; total: number }> =>
  soloLectura(db, async (tx) => {
    const [conteo] = await rowsOf<{ n: number }>(tx, contar(o, p));
    const total = conteo?.n ?? 0;
    if (!total) return { filas: [], total };
    const filas = await filasJson(tx, armar(o, p, { limite: tamano, offset: (pagina - 1) * tamano }));
    return { filas: filas.map(proyectar(o)), total };
  });

/** Whether the result has any row (before an export starts, so that an empty one is refused). */
export const hayFilas = (db: Database, o: OpcionRegistro, p: Parametros): Promise<boolean> =>
  soloLectura(db, async (tx) => (await rowsOf(tx, armar(o, p, { limite: 1 }))).length > 0);

/** Rows per batch of the export: one read-only statement each, in key order. */
export const LOTE_EXPORTACION = 5000;

/**
 * The whole result, batch after batch by key (keyset): memory holds at most two batches, and each
 * batch costs the same however deep the export goes. The next batch is asked for as soon as the last
 * key of the current one is known, so that a PostgreSQL server reads it while this one is written.
 * Between batches other requests get the database (PGlite runs one query at a time).
 */
export async function* todasLasFilas(
  db: Database,
  o: OpcionRegistro,
  p: Parametros,
  lote = LOTE_EXPORTACION,
): AsyncGenerator<Fila> {
  const leer = (despues?: string[]) =>
    soloLectura(db, (tx) => filasJson(tx, armar(o, p, { ...(despues ? { despues } : {}), limite: lote })));
  let pendiente: Promise<Record<string, unknown>[]> | undefined = leer();
  while (pendiente) {
    const filas = await pendiente;
    pendiente = undefined;
    if (filas.length === lote) {
      const ultima = filas[filas.length - 1]!;
      pendiente = leer(o.clave.map((_, i) => String(ultima[clave(i)])));
      // A failure of the batch read ahead surfaces when it is awaited, not as an unhandled rejection.
      pendiente.catch(() => {});
    }
    // As JSON read them (strings, numbers, null): the sheet reads the option's columns by name, and
    // copying each row into a new object only fed the garbage collector.
    yield* filas as Fila[];
  }
}
