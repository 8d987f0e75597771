import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, catArticulos, catFormulas, catSucursales } from '../../../db/schema/index.ts';

/** Stock per branch and chain article. */
export const existencias = pgTable(
  'existencias',
  {
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    codArticuloFarmasi: integer('cod_articulo_farmasi')
      .notNull()
      .references(() => catArticulos.codArticuloFarmasi, { onDelete: 'cascade' }),
    existencia: integer('existencia').notNull().default(0),
    tipo: smallint('tipo').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.codArticuloFarmasi, t.codSucursal] }),
    index('existencias_articulo_idx').on(t.codArticuloFarmasi),
  ],
);

/**
 * Product groups: articles of one formula grouped as interchangeable; one principal per group.
 * An article is in at most one group.
 */
export const catGrupoProductos = pgTable(
  'cat_grupo_productos',
  {
    codArticuloFarmasi: integer('cod_articulo_farmasi')
      .primaryKey()
      .references(() => catArticulos.codArticuloFarmasi, { onDelete: 'cascade' }),
    codFormula: integer('cod_formula')
      .notNull()
      .references(() => catFormulas.codigo),
    grupo: integer('grupo').notNull(),
    articuloPrincipal: boolean('articulo_principal').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('cat_grupo_productos_formula_idx').on(t.codFormula, t.grupo),
    uniqueIndex('cat_grupo_productos_principal_uq')
      .on(t.codFormula, t.grupo)
      .where(sql`${t.articuloPrincipal}`),
  ],
);
