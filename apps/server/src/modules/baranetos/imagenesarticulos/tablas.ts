import { foreignKey, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { archivos, auditColumns, barArticulos } from '../../../db/schema/index.ts';

/** An image of a wholesale article (001 §3 Article image), in the article's order 1..n. */
export const barArticulosImagenes = pgTable(
  'bar_articulos_imagenes',
  {
    idCatArticulosImagenes: integer('id_cat_articulos_imagenes').primaryKey().generatedAlwaysAsIdentity(),
    codArticulo: integer('cod_articulo').notNull(),
    idArchivo: integer('id_archivo').notNull(),
    orden: integer('orden').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('bar_articulos_imagenes_articulo_idx').on(t.codArticulo, t.orden),
    foreignKey({
      name: 'bar_art_imagenes_articulo_fk',
      columns: [t.codArticulo],
      foreignColumns: [barArticulos.codArticulo],
    }),
    foreignKey({
      name: 'bar_art_imagenes_archivo_fk',
      columns: [t.idArchivo],
      foreignColumns: [archivos.id],
    }),
  ],
);
