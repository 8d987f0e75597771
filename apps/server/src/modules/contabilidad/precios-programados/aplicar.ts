import { randomUUID } from 'node:crypto';
import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { hoy } from '../../../platform/fechas.ts';
import { auditarEnLote } from '../../../platform/importacion/lotes.ts';
import { rowsOf } from '../../../platform/sql.ts';

interface Aplicado {
  idPrecioProgramado: number;
  idCosto: number;
  costoAnterior: string;
  costoNuevo: string;
  precioAnterior: string;
  precioNuevo: string;
}

/**
 * The job's changes in the audit log, as 'Sistema' under this screen (issue 29): the schedule
 * applied and the cost row's new cost and public price (the same fields Alta de artículos audits),
 * both keyed by the cost row, as the save keys its schedules.
 */
const auditarAplicados = async (tx: Queryable, aplicados: readonly Aplicado[], ahora: Date) => {
  const actor: Actor = {
    idUsuario: null,
    codEmpleado: null,
    requestId: randomUUID(),
    metodo: 'TAREA',
    ruta: 'precios-programados',
    pantalla: preciosProgramadosPantalla.id,
  };
  const entradas = aplicados.flatMap((a) => [
    {
      tabla: 'precios_programados',
      clave: a.idCosto,
      antes: { idPrecioProgramado: a.idPrecioProgramado, estatus: 'P', aplicadoEn: null },
      despues: { idPrecioProgramado: a.idPrecioProgramado, estatus: 'A', aplicadoEn: ahora.toISOString() },
    },
    {
      tabla: 'cat_articulos_proveedores_costos_enc',
      clave: a.idCosto,
      antes: { costo: a.costoAnterior, precioPublico: a.precioAnterior },
      despues: { costo: a.costoNuevo, precioPublico: a.precioNuevo },
    },
  ]);
  // One statement with one parameter, however many were applied (PostgreSQL's parameter limit).
  await auditarEnLote(tx, actor, entradas);
};

/** The advisory lock of the job: one applier at a time across every server on the database. */
const CANDADO = sql`hashtext('farmasi.precios-programados')`;

/**
 * Applies every pending scheduled price whose start date (Mexico City) has come by `ahora`: the
 * supplier cost row takes the new cost and public price, the history keeps both sides, the schedule
 * is marked applied and the audit log says so; all in one transaction. A transaction-scoped advisory
 * lock makes a second server running it at the same moment apply nothing (it answers 0) instead of
 * applying twice.
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
    const aplicados = await rowsOf<Aplicado>(
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
              from vencidos v join cat_articulos_proveedores_costos_enc c using (id_cat_articulos_proveedores_costos_enc)
            returning id_precio_programado, id_cat_articulos_proveedores_costos_enc, costo_anterior, costo_nuevo,
                      precio_anterior, precio_nuevo),
          costos as (
            update cat_articulos_proveedores_costos_enc c
               set costo = v.costo_nuevo, precio_publico = v.precio_publico_nuevo, modificado_en = ${ahora},
                   modificado_por = v.creado_por
              from vencidos v
             where c.id_cat_articulos_proveedores_costos_enc = v.id_cat_articulos_proveedores_costos_enc)
          update precios_programados p set estatus = 'A', aplicado_en = ${ahora}
            from historial h where p.id_precio_programado = h.id_precio_programado
          returning p.id_precio_programado as "idPrecioProgramado", h.id_cat_articulos_proveedores_costos_enc as "idCosto",
                    h.costo_anterior::text as "costoAnterior", h.costo_nuevo::text as "costoNuevo",
                    h.precio_anterior::text as "precioAnterior", h.precio_nuevo::text as "precioNuevo"`,
    );
    await auditarAplicados(tx, aplicados, ahora);
    return aplicados.length;
  });
