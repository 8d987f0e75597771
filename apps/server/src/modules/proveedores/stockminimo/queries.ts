import type { StockMinimoFila } from '@farmasi/contracts/proveedores/stockminimo';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { SUCURSAL_CON_MINIMOS } from '../../../platform/existencias-minimas.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

export const articuloExiste = async (db: Queryable, codArticulo: number) =>
  (
    await rowsOf<{ cod: number }>(
      db,
      sql`select cod_articulo_farmasi as cod from cat_articulos where cod_articulo_farmasi = ${codArticulo}`,
    )
  ).length > 0;

export const formulaExiste = async (db: Queryable, codFormula: number) =>
  (
    await rowsOf<{ cod: number }>(
      db,
      sql`select codigo as cod from cat_formulas where codigo = ${codFormula}`,
    )
  ).length > 0;

/** An own active branch's name, or undefined. */
export const sucursalConMinimos = async (db: Queryable, codSucursal: number) =>
  (
    await rowsOf<{ sucursal: string }>(
      db,
      sql`select s.sucursal from cat_sucursales s where s.cod_sucursal = ${codSucursal} and ${SUCURSAL_CON_MINIMOS}`,
    )
  )[0]?.sucursal;

/** Every own active branch × the articles `articulos` selects (alias a), branch then product in Spanish order. */
const filas = (db: Queryable, articulos: SQL) =>
  rowsOf<StockMinimoFila>(
    db,
    sql`select s.cod_sucursal as "codSucursal", s.sucursal, a.cod_articulo_farmasi as "codArticulo",
               a.descripcion_farmasi as "descripcionProducto", coalesce(f.descripcion, '') as "descripcionFormula",
               coalesce(g.grupo, 0)::int as "grupoProducto",
               coalesce(e.existencia_minima, 0)::int as "existenciaMinima",
               coalesce(e.demanda_individual, 0)::int as "demandaIndividual"
          from cat_articulos a
          cross join cat_sucursales s
          left join cat_formulas f on f.codigo = a.cod_formula
          left join cat_grupo_productos g on g.cod_articulo_farmasi = a.cod_articulo_farmasi
          left join existencias_minimas e
            on e.cod_articulo_farmasi = a.cod_articulo_farmasi and e.cod_sucursal = s.cod_sucursal
         where ${SUCURSAL_CON_MINIMOS} and ${articulos}
         order by ${ordenEspanolSql(sql`s.sucursal`)}, s.cod_sucursal, coalesce(g.grupo, 0),
                  ${ordenEspanolSql(sql`a.descripcion_farmasi`)}, a.cod_articulo_farmasi`,
  );

/** 002 §7 stockMinimoBuscar: the product at every own active branch. */
export const filasDeProducto = (db: Queryable, codArticulo: number) =>
  filas(db, sql`a.cod_articulo_farmasi = ${codArticulo}`);

/** 002 §7 stockMinimoBuscar: the formula's active products at every own active branch. */
export const filasDeFormula = (db: Queryable, codFormula: number) =>
  filas(db, sql`a.cod_formula = ${codFormula} and a.estatus = 'A'`);
