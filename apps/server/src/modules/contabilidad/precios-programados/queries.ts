import type { PrecioArticulo, PrecioPendiente } from '@farmasi/contracts/contabilidad/precios-programados';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catProveedores,
  catProveedoresMarcasDet,
  catProveedoresMarcasEnc,
} from '../../../db/schema/index.ts';
import { ordenEspanol, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

export const proveedorActivo = async (db: Queryable, codProveedor: number) =>
  (
    await db
      .select({ nombre: catProveedores.nombre })
      .from(catProveedores)
      .where(and(eq(catProveedores.codProveedor, codProveedor), eq(catProveedores.activo, true)))
  )[0];

/** The active brands a supplier sells, in Spanish order. */
export const marcasDelProveedor = (db: Queryable, codProveedor: number) =>
  db
    .select({
      idCatProveedoresMarcasEnc: catProveedoresMarcasEnc.idCatProveedoresMarcasEnc,
      nombre: catProveedoresMarcasEnc.nombre,
    })
    .from(catProveedoresMarcasDet)
    .innerJoin(
      catProveedoresMarcasEnc,
      eq(
        catProveedoresMarcasEnc.idCatProveedoresMarcasEnc,
        catProveedoresMarcasDet.idCatProveedoresMarcasEnc,
      ),
    )
    .where(
      and(eq(catProveedoresMarcasDet.codProveedor, codProveedor), eq(catProveedoresMarcasEnc.activo, true)),
    )
    .orderBy(...ordenEspanol(catProveedoresMarcasEnc.nombre));

/**
 * The supplier's cost rows (one per article and brand it sells; idMarca 0 = every brand) with the
 * pending schedule's values where there is one, in Spanish order of the article.
 */
export const preciosDelProveedor = (db: Queryable, codProveedor: number, idMarca: number) =>
  rowsOf<PrecioArticulo>(
    db,
    sql`select c.id_cat_articulos_proveedores_costos_enc as "idCatArticulosProveedoresCostosEnc",
               c.cod_articulo_farmasi as "codArticulo", a.descripcion_farmasi as "descripcion", me.nombre as "marca",
               pr.nombre as "proveedor",
               c.costo::float8 as "costoActual", c.precio_publico::float8 as "precioPublicoActual",
               coalesce(p.costo_nuevo, c.costo)::float8 as "nuevoCosto",
               coalesce(p.precio_publico_nuevo, c.precio_publico)::float8 as "precioPublico",
               coalesce(to_char(p.fecha_inicio, 'YYYY-MM-DD'), '1900-01-01') as "fechaInicio",
               p.id_precio_programado is not null as "pendiente"
          from cat_articulos_proveedores_costos_enc c
          join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
          join cat_proveedores_marcas_enc me using (id_cat_proveedores_marcas_enc)
          join cat_proveedores pr on pr.cod_proveedor = md.cod_proveedor
          join cat_articulos a on a.cod_articulo_farmasi = c.cod_articulo_farmasi
          left join precios_programados p
            on p.id_cat_articulos_proveedores_costos_enc = c.id_cat_articulos_proveedores_costos_enc and p.estatus = 'P'
         where md.cod_proveedor = ${codProveedor} and (${idMarca} = 0 or md.id_cat_proveedores_marcas_enc = ${idMarca})
         order by ${ordenEspanolSql(sql`a.descripcion_farmasi`)}, me.nombre, c.id_cat_articulos_proveedores_costos_enc`,
  );

/** Every pending schedule, soonest first. */
export const pendientes = (db: Queryable) =>
  rowsOf<PrecioPendiente>(
    db,
    sql`select p.id_precio_programado as "idPrecioProgramado", pr.nombre as "proveedor",
               c.cod_articulo_farmasi as "codArticulo", a.descripcion_farmasi as "descripcion",
               c.costo::float8 as "costoActual", p.costo_nuevo::float8 as "nuevoCosto",
               p.precio_publico_nuevo::float8 as "precioPublico", to_char(p.fecha_inicio, 'YYYY-MM-DD') as "fechaInicio"
          from precios_programados p
          join cat_articulos_proveedores_costos_enc c using (id_cat_articulos_proveedores_costos_enc)
          join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
          join cat_proveedores pr on pr.cod_proveedor = md.cod_proveedor
          join cat_articulos a on a.cod_articulo_farmasi = c.cod_articulo_farmasi
         where p.estatus = 'P'
         order by p.fecha_inicio, ${ordenEspanolSql(sql`pr.nombre`)}, ${ordenEspanolSql(sql`a.descripcion_farmasi`)}`,
  );
