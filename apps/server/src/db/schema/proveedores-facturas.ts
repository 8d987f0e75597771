import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archivos } from './archivos.ts';
import { catProveedoresMarcasDet } from './articulos.ts';
import { catProveedoresMarcasCuentas, pedidosProveedorEnc } from './proveedores.ts';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/**
 * The invoices and credit notes suppliers upload (S30 lists them) and the payments made of them
 * (S33–S34), split from proveedores.ts by job (its contacts, accounts, statuses and orders). Each
 * document names the branch it was issued to: its state groups payment management's selection.
 */

/** A payment of invoices less credit notes to one brand's supplier: PP in process, P paid and notified. */
export const facturasProveedoresPagoEnc = pgTable(
  'facturas_proveedores_pago_enc',
  {
    idFacturasProveedoresPagoEnc: serial('id_facturas_proveedores_pago_enc').primaryKey(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    fechaPago: timestamp('fecha_pago', { withTimezone: true }).notNull().defaultNow(),
    totalFacturas: numeric('total_facturas', { precision: 14, scale: 2 }).notNull(),
    totalNotas: numeric('total_notas', { precision: 14, scale: 2 }).notNull().default('0'),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    estatus: text('estatus').notNull().default('PP'),
    idCatProveedoresMarcasCuentas: integer('id_cat_proveedores_marcas_cuentas'),
    /** The proof of payment (a PDF), private to the payment screen. */
    idArchivoComprobante: integer('id_archivo_comprobante'),
    fechaNotificacion: timestamp('fecha_notificacion', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'pagos_proveedor_det_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    foreignKey({
      name: 'pagos_proveedor_cuenta_fk',
      columns: [t.idCatProveedoresMarcasCuentas],
      foreignColumns: [catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas],
    }),
    foreignKey({
      name: 'pagos_proveedor_comprobante_fk',
      columns: [t.idArchivoComprobante],
      foreignColumns: [archivos.id],
    }),
    index('facturas_proveedores_pago_enc_fecha_idx').on(t.fechaPago),
    check('facturas_proveedores_pago_enc_estatus', sql`${t.estatus} in ('PP', 'P')`),
    check('facturas_proveedores_pago_enc_importe', sql`${t.importe} = ${t.totalFacturas} - ${t.totalNotas}`),
  ],
);

/** A supplier's invoice (statuses tipo 'F': S, ER, PP, P), optionally of an order. */
export const facturasProveedores = pgTable(
  'facturas_proveedores',
  {
    idFacturasProveedores: serial('id_facturas_proveedores').primaryKey(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    folioFactura: integer('folio_factura').notNull(),
    serie: text('serie').notNull().default(''),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    fechaSubida: timestamp('fecha_subida', { withTimezone: true }).notNull(),
    fechaFactura: date('fecha_factura', { mode: 'string' }).notNull(),
    estatus: text('estatus').notNull(),
    idPedidoProveedorEnc: integer('id_pedido_proveedor_enc'),
    idFacturasProveedoresPagoEnc: integer('id_facturas_proveedores_pago_enc'),
    /**
     * The branch the invoice was issued to (its order's when it has one): its state is the 'estado'
     * that payment management groups by (S33: one supplier and one state per payment).
     */
    codSucursal: integer('cod_sucursal'),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'facturas_proveedores_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    foreignKey({
      name: 'facturas_proveedores_det_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    foreignKey({
      name: 'facturas_proveedores_pedido_fk',
      columns: [t.idPedidoProveedorEnc],
      foreignColumns: [pedidosProveedorEnc.idPedidoProveedorEnc],
    }),
    foreignKey({
      name: 'facturas_proveedores_pago_fk',
      columns: [t.idFacturasProveedoresPagoEnc],
      foreignColumns: [facturasProveedoresPagoEnc.idFacturasProveedoresPagoEnc],
    }),
    uniqueIndex('facturas_proveedores_folio_uq').on(t.idCatProveedoresMarcasDet, t.serie, t.folioFactura),
    index('facturas_proveedores_subida_idx').on(t.fechaSubida),
    index('facturas_proveedores_factura_idx').on(t.fechaFactura),
    index('facturas_proveedores_estatus_idx').on(t.estatus),
    index('facturas_proveedores_pago_idx').on(t.idFacturasProveedoresPagoEnc),
    check('facturas_proveedores_importe', sql`${t.importe} > 0`),
  ],
);

/** A supplier's credit note (statuses tipo 'N': A, N, PP, P). */
export const facturasProveedoresNotaCredito = pgTable(
  'facturas_proveedores_nota_credito',
  {
    idFacturasProveedoresNotaCredito: serial('id_facturas_proveedores_nota_credito').primaryKey(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    folio: integer('folio').notNull(),
    serie: text('serie').notNull().default(''),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    fechaCarga: timestamp('fecha_carga', { withTimezone: true }).notNull(),
    fechaNota: date('fecha_nota', { mode: 'string' }).notNull(),
    estatus: text('estatus').notNull(),
    idFacturasProveedoresPagoEnc: integer('id_facturas_proveedores_pago_enc'),
    /** The branch the note was issued to: its state is the note's 'estado' in payment management (S33). */
    codSucursal: integer('cod_sucursal'),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'notas_credito_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    foreignKey({
      name: 'notas_credito_det_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    foreignKey({
      name: 'notas_credito_pago_fk',
      columns: [t.idFacturasProveedoresPagoEnc],
      foreignColumns: [facturasProveedoresPagoEnc.idFacturasProveedoresPagoEnc],
    }),
    uniqueIndex('facturas_proveedores_nota_credito_folio_uq').on(
      t.idCatProveedoresMarcasDet,
      t.serie,
      t.folio,
    ),
    index('facturas_proveedores_nota_credito_estatus_idx').on(t.estatus),
    index('facturas_proveedores_nota_credito_pago_idx').on(t.idFacturasProveedoresPagoEnc),
    check('facturas_proveedores_nota_credito_importe', sql`${t.importe} > 0`),
  ],
);
