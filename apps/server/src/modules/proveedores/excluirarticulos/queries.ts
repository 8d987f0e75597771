import type { ArticuloExcluible, SucursalExclusion } from '@farmasi/contracts/proveedores/excluirarticulos';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { EMPRESA } from '../../../db/schema/index.ts';
import { enteros, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/**
 * The brand's supplier (cat_proveedores_marcas_det) for a supplier and a brand, both active; none
 * when the supplier does not sell the brand.
 */
export const marcaDelProveedor = async (db: Queryable, codProveedor: number, idMarca: number) =>
  (
    await rowsOf<{ id: number }>(
      db,
      sql`select md.id_cat_proveedores_marcas_det as id
            from cat_proveedores_marcas_det md
            join cat_proveedores p on p.cod_proveedor = md.cod_proveedor and p.activo
            join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc and me.activo
           where md.cod_proveedor = ${codProveedor} and md.id_cat_proveedores_marcas_enc = ${idMarca}`,
    )
  )[0]?.id;

/** The articles the brand's supplier has a cost row for, with their excluded branches, in Spanish order. */
export const articulosDeMarca = (db: Queryable, idDet: number) =>
  rowsOf<ArticuloExcluible>(
    db,
    sql`select c.cod_articulo_farmasi as "codArticulo", a.descripcion_farmasi as "descripcion",
               c.id_cat_proveedores_marcas_det as "idCatProveedoresMarcas",
               (select count(*)::int from articulos_excluidos_sucursal x
                  join cat_sucursales s on s.cod_sucursal = x.cod_sucursal and s.activo and s.id_empresa = ${EMPRESA.farmacias}
                 where x.id_cat_proveedores_marcas_det = c.id_cat_proveedores_marcas_det
                   and x.cod_articulo_farmasi = c.cod_articulo_farmasi) as "sucursalesExcluidas"
          from cat_articulos_proveedores_costos_enc c
          join cat_articulos a on a.cod_articulo_farmasi = c.cod_articulo_farmasi
         where c.id_cat_proveedores_marcas_det = ${idDet}
         order by ${ordenEspanolSql(sql`a.descripcion_farmasi`)}, c.cod_articulo_farmasi`,
  );

/** True when the brand's supplier has a cost row for the article. */
export const articuloDeMarca = async (db: Queryable, idDet: number, codArticulo: number) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select 1 as n from cat_articulos_proveedores_costos_enc
           where id_cat_proveedores_marcas_det = ${idDet} and cod_articulo_farmasi = ${codArticulo}`,
    )
  ).length > 0;

/** Every active branch of the pharmacy line, with whether it excludes the article, in Spanish order. */
export const sucursalesDeArticulo = (db: Queryable, idDet: number, codArticulo: number) =>
  rowsOf<SucursalExclusion>(
    db,
    sql`select s.cod_sucursal as "codSucursal", s.sucursal as "sucursal",
               (x.cod_sucursal is not null) as "excluir",
               ${idDet}::int as "idCatProveedoresMarcas", ${codArticulo}::int as "codArticulo"
          from cat_sucursales s
          left join articulos_excluidos_sucursal x
            on x.cod_sucursal = s.cod_sucursal and x.id_cat_proveedores_marcas_det = ${idDet}
           and x.cod_articulo_farmasi = ${codArticulo}
         where s.activo and s.id_empresa = ${EMPRESA.farmacias}
         order by ${ordenEspanolSql(sql`s.sucursal`)}, s.cod_sucursal`,
  );

/** The (brand supplier, article) pairs among the given ones that have a cost row. */
export const paresConCosto = async (db: Queryable, pares: readonly { idDet: number; cod: number }[]) =>
  new Set(
    (
      await rowsOf<{ clave: string }>(
        db,
        sql`select c.id_cat_proveedores_marcas_det || '/' || c.cod_articulo_farmasi as clave
              from cat_articulos_proveedores_costos_enc c
              join unnest(${enteros(pares.map((p) => p.idDet))}, ${enteros(pares.map((p) => p.cod))}) as x(det, cod)
                on c.id_cat_proveedores_marcas_det = x.det and c.cod_articulo_farmasi = x.cod
              join cat_proveedores_marcas_det md on md.id_cat_proveedores_marcas_det = c.id_cat_proveedores_marcas_det
              join cat_proveedores p on p.cod_proveedor = md.cod_proveedor and p.activo
              join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc and me.activo`,
      )
    ).map((r) => r.clave),
  );

/** The active pharmacy-line branches among the given codes. */
export const sucursalesActivas = async (db: Queryable, codigos: readonly number[]) =>
  new Set(
    (
      await rowsOf<{ cod: number }>(
        db,
        sql`select cod_sucursal as cod from cat_sucursales
             where cod_sucursal = any(${enteros(codigos)}) and activo and id_empresa = ${EMPRESA.farmacias}`,
      )
    ).map((r) => r.cod),
  );
