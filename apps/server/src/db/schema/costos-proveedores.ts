import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, primaryKey, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { catArticulos, catProveedoresMarcasDet } from './articulos.ts';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/* The supplier costs are read by the article screens (S02) and the scheduled prices (S25). */
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
