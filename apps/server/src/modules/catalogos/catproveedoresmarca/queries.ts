import type { ArticuloMarca, Marca, ProveedorMarca } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { archivoUrl } from '@farmasi/contracts/generales/archivos';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';

/** Brands (active ones, or all) in Spanish order, each with its image and number of suppliers. */
export const listarMarcas = async (db: Queryable, o: { soloActivas?: boolean; id?: number } = {}) => {
  const filas = await rowsOf<Omit<Marca, 'imagenNueva'> & { idArchivo: number | null }>(
    db,
    sql`select e.id_cat_proveedores_marcas_enc as "idCatProveedoresMarcasEnc", e.nombre,
               e.id_archivo_imagen as "idArchivo",
               (select count(*)::int from cat_proveedores_marcas_det d
                 where d.id_cat_proveedores_marcas_enc = e.id_cat_proveedores_marcas_enc) as "proveedoresCount"
          from cat_proveedores_marcas_enc e
         where (${o.soloActivas ?? false} = false or e.activo)
           and (${o.id ?? 0}::int = 0 or e.id_cat_proveedores_marcas_enc = ${o.id ?? 0})
         order by f_orden_espanol(e.nombre), e.id_cat_proveedores_marcas_enc`,
  );
  return filas.map(
    ({ idArchivo, ...f }): Marca => ({ ...f, imagenNueva: idArchivo ? archivoUrl(idArchivo) : '' }),
  );
};

export const unaMarca = async (db: Queryable, id: number) =>
  (
    await rowsOf<{ id: number; nombre: string; idArchivo: number | null }>(
      db,
      sql`select id_cat_proveedores_marcas_enc as id, nombre, id_archivo_imagen as "idArchivo"
            from cat_proveedores_marcas_enc where id_cat_proveedores_marcas_enc = ${id} for update`,
    )
  )[0];

/** A brand's suppliers: the default one first, then by name. */
export const proveedoresDeMarca = (db: Queryable, id: number) =>
  rowsOf<ProveedorMarca>(
    db,
    sql`select d.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet", d.cod_proveedor as codigo,
               p.nombre as descripcion, d.vigencia, d.dias_credito as "diasCredito",
               d.dias_inventario as "diasInventario", d.dias_inventario_default as "diasInventarioDefault"
          from cat_proveedores_marcas_det d
          join cat_proveedores p using (cod_proveedor)
         where d.id_cat_proveedores_marcas_enc = ${id}
         order by d.dias_inventario_default desc, f_orden_espanol(p.nombre), d.id_cat_proveedores_marcas_det`,
  );

/**
 * A brand's articles: those priced by one of its suppliers (of one supplier when `codigo` > 0) or
 * marked with the brand, in the brand's order (articles not yet ordered last, by description).
 */
export const articulosDeMarca = (db: Queryable, id: number, codigo = 0) =>
  rowsOf<ArticuloMarca>(
    db,
    sql`with de_la_marca as (
          select c.cod_articulo_farmasi as cod
            from cat_articulos_proveedores_costos_enc c
            join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det)
           where d.id_cat_proveedores_marcas_enc = ${id} and (${codigo}::int = 0 or d.cod_proveedor = ${codigo})
          union
          select cod_articulo_farmasi from cat_articulos
           where id_cat_proveedores_marcas_enc = ${id} and (${codigo}::int = 0 or cod_proveedor = ${codigo}))
        select a.cod_articulo_farmasi as "codArticulo", a.descripcion_farmasi as descripcion,
               coalesce(o.orden_proveedor, 0) as "ordenProveedor"
          from de_la_marca m
          join cat_articulos a on a.cod_articulo_farmasi = m.cod
          left join cat_proveedores_marcas_orden o
            on o.id_cat_proveedores_marcas_enc = ${id} and o.cod_articulo = a.cod_articulo_farmasi
         order by o.orden_proveedor nulls last, a.orden_espanol, a.cod_articulo_farmasi`,
  );
