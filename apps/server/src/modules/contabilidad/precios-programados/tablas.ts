import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, catArticulosProveedoresCostosEnc } from '../../../db/schema/index.ts';

/**
 * A new cost and public price for an article's supplier cost row, from a start date (S25). 'P'
 * pending, 'A' applied by the scheduled job on its date, 'R' replaced by a later save before its date:
 * at most one pending per cost row.
 */
export const preciosProgramados = pgTable(
  'precios_programados',
  {
    idPrecioProgramado: serial('id_precio_programado').primaryKey(),
    idCatArticulosProveedoresCostosEnc: integer('id_cat_articulos_proveedores_costos_enc')
      .notNull()
      .references(() => catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc, {
        onDelete: 'cascade',
      }),
    costoNuevo: numeric('costo_nuevo', { precision: 14, scale: 4 }).notNull(),
    precioPublicoNuevo: numeric('precio_publico_nuevo', { precision: 12, scale: 2 }).notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    estatus: text('estatus').notNull().default('P'),
    aplicadoEn: timestamp('aplicado_en', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('precios_programados_pendiente_uq')
      .on(t.idCatArticulosProveedoresCostosEnc)
      .where(sql`${t.estatus} = 'P'`),
    index('precios_programados_fecha_idx').on(t.fechaInicio).where(sql`${t.estatus} = 'P'`),
    check('precios_programados_estatus', sql`${t.estatus} in ('P', 'A', 'R')`),
    check('precios_programados_positivos', sql`${t.costoNuevo} > 0 and ${t.precioPublicoNuevo} > 0`),
  ],
);

/** Every change of an article's cost and public price at a supplier, with the schedule that made it. */
export const articulosPreciosHistorial = pgTable(
  'articulos_precios_historial',
  {
    idHistorial: serial('id_historial').primaryKey(),
    idCatArticulosProveedoresCostosEnc: integer('id_cat_articulos_proveedores_costos_enc')
      .notNull()
      .references(() => catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc, {
        onDelete: 'cascade',
      }),
    codArticuloFarmasi: integer('cod_articulo_farmasi').notNull(),
    costoAnterior: numeric('costo_anterior', { precision: 14, scale: 4 }).notNull(),
    costoNuevo: numeric('costo_nuevo', { precision: 14, scale: 4 }).notNull(),
    precioAnterior: numeric('precio_anterior', { precision: 12, scale: 2 }).notNull(),
    precioNuevo: numeric('precio_nuevo', { precision: 12, scale: 2 }).notNull(),
    idPrecioProgramado: integer('id_precio_programado').references(
      () => preciosProgramados.idPrecioProgramado,
    ),
    vigenteDesde: date('vigente_desde', { mode: 'string' }).notNull(),
    aplicadoEn: timestamp('aplicado_en', { withTimezone: true }).notNull(),
    programadoPor: integer('programado_por'),
  },
  (t) => [index('articulos_precios_historial_articulo_idx').on(t.codArticuloFarmasi, t.aplicadoEn)],
);
