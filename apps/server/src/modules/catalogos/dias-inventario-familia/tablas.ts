import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { auditColumns, catFamilias, catSucursales } from '../../../db/schema/index.ts';

/**
 * Inventory days per branch and family (S16). Only pairs with days above 0 have a row: a pair
 * without one has no days set (the screen shows 0). Constraint names are short: PostgreSQL cuts
 * identifiers at 63 characters.
 */
export const catDiasInventarioFamilia = pgTable(
  'cat_dias_inventario_familia',
  {
    codSucursal: integer('cod_sucursal').notNull(),
    codFamilia: integer('cod_familia').notNull(),
    diasInventario: integer('dias_inventario').notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'cat_dias_inv_familia_pk', columns: [t.codSucursal, t.codFamilia] }),
    foreignKey({
      name: 'cat_dias_inv_familia_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    foreignKey({
      name: 'cat_dias_inv_familia_familia_fk',
      columns: [t.codFamilia],
      foreignColumns: [catFamilias.codigo],
    }),
    check('cat_dias_inv_familia_dias', sql`${t.diasInventario} between 1 and 9999`),
  ],
);
