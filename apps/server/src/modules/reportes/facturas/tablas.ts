import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ventasFacturas } from '../../../db/schema/index.ts';

/**
 * The stamping record of a sales invoice (S51): when the PAC stamped it, the receiver's name, the
 * payment form (SAT c_FormaPago) and whether it is current ('V') or cancelled ('C'). The sales model
 * (db/schema/ventas.ts) keeps the invoice's UUID and RFC but not these; an invoice without a record
 * shows no stamping date and its RFC (or 'PÚBLICO EN GENERAL' for a global one) as its customer.
 */
export const ventasFacturasTimbres = pgTable(
  'ventas_facturas_timbres',
  {
    idVentaFactura: bigint('id_venta_factura', { mode: 'number' })
      .primaryKey()
      .references(() => ventasFacturas.idVentaFactura, { onDelete: 'cascade' }),
    fechaTimbrado: timestamp('fecha_timbrado', { withTimezone: true }).notNull(),
    nombreReceptor: text('nombre_receptor').notNull().default(''),
    formaPago: text('forma_pago').notNull().default('01'),
    estatus: text('estatus').notNull().default('V'),
  },
  () => [
    check('ventas_facturas_timbres_estatus', sql.raw(`estatus IN ('V', 'C')`)),
    check('ventas_facturas_timbres_forma_pago', sql.raw(`forma_pago ~ '^[0-9]{2}$'`)),
  ],
);

/**
 * A credit note (CFDI of egress) issued against a sales invoice: returns or discounts granted after
 * the invoice was stamped. The report shows their sum per invoice (importeNC).
 */
export const ventasNotasCredito = pgTable(
  'ventas_notas_credito',
  {
    idVentaNotaCredito: serial('id_venta_nota_credito').primaryKey(),
    idVentaFactura: bigint('id_venta_factura', { mode: 'number' })
      .notNull()
      .references(() => ventasFacturas.idVentaFactura, { onDelete: 'cascade' }),
    serie: text('serie').notNull(),
    folio: integer('folio').notNull(),
    uuid: text('uuid').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fechaTimbrado: timestamp('fecha_timbrado', { withTimezone: true }).notNull(),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    motivo: text('motivo').notNull().default(''),
  },
  (t) => [
    uniqueIndex('ventas_notas_credito_uuid_uq').on(t.uuid),
    index('ventas_notas_credito_factura_idx').on(t.idVentaFactura),
    check('ventas_notas_credito_importe', sql.raw('importe > 0')),
  ],
);
