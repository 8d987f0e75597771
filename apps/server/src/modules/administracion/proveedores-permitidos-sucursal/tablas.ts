import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import { auditColumns, catProveedores, catSucursales } from '../../../db/schema/index.ts';

/**
 * The suppliers allowed at each branch (S35, 002 §3 'Supplier-branch relation'): one row per supplier
 * and branch, with how the branch takes the supplier's prices (cost per box, VAT included, decimals).
 * The API names the branch `codCliente` (the branch as the chain's customer has the branch's code).
 */
export const proveedoresPermitidosSucursal = pgTable(
  'proveedores_permitidos_sucursal',
  {
    codProveedor: integer('cod_proveedor').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
    costoPorCaja: boolean('costo_por_caja').notNull().default(false),
    ivaIncluido: boolean('iva_incluido').notNull().default(false),
    decimales: smallint('decimales').notNull().default(2),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'proveedores_permitidos_sucursal_pk', columns: [t.codProveedor, t.codSucursal] }),
    foreignKey({
      name: 'proveedores_permitidos_sucursal_proveedor_fk',
      columns: [t.codProveedor],
      foreignColumns: [catProveedores.codProveedor],
    }),
    foreignKey({
      name: 'proveedores_permitidos_sucursal_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    index('proveedores_permitidos_sucursal_sucursal_idx').on(t.codSucursal),
    check('proveedores_permitidos_sucursal_decimales', sql`${t.decimales} between 0 and 9`),
  ],
);
