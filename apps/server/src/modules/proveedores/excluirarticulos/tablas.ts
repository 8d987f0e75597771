import { foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  catArticulos,
  catProveedoresMarcasDet,
  catSucursales,
} from '../../../db/schema/index.ts';

/**
 * An article of a brand's supplier excluded from a branch (S27; 002 §3 'Excluded article per
 * branch': codSucursal, excluir, idCatProveedoresMarcas). A row is an exclusion (excluir true); no row
 * means the branch keeps the article. The pair (brand supplier, article) is one of the supplier cost
 * rows (cat_articulos_proveedores_costos_enc) when saved; the screen lists only pairs that still have
 * one, so an exclusion of a cost row removed later is kept, unseen, and applies again if the supplier
 * sells the article again. Taking the supplier off the brand (S12) or deleting the article takes its
 * exclusions with it.
 */
export const articulosExcluidosSucursal = pgTable(
  'articulos_excluidos_sucursal',
  {
    /** cat_proveedores_marcas_det: the brand's supplier (the spec's idCatProveedoresMarcas). */
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    codArticuloFarmasi: integer('cod_articulo_farmasi').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({
      name: 'articulos_excluidos_sucursal_pk',
      columns: [t.idCatProveedoresMarcasDet, t.codArticuloFarmasi, t.codSucursal],
    }),
    foreignKey({
      name: 'articulos_excluidos_sucursal_marca_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }).onDelete('cascade'),
    foreignKey({
      name: 'articulos_excluidos_sucursal_articulo_fk',
      columns: [t.codArticuloFarmasi],
      foreignColumns: [catArticulos.codArticuloFarmasi],
    }).onDelete('cascade'),
    foreignKey({
      name: 'articulos_excluidos_sucursal_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    // What a branch must not be offered (its suggested order, its catalogue).
    index('articulos_excluidos_sucursal_sucursal_idx').on(t.codSucursal, t.codArticuloFarmasi),
  ],
);
