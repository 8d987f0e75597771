import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catEmpresas } from './contabilidad.ts';
import { catSucursales } from './sucursales.ts';

/**
 * The chain's sales as the point-of-sale systems deliver them (tickets, returns, invoices) and the
 * day's cut per branch and company that the journal entries (S24) and the sales reports read.
 * Amounts are pesos with two decimals; `venta*` are after discounts and without VAT, so that
 * total = ventaTasaGral + ventaTasa0 + iva holds on every row (the database checks it).
 * `fecha` is the business day in Mexico City. Imported through platform/ventas (tools/import/ventas.ts).
 */
const monto = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 }).notNull().default('0');

const importes = {
  ventaTasaGral: monto('venta_tasa_gral'),
  ventaTasa0: monto('venta_tasa0'),
  iva: monto('iva'),
  total: monto('total'),
  costo: monto('costo'),
};

/** Where and when: the branch, the company it sold for and the business day. */
const deLaSucursal = () => ({
  codSucursal: integer('cod_sucursal')
    .notNull()
    .references(() => catSucursales.codSucursal),
  idCatEmpresa: smallint('id_cat_empresa')
    .notNull()
    .references(() => catEmpresas.idCatEmpresa),
  fecha: date('fecha', { mode: 'string' }).notNull(),
});

/** A till's document: its time, till and folio. */
const enCaja = () => ({
  hora: timestamp('hora', { withTimezone: true }).notNull(),
  caja: smallint('caja').notNull(),
  folio: integer('folio').notNull(),
});

const cuadra = (tabla: string) =>
  check(`${tabla}_total_cuadra`, sql.raw('total = venta_tasa_gral + venta_tasa0 + iva'));
const noNegativos = (tabla: string, columnas: string[]) =>
  check(`${tabla}_no_negativos`, sql.raw(columnas.map((c) => `${c} >= 0`).join(' AND ')));

/** An invoice (CFDI) of sales: a customer's own, or the day's global one for the public. */
export const ventasFacturas = pgTable(
  'ventas_facturas',
  {
    idVentaFactura: bigserial('id_venta_factura', { mode: 'number' }).primaryKey(),
    ...deLaSucursal(),
    serie: text('serie').notNull(),
    folio: integer('folio').notNull(),
    uuid: text('uuid').notNull(),
    rfcReceptor: text('rfc_receptor').notNull(),
    global: boolean('global').notNull().default(false),
    total: monto('total'),
  },
  (t) => [
    uniqueIndex('ventas_facturas_uuid_uq').on(t.uuid),
    uniqueIndex('ventas_facturas_serie_folio_uq').on(t.idCatEmpresa, t.serie, t.folio),
    index('ventas_facturas_dia_idx').on(t.idCatEmpresa, t.fecha, t.codSucursal),
  ],
);

/** A sale at a till. */
export const ventasTickets = pgTable(
  'ventas_tickets',
  {
    idVentaTicket: bigserial('id_venta_ticket', { mode: 'number' }).primaryKey(),
    ...deLaSucursal(),
    ...enCaja(),
    ...importes,
    descuentoTasaGral: monto('descuento_tasa_gral'),
    descuentoTasa0: monto('descuento_tasa0'),
    formaPago: text('forma_pago').notNull().default('EF'),
    idVentaFactura: bigint('id_venta_factura', { mode: 'number' }).references(
      () => ventasFacturas.idVentaFactura,
    ),
  },
  (t) => [
    uniqueIndex('ventas_tickets_folio_uq').on(t.codSucursal, t.caja, t.folio),
    index('ventas_tickets_dia_idx').on(t.idCatEmpresa, t.fecha, t.codSucursal),
    cuadra('ventas_tickets'),
    noNegativos('ventas_tickets', [
      'venta_tasa_gral',
      'venta_tasa0',
      'iva',
      'costo',
      'descuento_tasa_gral',
      'descuento_tasa0',
    ]),
  ],
);

/** A return of products of a ticket: the amounts given back and the cost that goes back to stock. */
export const ventasDevoluciones = pgTable(
  'ventas_devoluciones',
  {
    idVentaDevolucion: bigserial('id_venta_devolucion', { mode: 'number' }).primaryKey(),
    ...deLaSucursal(),
    ...enCaja(),
    idVentaTicket: bigint('id_venta_ticket', { mode: 'number' }).references(
      () => ventasTickets.idVentaTicket,
    ),
    ...importes,
  },
  (t) => [
    uniqueIndex('ventas_devoluciones_folio_uq').on(t.codSucursal, t.caja, t.folio),
    index('ventas_devoluciones_dia_idx').on(t.idCatEmpresa, t.fecha, t.codSucursal),
    cuadra('ventas_devoluciones'),
    noNegativos('ventas_devoluciones', ['venta_tasa_gral', 'venta_tasa0', 'iva', 'costo']),
  ],
);

/**
 * The day's cut of a branch for one company: the sums of its tickets and returns. Imported days are
 * summed from their tickets (`origen` 'tickets'); days older than the detail kept are delivered as
 * the cut alone (`origen` 'corte'), as the demo's year is.
 */
export const ventasCortes = pgTable(
  'ventas_cortes',
  {
    ...deLaSucursal(),
    tickets: integer('tickets').notNull().default(0),
    ...importes,
    descuentoTasaGral: monto('descuento_tasa_gral'),
    descuentoTasa0: monto('descuento_tasa0'),
    devolucionTasaGral: monto('devolucion_tasa_gral'),
    devolucionTasa0: monto('devolucion_tasa0'),
    devolucionIva: monto('devolucion_iva'),
    devolucionTotal: monto('devolucion_total'),
    devolucionCosto: monto('devolucion_costo'),
    origen: text('origen').notNull().default('tickets'),
  },
  (t) => [
    primaryKey({ columns: [t.idCatEmpresa, t.fecha, t.codSucursal] }),
    cuadra('ventas_cortes'),
    check(
      'ventas_cortes_devolucion_cuadra',
      sql.raw('devolucion_total = devolucion_tasa_gral + devolucion_tasa0 + devolucion_iva'),
    ),
    check('ventas_cortes_origen', sql.raw(`origen IN ('tickets', 'corte')`)),
  ],
);
