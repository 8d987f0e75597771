import type { Pendiente, pendientesQuery } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { porLotes } from '../../../platform/exportar.ts';
import { codigoExacto, contieneTexto, ordenEspanol, rowsOf } from '../../../platform/sql.ts';

type Filtros = z.output<typeof pendientesQuery>;

const columnas = sql`d.cod_articulo as "codArticulo", d.descripcion as articulo, d.formula`;

const filtroTexto = (texto: string) =>
  texto
    ? sql`d.pendiente and (${contieneTexto(sql`d.descripcion`, texto)} or ${contieneTexto(sql`d.formula`, texto)})`
    : sql`d.pendiente`;

const exactos = (db: Queryable, codigo: number) =>
  rowsOf<Pendiente>(
    db,
    sql`select ${columnas} from cat_articulos_difarmer d where d.pendiente and d.cod_articulo = ${codigo}`,
  );

type Orden = Pick<Filtros, 'orden' | 'direccion'>;

/**
 * The sort keys of a column, over the table (d) or over a row already read (the keyset of the
 * export): text in Spanish order, and the code last so that equal texts keep one order.
 */
const claves = (orden: Orden['orden'], fila?: Pendiente): SQL[] => {
  const codigo = fila ? sql`${fila.codArticulo}::int` : sql`d.cod_articulo`;
  if (orden === 'codArticulo') return [codigo];
  const columna = orden === 'articulo' ? sql`d.descripcion` : sql`d.formula`;
  const texto = fila ? sql`${orden === 'articulo' ? fila.articulo : fila.formula}::text` : columna;
  return [...ordenEspanol(texto), codigo];
};

const ordenarPor = ({ orden, direccion }: Orden) =>
  sql.join(
    claves(orden).map((c) => (direccion === 'desc' ? sql`${c} desc` : c)),
    sql`, `,
  );

/** Rows after `ultima` in the list's order: one row comparison, the direction's way. */
const despuesDe = ({ orden, direccion }: Orden, ultima: Pendiente) =>
  sql`(${sql.join(claves(orden), sql`, `)}) ${direccion === 'desc' ? sql`<` : sql`>`} (${sql.join(claves(orden, ultima), sql`, `)})`;

/** The whole search of listarPendientes, every page, in its order (read in keyset batches): the export. */
export async function* todasPendientes(
  db: Queryable,
  { buscar, ...orden }: Pick<Filtros, 'buscar' | 'orden' | 'direccion'>,
  lote = 2000,
): AsyncGenerator<Pendiente> {
  const texto = buscar.trim();
  const codigo = codigoExacto(texto);
  const exacto = codigo >= 0 ? await exactos(db, codigo) : [];
  if (exacto.length) {
    yield* exacto;
    return;
  }
  const filtro = filtroTexto(texto);
  yield* porLotes(
    (ultima: Pendiente | undefined, limite) =>
      rowsOf<Pendiente>(
        db,
        sql`select ${columnas} from cat_articulos_difarmer d
          where ${filtro} ${ultima ? sql`and ${despuesDe(orden, ultima)}` : sql``}
          order by ${ordenarPor(orden)} limit ${limite}`,
      ),
    lote,
  );
}

/**
 * One page of the pending DIFARMER articles (the flag is kept by a trigger; partial indexes on
 * pending rows), with the search of 000 §2: an exact code ends it, otherwise the text inside the
 * description or the formula, ignoring accents and case. Sorted by the column asked (text in Spanish
 * order; by default the description), then the code.
 */
export const listarPendientes = async (
  db: Queryable,
  { pagina, tamanoPagina, buscar, ...orden }: Filtros,
): Promise<{ articulos: Pendiente[]; totalRegistros: number }> => {
  const texto = buscar.trim();
  const codigo = codigoExacto(texto);
  if (codigo >= 0) {
    const exacto = await exactos(db, codigo);
    if (exacto.length) return { articulos: pagina === 1 ? exacto : [], totalRegistros: 1 };
  }
  const filtro = filtroTexto(texto);
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from cat_articulos_difarmer d where ${filtro}`,
  );
  const articulos = await rowsOf<Pendiente>(
    db,
    sql`select ${columnas} from cat_articulos_difarmer d where ${filtro}
        order by ${ordenarPor(orden)}
        limit ${tamanoPagina} offset ${(pagina - 1) * tamanoPagina}`,
  );
  return { articulos, totalRegistros: total?.n ?? 0 };
};
