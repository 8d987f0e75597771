import { boolean, date, foreignKey, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { archivos, auditColumns } from '../../../db/schema/index.ts';

/**
 * A banner of the public site (001 §3): its section (tipoBanner C1, CL, E, O, FL), device (tipo D or
 * M), place 1..n in that section and device, visibility, validity dates (1900-01-01: none), image
 * and link.
 */
export const catBanners = pgTable(
  'cat_banners',
  {
    idCatBanners: integer('id_cat_banners').primaryKey().generatedAlwaysAsIdentity(),
    tipoBanner: varchar('tipo_banner', { length: 2 }).notNull(),
    tipo: varchar('tipo', { length: 1 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    orden: integer('orden').notNull(),
    fechaVigenciaInicio: date('fecha_vigencia_inicio', { mode: 'string' }).notNull(),
    fechaVigenciaFin: date('fecha_vigencia_fin', { mode: 'string' }).notNull(),
    idArchivo: integer('id_archivo').notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('cat_banners_seccion_idx').on(t.tipoBanner, t.tipo, t.orden),
    foreignKey({ name: 'cat_banners_archivo_fk', columns: [t.idArchivo], foreignColumns: [archivos.id] }),
  ],
);

/** The images of 'Conoce nuestras sucursales' (ids 1 to 4; the banner screen edits 1 and 2). */
export const catImagenesSucursales = pgTable(
  'cat_imagenes_sucursales',
  {
    idCatImagenesSucursales: integer('id_cat_imagenes_sucursales').primaryKey(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    idArchivo: integer('id_archivo'),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'cat_imagenes_sucursales_archivo_fk',
      columns: [t.idArchivo],
      foreignColumns: [archivos.id],
    }),
  ],
);
