import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, clientesCredito } from '../../../db/schema/index.ts';

/**
 * The payment receipts of S36–S37 (CFDI 4.0 with the pagos 2.0 complement) and the invoices they pay.
 * Amounts are pesos with two decimals (numeric). docs/decisions/comprobantes-pago.md.
 */
const monto = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 }).notNull();

/**
 * A credit customer's invoice paid later (método de pago PPD), as stamped: its UUID, its bases by VAT
 * rate (16% and 0%) and VAT, so that the payment's ImpuestosDR are prorated, and what is still owed.
 * The till's invoices (db/schema/ventas.ts) are paid at the sale and carry no bases nor balance.
 */
export const facturasCredito = pgTable(
  'facturas_credito',
  {
    idFacturaCredito: serial('id_factura_credito').primaryKey(),
    codCliente: integer('cod_cliente')
      .notNull()
      .references(() => clientesCredito.codCliente),
    serie: text('serie').notNull(),
    folio: integer('folio').notNull(),
    /** Upper case, as the SAT writes it. */
    uuid: text('uuid').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    baseTasa16: monto('base_tasa16'),
    iva16: monto('iva16'),
    baseTasa0: monto('base_tasa0'),
    total: monto('total'),
    saldo: monto('saldo'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('facturas_credito_uuid_uq').on(t.uuid),
    uniqueIndex('facturas_credito_serie_folio_uq').on(t.serie, t.folio),
    index('facturas_credito_fecha_idx').on(t.fecha).where(sql`${t.saldo} > 0`),
    index('facturas_credito_cliente_idx').on(t.codCliente),
    check('facturas_credito_total_cuadra', sql`${t.total} = ${t.baseTasa16} + ${t.iva16} + ${t.baseTasa0}`),
    check('facturas_credito_saldo', sql`${t.saldo} >= 0 and ${t.saldo} <= ${t.total}`),
    check(
      'facturas_credito_no_negativos',
      sql`${t.baseTasa16} >= 0 and ${t.iva16} >= 0 and ${t.baseTasa0} >= 0`,
    ),
  ],
);

/** A receipts' series and its last folio (taken with the row locked: folios are consecutive). */
export const seriesPago = pgTable('series_pago', {
  seriePago: text('serie_pago').primaryKey(),
  descripcion: text('descripcion').notNull(),
  ultimoFolio: integer('ultimo_folio').notNull().default(0),
  activa: boolean('activa').notNull().default(true),
});

/**
 * A payment receipt: saved unstamped, then stamped (timbrado, uuid, xmlTimbrado). A failed stamping
 * leaves the PAC's message in `mensajePac`. `xmlSellado` is the sealed XML last sent: when the PAC did
 * not answer (`reintentable`) the same document is sent again, so a receipt the PAC stamped meanwhile
 * comes back as 'already stamped' instead of being stamped twice. `timbrandoDesde` marks a stamping
 * under way (one at a time per receipt).
 */
export const comprobantesPago = pgTable(
  'comprobantes_pago',
  {
    idPago: serial('id_pago').primaryKey(),
    seriePago: text('serie_pago')
      .notNull()
      .references(() => seriesPago.seriePago),
    folioPago: integer('folio_pago').notNull(),
    codCliente: integer('cod_cliente')
      .notNull()
      .references(() => clientesCredito.codCliente),
    /** c_FormaPago. */
    formaPago: char('forma_pago', { length: 2 }).notNull(),
    fechaPago: date('fecha_pago', { mode: 'string' }).notNull(),
    montoPago: monto('monto_pago'),
    fechaEmision: timestamp('fecha_emision', { withTimezone: true }).notNull().defaultNow(),
    timbrado: boolean('timbrado').notNull().default(false),
    uuid: text('uuid'),
    fechaTimbrado: timestamp('fecha_timbrado', { withTimezone: true }),
    xmlTimbrado: text('xml_timbrado'),
    xmlSellado: text('xml_sellado'),
    reintentable: boolean('reintentable').notNull().default(false),
    mensajePac: text('mensaje_pac').notNull().default(''),
    /** Stamped by the local test authority: no fiscal value. */
    modoPrueba: boolean('modo_prueba').notNull().default(false),
    intentos: smallint('intentos').notNull().default(0),
    timbrandoDesde: timestamp('timbrando_desde', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('comprobantes_pago_folio_uq').on(t.seriePago, t.folioPago),
    uniqueIndex('comprobantes_pago_uuid_uq').on(t.uuid),
    index('comprobantes_pago_emision_idx').on(t.fechaEmision),
    index('comprobantes_pago_pendientes_idx').on(t.fechaEmision).where(sql`not ${t.timbrado}`),
    check('comprobantes_pago_monto', sql`${t.montoPago} > 0`),
    check(
      'comprobantes_pago_timbrado',
      sql`not ${t.timbrado} or (${t.uuid} is not null and ${t.xmlTimbrado} is not null)`,
    ),
  ],
);

/** One invoice a receipt pays (pago20:DoctoRelacionado): its instalment and balances. */
export const comprobantesPagoFacturas = pgTable(
  'comprobantes_pago_facturas',
  {
    idPago: integer('id_pago')
      .notNull()
      .references(() => comprobantesPago.idPago, { onDelete: 'cascade' }),
    idFacturaCredito: integer('id_factura_credito')
      .notNull()
      .references(() => facturasCredito.idFacturaCredito),
    numParcialidad: smallint('num_parcialidad').notNull(),
    saldoAnterior: monto('saldo_anterior'),
    importePagado: monto('importe_pagado'),
    saldoInsoluto: monto('saldo_insoluto'),
  },
  (t) => [
    primaryKey({ columns: [t.idPago, t.idFacturaCredito] }),
    uniqueIndex('comprobantes_pago_facturas_parcialidad_uq').on(t.idFacturaCredito, t.numParcialidad),
    check(
      'comprobantes_pago_facturas_cuadra',
      sql`${t.importePagado} > 0 and ${t.saldoInsoluto} >= 0 and ${t.saldoInsoluto} = ${t.saldoAnterior} - ${t.importePagado}`,
    ),
  ],
);
