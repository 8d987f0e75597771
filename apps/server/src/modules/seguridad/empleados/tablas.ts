import { foreignKey, integer, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales, empleados } from '../../../db/schema/index.ts';

/**
 * The branch an employee works at (issue 28: the employees' import brings it from the systems a
 * chain leaves). One per employee; an employee without a row works at no branch in particular
 * (head office, or created by `npm run create-admin`). A table of its own, not a column of
 * `empleados`: the branches' schema file imports the users' one, so a reference back would be a cycle.
 */
export const empleadosSucursal = pgTable(
  'empleados_sucursal',
  {
    codEmpleado: integer('cod_empleado').primaryKey(),
    codSucursal: integer('cod_sucursal').notNull(),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'empleados_sucursal_empleado_fk',
      columns: [t.codEmpleado],
      foreignColumns: [empleados.codEmpleado],
    }).onDelete('cascade'),
    foreignKey({
      name: 'empleados_sucursal_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
  ],
);
