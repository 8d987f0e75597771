import { date, index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales } from '../../../db/schema/index.ts';

/** Discount-day promotion (003 §3): weekday columns hold their number (1–7) or 0. */
export const barDiasDescuento = pgTable(
  'bar_dias_descuento',
  {
    codPromocion: serial('cod_promocion').primaryKey(),
    nomPromocion: text('nom_promocion').notNull(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    lunes: smallint('lunes').notNull().default(0),
    martes: smallint('martes').notNull().default(0),
    miercoles: smallint('miercoles').notNull().default(0),
    jueves: smallint('jueves').notNull().default(0),
    viernes: smallint('viernes').notNull().default(0),
    sabado: smallint('sabado').notNull().default(0),
    domingo: smallint('domingo').notNull().default(0),
    descuento: numeric('descuento', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    fechaVigenciaInicio: date('fecha_vigencia_inicio', { mode: 'string' }).notNull(),
    fechaVigenciaFinal: date('fecha_vigencia_final', { mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (t) => [index('bar_dias_descuento_sucursal_idx').on(t.codSucursal, t.fechaVigenciaFinal)],
);
