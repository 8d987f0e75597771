import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  auditColumns,
  catArticulos,
  catFormulas,
  catProveedoresMarcasDet,
  catSucursales,
} from '../../../db/schema/index.ts';

/** Supplier cost per article and brand supplier; precioGlobal = the default (global) price. */
export const catArticulosProveedoresCostosEnc = pgTable(
  'cat_articulos_proveedores_costos_enc',
  {
    idCatArticulosProveedoresCostosEnc: serial('id_cat_articulos_proveedores_costos_enc').primaryKey(),
    codArticuloFarmasi: integer('cod_articulo_farmasi')
      .notNull()
      .references(() => catArticulos.codArticuloFarmasi, { onDelete: 'cascade' }),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det')
      .notNull()
      .references(() => catProveedoresMarcasDet.idCatProveedoresMarcasDet),
    costo: numeric('costo', { precision: 14, scale: 4 }).notNull(),
    precioMayoreo: numeric('precio_mayoreo', { precision: 12, scale: 2 }).notNull(),
    precioPublico: numeric('precio_publico', { precision: 12, scale: 2 }).notNull(),
    precioGlobal: boolean('precio_global').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_art_prov_costos_uq').on(t.codArticuloFarmasi, t.idCatProveedoresMarcasDet),
    uniqueIndex('cat_art_prov_costos_global_uq').on(t.codArticuloFarmasi).where(sql`${t.precioGlobal}`),
  ],
);

/** Branches that buy an article at a given supplier cost (one cost per article and branch). */
export const catArticulosProveedoresCostosDet = pgTable(
  'cat_articulos_proveedores_costos_det',
  {
    idCatArticulosProveedoresCostosEnc: integer('id_cat_articulos_proveedores_costos_enc')
      .notNull()
      .references(() => catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc, {
        onDelete: 'cascade',
      }),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
  },
  (t) => [
    primaryKey({
      name: 'cat_art_prov_costos_det_pk',
      columns: [t.idCatArticulosProveedoresCostosEnc, t.codSucursal],
    }),
  ],
);

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
