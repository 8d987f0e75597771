import { sql } from 'drizzle-orm';
import { check, date, foreignKey, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { archivos, auditColumns } from '../../../db/schema/index.ts';

/**
 * An offers flipbook (001 §3 Ofertero): its name, the link to the flipbook on the publishing site,
 * the days it is published and its thumbnail (a public stored file: the site shows it).
 */
export const catOferteros = pgTable(
  'cat_oferteros',
  {
    idCatOfertero: integer('id_cat_ofertero').primaryKey().generatedAlwaysAsIdentity(),
    nombre: varchar('nombre', { length: 50 }).notNull(),
    urlFlipBook: varchar('url_flipbook', { length: 500 }).notNull(),
    fechaInicia: date('fecha_inicia', { mode: 'string' }).notNull(),
    fechaTermina: date('fecha_termina', { mode: 'string' }).notNull(),
    idArchivo: integer('id_archivo').notNull(),
    ...auditColumns,
  },
  (t) => [
    foreignKey({ name: 'cat_oferteros_archivo_fk', columns: [t.idArchivo], foreignColumns: [archivos.id] }),
    check('cat_oferteros_fechas_ck', sql`${t.fechaInicia} <= ${t.fechaTermina}`),
  ],
);
