import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { catEmpresas, formatoCuenta } from '../../../db/schema/index.ts';

/**
 * The company-wide accounts the pólizas need besides the chart's (S23) cash and sales accounts: VAT
 * charged, cost of sales, inventory, discounts on sales and returns on sales. Reference rows in
 * datos.sql (kept if an accountant changes them in the database).
 */
export const polizasCuentasEmpresa = pgTable(
  'polizas_cuentas_empresa',
  {
    idCatEmpresa: smallint('id_cat_empresa')
      .primaryKey()
      .references(() => catEmpresas.idCatEmpresa),
    ivaTrasladado: text('iva_trasladado').notNull(),
    costoVenta: text('costo_venta').notNull(),
    inventario: text('inventario').notNull(),
    descuentos: text('descuentos').notNull(),
    devoluciones: text('devoluciones').notNull(),
  },
  () => [
    check(
      'polizas_cuentas_empresa_formato',
      // Each column's own check in parentheses: AND binds tighter than the OR inside them.
      sql.join(
        ['iva_trasladado', 'costo_venta', 'inventario', 'descuentos', 'devoluciones'].map(
          (c) => sql`(${formatoCuenta(c)})`,
        ),
        sql` AND `,
      ),
    ),
  ],
);
