import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, catArticulos } from '../../../db/schema/index.ts';

/** Medical service types (the CatServiciosMedicos / Tipo option list of 001 §7); rows in datos.sql. */
export const catServiciosMedicosTipos = pgTable('cat_servicios_medicos_tipos', {
  tipo: text('tipo').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/**
 * Medical services of the consultorios (001 §3). costo/fechaAplicacion are the price in effect and
 * the day it took effect (null before a new service's first day); costoPendiente/fechaPendiente a
 * price saved for a later day, which counts as the price from that day on (read in service.ts).
 */
export const catServiciosMedicos = pgTable(
  'cat_servicios_medicos',
  {
    idServicioMedico: serial('id_servicio_medico').primaryKey(),
    servicio: text('servicio').notNull(),
    tipo: text('tipo')
      .notNull()
      .references(() => catServiciosMedicosTipos.tipo),
    costo: numeric('costo', { precision: 12, scale: 2 }),
    fechaAplicacion: date('fecha_aplicacion', { mode: 'string' }),
    costoPendiente: numeric('costo_pendiente', { precision: 12, scale: 2 }),
    fechaPendiente: date('fecha_pendiente', { mode: 'string' }),
    codArticulo: integer('cod_articulo').notNull(),
    estatus: text('estatus').notNull().default('A'),
    ...auditColumns,
  },
  (t) => [
    // Named here: the generated name passes PostgreSQL's 63 characters and the diff loses it.
    foreignKey({
      name: 'cat_servicios_medicos_articulo_fk',
      columns: [t.codArticulo],
      foreignColumns: [catArticulos.codArticuloFarmasi],
    }),
    index('cat_servicios_medicos_servicio_idx').on(sql`lower(f_unaccent(${t.servicio}))`),
  ],
);
