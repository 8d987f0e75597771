import type { Pendiente, pendientesQuery } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { porLotes } from '../../../platform/exportar.ts';
import { codigoExacto, contieneTexto, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

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

/** The whole search of listarPendientes, every page, in its order (read in keyset batches): the export. */
export async function* todasPendientes(db: Queryable, buscar: string): AsyncGenerator<Pendiente> {
  const texto = buscar.trim();
  const codigo = codigoExacto(texto);
  const exacto = codigo >= 0 ? await exactos(db, codigo) : [];
  if (exacto.length) {
    yield* exacto;
    return;
  }
  const filtro = filtroTexto(texto);
  yield* porLotes((ultima: Pendiente | undefined, limite) =>
    rowsOf<Pendiente>(
      db,
      sql`select ${columnas} from cat_articulos_difarmer d
          where ${filtro} ${
            ultima
              ? sql`and (${ordenEspanolSql(sql`d.descripcion`)}, d.cod_articulo) > (${ordenEspanolSql(sql`${ultima.articulo}::text`)}, ${ultima.codArticulo})`
              : sql``
          }
          order by ${ordenEspanolSql(sql`d.descripcion`)}, d.cod_articulo limit ${limite}`,
    ),
  );
}

/**
 * One page of the pending DIFARMER articles (the flag is kept by a trigger; partial indexes on
 * pending rows), with the search of 000 §2: an exact code ends it, otherwise the text inside the
 * description or the formula, ignoring accents and case. Spanish order of the description, then code.
 */
export const listarPendientes = async (
  db: Queryable,
  { pagina, tamanoPagina, buscar }: Filtros,
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
        order by ${ordenEspanolSql(sql`d.descripcion`)}, d.cod_articulo
        limit ${tamanoPagina} offset ${(pagina - 1) * tamanoPagina}`,
  );
  return { articulos, totalRegistros: total?.n ?? 0 };
};
