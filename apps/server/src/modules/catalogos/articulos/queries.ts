import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catArticulos,
  catArticulosCodBarras,
  catArticulosDifarmer,
  catArticulosEstatus,
  catMedidas,
} from '../../../db/schema/index.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import { buscarPorTexto, type Hit } from './busqueda.ts';

/**
 * Registration search: digits look for the DIFARMER code, the chain code or a barcode exactly;
 * other text looks inside the description or the formula, case-insensitive (trigram indexes).
 */
export const buscarArticulos = async (
  db: Queryable,
  buscar: string,
  soloCadena = false,
  /** Who answers a text search: the database, or the data in memory (indice-busqueda.ts). */
  porTexto: (texto: string, soloCadena: boolean) => Promise<Hit[]> = (t, s) => buscarPorTexto(db, t, s),
) => {
  const texto = buscar.trim();
  if (!texto) return [];
  if (/^\d{1,18}$/.test(texto)) {
    const n = Number(texto);
    const codigo = Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : -1;
    const cadena = sql`select coalesce(a.cod_articulo, 0) as "codArticulo", a.cod_articulo_farmasi as "codArticuloFarmasi",
             a.descripcion_farmasi as descripcion, coalesce(f.descripcion, '') as formula,
             a.solo_farmasi as "soloFarmasi"
        from cat_articulos a left join cat_formulas f on f.codigo = a.cod_formula
        where a.cod_articulo_farmasi in (
          select ${codigo}::int
          union all select cod_articulo_farmasi from cat_articulos where cod_articulo = ${codigo}
          union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${texto})`;
    if (soloCadena) return rowsOf<Hit>(db, sql`${cadena} order by 2`);
    return rowsOf<Hit>(
      db,
      sql`${cadena}
          union all
          select d.cod_articulo, 0, d.descripcion, d.formula, false from cat_articulos_difarmer d
          where d.cod_articulo = ${codigo} and d.pendiente
          order by 2, 1`,
    );
  }
  return porTexto(texto, soloCadena);
};

export const chainRow = async (db: Queryable, codArticuloFarmasi: number) =>
  (await db.select().from(catArticulos).where(eq(catArticulos.codArticuloFarmasi, codArticuloFarmasi)))[0];

export const chainRowOfDifarmer = async (db: Queryable, codArticulo: number) =>
  (await db.select().from(catArticulos).where(eq(catArticulos.codArticulo, codArticulo)))[0];

export const difarmerRow = async (db: Queryable, codArticulo: number) =>
  (await db.select().from(catArticulosDifarmer).where(eq(catArticulosDifarmer.codArticulo, codArticulo)))[0];

export const medida = async (db: Queryable, codigo: number) =>
  (await db.select().from(catMedidas).where(eq(catMedidas.codigo, codigo)))[0];

export const codBarrasDe = async (db: Queryable, codArticuloFarmasi: number) =>
  (
    await db
      .select({ codBarras: catArticulosCodBarras.codBarras, tipo: catArticulosCodBarras.tipo })
      .from(catArticulosCodBarras)
      .where(eq(catArticulosCodBarras.codArticuloFarmasi, codArticuloFarmasi))
      .orderBy(asc(catArticulosCodBarras.codBarras))
  ).map((b) => ({ ...b, codArticulo: codArticuloFarmasi }));

/** The article holding a barcode, if any. */
export const duenoDeCodBarras = async (db: Queryable, codBarras: string) =>
  (
    await rowsOf<{ codArticuloFarmasi: number; descripcion: string }>(
      db,
      sql`select a.cod_articulo_farmasi as "codArticuloFarmasi", a.descripcion_farmasi as descripcion
          from cat_articulos_cod_barras b join cat_articulos a using (cod_articulo_farmasi)
          where b.cod_barras = ${codBarras}`,
    )
  )[0];

/**
 * Another article whose Registro SSA is the same registration written differently: equal once case,
 * accents and blanks are ignored, but not as written ('ssa-100770' beside 'SSA-100770', issue 30).
 * Presentations of one product share a registration, so the same text written the same way is not
 * refused (docs/decisions/catalogos.md).
 */
export const registroSsaEscritoDistinto = async (
  db: Queryable,
  registro: string,
  codArticuloFarmasi: number,
) =>
  (
    await rowsOf<{ codigo: number; registro: string }>(
      db,
      sql`with r(clave) as (select lower(f_unaccent(regexp_replace(${registro}::text, '[[:space:]]+', '', 'g'))))
          select a.cod_articulo_farmasi as codigo, a.registro_ssa as registro
            from cat_articulos a, r
            where a.cod_articulo_farmasi <> ${codArticuloFarmasi} and a.registro_ssa <> ${registro}
              and lower(f_unaccent(regexp_replace(a.registro_ssa, '[[:space:]]+', '', 'g'))) = r.clave
          union all
          select d.cod_articulo, d.registro_ssa
            from cat_articulos_difarmer d, r
            where d.pendiente and d.registro_ssa <> ${registro}
              and lower(f_unaccent(regexp_replace(d.registro_ssa, '[[:space:]]+', '', 'g'))) = r.clave
          order by 1
          limit 1`,
    )
  )[0];

export const estatusOpciones = (db: Queryable) =>
  db.select().from(catArticulosEstatus).orderBy(asc(catArticulosEstatus.estatus));

/** An article's stock in every branch (the chain's code, or a DIFARMER code without a chain row). */
export const existenciaEnSucursales = (db: Queryable, codigo: number) =>
  rowsOf<{ codSucursal: number; sucursal: string; existencia: number; propia: number }>(
    db,
    sql`select s.cod_sucursal as "codSucursal", s.sucursal, e.existencia, s.propia
          from existencias e join cat_sucursales s using (cod_sucursal)
          where e.cod_articulo_farmasi = coalesce(
            (select cod_articulo_farmasi from cat_articulos where cod_articulo = ${codigo}), ${codigo})
          order by ${ordenEspanolSql(sql`s.sucursal`)}`,
  );

/** Kept here too: the parameters reader moved to the platform (platform/parametros.ts). */
export { parametroPorNombre } from '../../../platform/parametros.ts';
