import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../../db/schema/index.ts';

/**
 * International day (001 §3). The days repeat every year, so fecha, fecha_inicio and fecha_fin are a
 * day and month 'MM-DD' (text sorts them in calendar order); descripcion is sanitised HTML.
 */
export const catDiasInternacionales = pgTable(
  'cat_dias_internacionales',
  {
    idCatDiasInternacionales: serial('id_cat_dias_internacionales').primaryKey(),
    fecha: text('fecha').notNull(),
    titulo: text('titulo').notNull().default(''),
    descripcion: text('descripcion').notNull(),
    fechaInicio: text('fecha_inicio').notNull(),
    fechaFin: text('fecha_fin').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('cat_dias_internacionales_fecha_idx').on(t.fecha),
    check(
      'cat_dias_internacionales_dia_mes',
      sql`${t.fecha} ~ '^[0-1][0-9]-[0-3][0-9]$' and ${t.fechaInicio} ~ '^[0-1][0-9]-[0-3][0-9]$' and ${t.fechaFin} ~ '^[0-1][0-9]-[0-3][0-9]$'`,
    ),
  ],
);
