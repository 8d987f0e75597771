import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { catArticulos, catProveedoresMarcasDet } from './articulos.ts';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/**
 * Supplier documents of 002: the payment contacts and bank accounts of each brand's supplier
 * (a catProveedoresMarcasDet row; S29 keeps them) and the supplier orders (S31, ticket S32); the
 * invoices, credit notes and payments (S30, S33–S34) are in proveedores-facturas.ts.
 * Reference data (areas, banks, statuses) lives in the owning screens' datos.sql.
 */

/** Departments of a supplier's contacts (Cuentas por pagar, Ventas…). */
export const catProveedoresMarcasAreas = pgTable('cat_proveedores_marcas_areas', {
  idCatProveedoresMarcasAreas: integer('id_cat_proveedores_marcas_areas').primaryKey(),
  area: text('area').notNull(),
});

export const catProveedoresMarcasDetContacto = pgTable(
  'cat_proveedores_marcas_det_contacto',
  {
    idCatProveedoresMarcasDetContacto: serial('id_cat_proveedores_marcas_det_contacto').primaryKey(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    idCatProveedoresMarcasAreas: integer('id_cat_proveedores_marcas_areas').notNull(),
    cargoDeArea: text('cargo_de_area').notNull(),
    nombreContacto: text('nombre_contacto').notNull(),
    correo: text('correo').notNull(),
    /** 10 digits. */
    telefono: text('telefono').notNull(),
    /** The contact receives the payment notice (S34). */
    confirmarPagoCorreo: boolean('confirmar_pago_correo').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'contactos_det_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    foreignKey({
      name: 'contactos_area_fk',
      columns: [t.idCatProveedoresMarcasAreas],
      foreignColumns: [catProveedoresMarcasAreas.idCatProveedoresMarcasAreas],
    }),
    index('cat_proveedores_marcas_det_contacto_det_idx').on(t.idCatProveedoresMarcasDet),
  ],
);

/** Banks (SAT's bank keys: 002 BANAMEX…). */
export const catBancos = pgTable('cat_bancos', {
  codigo: integer('codigo').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

export const catProveedoresMarcasCuentas = pgTable(
  'cat_proveedores_marcas_cuentas',
  {
    idCatProveedoresMarcasCuentas: serial('id_cat_proveedores_marcas_cuentas').primaryKey(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    banco: integer('banco').notNull(),
    cuenta: text('cuenta').notNull(),
    nombreCuenta: text('nombre_cuenta').notNull(),
    cuentaPrincipal: boolean('cuenta_principal').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'cuentas_det_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    foreignKey({ name: 'cuentas_banco_fk', columns: [t.banco], foreignColumns: [catBancos.codigo] }),
    index('cat_proveedores_marcas_cuentas_det_idx').on(t.idCatProveedoresMarcasDet),
    // One principal account per brand supplier.
    uniqueIndex('cat_proveedores_marcas_cuentas_principal_uq')
      .on(t.idCatProveedoresMarcasDet)
      .where(sql`${t.cuentaPrincipal}`),
  ],
);

/**
 * Statuses of invoices, credit notes and orders, with the screen's label. `tipo` F invoice, N credit
 * note, P order (the same code may mean different things per kind: ER, P).
 */
export const proveedoresDocumentosEstatus = pgTable(
  'proveedores_documentos_estatus',
  {
    tipo: text('tipo').notNull(),
    estatus: text('estatus').notNull(),
    descripcion: text('descripcion').notNull(),
    orden: smallint('orden').notNull().default(0),
    /** Counted in the 'Relevantes' (RL) filter. */
    relevante: boolean('relevante').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.estatus] }),
    check('proveedores_documentos_estatus_tipo', sql`${t.tipo} in ('F', 'N', 'P')`),
  ],
);

/** A supplier order of a branch for one brand's supplier. */
export const pedidosProveedorEnc = pgTable(
  'pedidos_proveedor_enc',
  {
    idPedidoProveedorEnc: serial('id_pedido_proveedor_enc').primaryKey(),
    folioPedidoProveedor: integer('folio_pedido_proveedor').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
    idCatProveedoresMarcasDet: integer('id_cat_proveedores_marcas_det').notNull(),
    fechaPedido: timestamp('fecha_pedido', { withTimezone: true }).notNull(),
    /** RE, ER, S, P (proveedoresDocumentosEstatus tipo 'P'). */
    estatus: text('estatus').notNull(),
    /** Who placed it at the branch (the ticket's 'cajero'). */
    cajero: text('cajero').notNull().default(''),
    /** Its public ticket page's id (S32 ?id=): random, so no one can walk orders by counting. */
    ticket: uuid('ticket').notNull().defaultRandom(),
    ...auditColumns,
  },
  (t) => [
    foreignKey({
      name: 'pedidos_proveedor_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    foreignKey({
      name: 'pedidos_proveedor_det_marca_fk',
      columns: [t.idCatProveedoresMarcasDet],
      foreignColumns: [catProveedoresMarcasDet.idCatProveedoresMarcasDet],
    }),
    uniqueIndex('pedidos_proveedor_enc_folio_uq').on(t.folioPedidoProveedor),
    uniqueIndex('pedidos_proveedor_enc_ticket_uq').on(t.ticket),
    index('pedidos_proveedor_enc_fecha_idx').on(t.fechaPedido),
  ],
);

export const pedidosProveedorDet = pgTable(
  'pedidos_proveedor_det',
  {
    idPedidoProveedorDet: serial('id_pedido_proveedor_det').primaryKey(),
    idPedidoProveedorEnc: integer('id_pedido_proveedor_enc').notNull(),
    codArticulo: integer('cod_articulo').notNull(),
    cantidad: integer('cantidad').notNull(),
    costo: numeric('costo', { precision: 14, scale: 4 }).notNull(),
    /** Rates of the line: 0.16 or 0 for VAT, 0–1 for IEPS. */
    tasaIva: numeric('tasa_iva', { precision: 5, scale: 4 }).notNull().default('0.16'),
    tasaIeps: numeric('tasa_ieps', { precision: 5, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    foreignKey({
      name: 'pedidos_proveedor_det_enc_fk',
      columns: [t.idPedidoProveedorEnc],
      foreignColumns: [pedidosProveedorEnc.idPedidoProveedorEnc],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pedidos_proveedor_det_articulo_fk',
      columns: [t.codArticulo],
      foreignColumns: [catArticulos.codArticuloFarmasi],
    }),
    index('pedidos_proveedor_det_enc_idx').on(t.idPedidoProveedorEnc),
    check('pedidos_proveedor_det_cantidad', sql`${t.cantidad} > 0 and ${t.costo} >= 0`),
  ],
);
