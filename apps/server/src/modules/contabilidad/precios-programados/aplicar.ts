import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hoy } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

/** The advisory lock of the job: one applier at a time across every server on the database. */
const CANDADO = sql`hashtext('farmasi.precios-programados')`;

/**
 * Applies every pending scheduled price whose start date (Mexico City) has come by `ahora`: the
 * supplier cost row takes the new cost and public price, the history keeps both sides, the schedule
 * is marked applied; all in one transaction. A transaction-scoped advisory lock makes a second
 * server running it at the same moment apply nothing (it answers 0) instead of applying twice.
 * Returns how many were applied.
 */
export const aplicarPreciosProgramados = async (db: Database, ahora: Date = new Date()): Promise<number> =>
  db.transaction(async (tx) => {
    const [candado] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${CANDADO}) as ok`,
    );
    if (!candado?.ok) return 0;
    const dia = hoy(ahora);
    const aplicados = await rowsOf<{ id: number }>(
      tx,
      sql`with vencidos as (
            select p.id_precio_programado, p.id_cat_articulos_proveedores_costos_enc, p.costo_nuevo,
                   p.precio_publico_nuevo, p.fecha_inicio, p.creado_por
              from precios_programados p
             where p.estatus = 'P' and p.fecha_inicio <= ${dia}::date
             for update),
          historial as (
            insert into articulos_precios_historial (id_cat_articulos_proveedores_costos_enc, cod_articulo_farmasi,
              costo_anterior, costo_nuevo, precio_anterior, precio_nuevo, id_precio_programado, vigente_desde,
              aplicado_en, programado_por)
            select v.id_cat_articulos_proveedores_costos_enc, c.cod_articulo_farmasi, c.costo, v.costo_nuevo,
                   c.precio_publico, v.precio_publico_nuevo, v.id_precio_programado, v.fecha_inicio, ${ahora}, v.creado_por
              from vencidos v join cat_articulos_proveedores_costos_enc c using (id_cat_articulos_proveedores_costos_enc)),
          costos as (
            update cat_articulos_proveedores_costos_enc c
               set costo = v.costo_nuevo, precio_publico = v.precio_publico_nuevo, modificado_en = ${ahora},
                   modificado_por = v.creado_por
              from vencidos v
             where c.id_cat_articulos_proveedores_costos_enc = v.id_cat_articulos_proveedores_costos_enc)
          update precios_programados p set estatus = 'A', aplicado_en = ${ahora}
            from vencidos v where p.id_precio_programado = v.id_precio_programado
          returning p.id_precio_programado as id`,
    );
    return aplicados.length;
  });
