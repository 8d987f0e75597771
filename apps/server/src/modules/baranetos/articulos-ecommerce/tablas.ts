import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, barArticulos } from '../../../db/schema/index.ts';

/** Variant types (Color, Tono, Talla…): product data. */
export const barEcommerceOpciones = pgTable('bar_ecommerce_opciones', {
  idOpcion: smallint('id_opcion').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/**
 * An e-commerce principal article: one shop entry, either a single article (codArticulo) or a set of
 * variants of one type.
 */
export const barEcommercePrincipal = pgTable(
  'bar_ecommerce_principal',
  {
    idPrincipal: serial('id_principal').primaryKey(),
    descripcion: text('descripcion').notNull(),
    manejaVariantes: boolean('maneja_variantes').notNull(),
    idOpcion: smallint('id_opcion').references(() => barEcommerceOpciones.idOpcion),
    codArticulo: integer('cod_articulo').references(() => barArticulos.codArticulo),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bar_ecommerce_principal_desc_uq').on(sql`lower(${t.descripcion})`),
    uniqueIndex('bar_ecommerce_principal_articulo_uq').on(t.codArticulo),
  ],
);

/** A variant: one wholesale article with its variant description and value (a colour for types 1–2). */
export const barEcommerceVariantes = pgTable(
  'bar_ecommerce_variantes',
  {
    idVariante: serial('id_variante').primaryKey(),
    idPrincipal: integer('id_principal')
      .notNull()
      .references(() => barEcommercePrincipal.idPrincipal, { onDelete: 'cascade' }),
    codArticulo: integer('cod_articulo')
      .notNull()
      .references(() => barArticulos.codArticulo),
    descripcionVariante: text('descripcion_variante').notNull(),
    valorVariante: text('valor_variante').notNull(),
    ...auditColumns,
  },
  (t) => [
    // An article is sold online under one principal only.
    uniqueIndex('bar_ecommerce_variantes_articulo_uq').on(t.codArticulo),
    index('bar_ecommerce_variantes_principal_idx').on(t.idPrincipal),
  ],
);
