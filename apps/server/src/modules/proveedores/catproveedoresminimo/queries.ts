import type { ArticuloMinimo, SucursalMinimo } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { SUCURSAL_CON_MINIMOS } from '../../../platform/existencias-minimas.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

export const marcaActiva = async (db: Queryable, idMarca: number) =>
  (
    await rowsOf<{ nombre: string }>(
      db,
      sql`select nombre from cat_proveedores_marcas_enc where id_cat_proveedores_marcas_enc = ${idMarca} and activo`,
    )
  )[0];

export const articuloExiste = async (db: Queryable, codArticulo: number) =>
  (
    await rowsOf<{ cod: number }>(
      db,
      sql`select cod_articulo_farmasi as cod from cat_articulos where cod_articulo_farmasi = ${codArticulo}`,
    )
  ).length > 0;

/**
 * The brand's active articles (those a supplier of the brand has a cost for, and those whose brand it
 * is), in Spanish order, with the cost and public price of the brand's default supplier (else its
 * global price row, else the first), and how many own active branches keep minimum 0 or none.
 */
export const articulosDeMarca = (db: Queryable, idMarca: number) =>
  rowsOf<ArticuloMinimo>(
    db,
    sql`with costos as (
          select distinct on (c.cod_articulo_farmasi) c.cod_articulo_farmasi as cod, c.costo, c.precio_publico
            from cat_articulos_proveedores_costos_enc c
            join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det)
           where d.id_cat_proveedores_marcas_enc = ${idMarca}
           order by c.cod_articulo_farmasi, d.dias_inventario_default desc, c.precio_global desc,
                    c.id_cat_articulos_proveedores_costos_enc),
        de_la_marca as (
          select cod from costos
          union select cod_articulo_farmasi from cat_articulos where id_cat_proveedores_marcas_enc = ${idMarca}),
        sucursales as (select s.cod_sucursal from cat_sucursales s where ${SUCURSAL_CON_MINIMOS}),
        con_minimo as (
          select e.cod_articulo_farmasi as cod, count(*)::int as n
            from existencias_minimas e join sucursales using (cod_sucursal)
           where e.existencia_minima > 0 and e.cod_articulo_farmasi in (select cod from de_la_marca)
           group by e.cod_articulo_farmasi)
        select a.cod_articulo_farmasi as "codArticulo", a.descripcion_farmasi as descripcion,
               coalesce(c.costo, a.ultimo_costo)::float8 as costo,
               coalesce(c.precio_publico, 0)::float8 as "precioPublico",
               ((select count(*) from sucursales) - coalesce(cm.n, 0))::int as "existenciaMinimaCero"
          from de_la_marca m
          join cat_articulos a on a.cod_articulo_farmasi = m.cod
          left join costos c on c.cod = m.cod
          left join con_minimo cm on cm.cod = m.cod
         where a.estatus = 'A'
         order by ${ordenEspanolSql(sql`a.descripcion_farmasi`)}, a.cod_articulo_farmasi`,
  );

/** The article's minimum at every own active branch (0 when none is set), branches in Spanish order. */
export const sucursalesDeArticulo = (db: Queryable, codArticulo: number) =>
  rowsOf<SucursalMinimo>(
    db,
    sql`select ${codArticulo}::int as "codArticulo", s.cod_sucursal as "codSucursal", s.sucursal,
               coalesce(e.existencia_minima, 0)::int as "existenciaMinima"
          from cat_sucursales s
          left join existencias_minimas e on e.cod_sucursal = s.cod_sucursal and e.cod_articulo_farmasi = ${codArticulo}
         where ${SUCURSAL_CON_MINIMOS}
         order by ${ordenEspanolSql(sql`s.sucursal`)}, s.cod_sucursal`,
  );
