import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catSucursales, webUsuarios } from '../../../db/schema/index.ts';

/**
 * Permissions for a branch to sell by transfer (003 §2.2, §6): who granted it and when; P while
 * pending, V once the branch has made the sale (fecha_venta).
 */
export const controlVentasTransferencias = pgTable(
  'control_ventas_transferencias',
  {
    idControlVentasTransferencias: serial('id_control_ventas_transferencias').primaryKey(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    codUsuario: integer('cod_usuario')
      .notNull()
      .references(() => webUsuarios.idUsuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    fechaVenta: timestamp('fecha_venta', { withTimezone: true }),
    estatus: char('estatus', { length: 1 }).notNull().default('P'),
  },
  (t) => [
    // One pending permission per branch at a time.
    uniqueIndex('control_ventas_transferencias_pendiente_uq')
      .on(t.codSucursal)
      .where(sql`${t.estatus} = 'P'`),
    index('control_ventas_transferencias_fecha_idx').on(t.fecha),
    check('control_ventas_transferencias_estatus_ck', sql`${t.estatus} in ('P','V')`),
  ],
);
