import {
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { auditColumns, barArticulos } from '../../../db/schema/index.ts';

/** Status catalogue of the wholesale orders (001 §3 Status list item); reference data in datos.sql. */
export const barPedidosEstatus = pgTable('bar_pedidos_estatus', {
  estatus: smallint('estatus').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** A wholesale order (001 §3 Order): the customer is the buying business's name, as ordered. */
export const barPedidosEnc = pgTable(
  'bar_pedidos_enc',
  {
    idPedidosEnc: serial('id_pedidos_enc').primaryKey(),
    folio: text('folio').notNull().unique('bar_pedidos_enc_folio_key'),
    nomCliente: text('nom_cliente').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    estatus: smallint('estatus')
      .notNull()
      .references(() => barPedidosEstatus.estatus),
    ...auditColumns,
  },
  (t) => [index('bar_pedidos_enc_fecha_idx').on(t.fecha, t.estatus)],
);

/** A line of an order (001 §3 Order detail): the description is kept as it was ordered. */
export const barPedidosDet = pgTable(
  'bar_pedidos_det',
  {
    idPedidosDet: serial('id_pedidos_det').primaryKey(),
    idPedidosEnc: integer('id_pedidos_enc').notNull(),
    codArticulo: integer('cod_articulo')
      .notNull()
      .references(() => barArticulos.codArticulo),
    descripcion: text('descripcion').notNull(),
    cantidad: integer('cantidad').notNull(),
  },
  (t) => [
    unique('bar_pedidos_det_articulo_key').on(t.idPedidosEnc, t.codArticulo),
    // Named: drizzle's generated name would pass PostgreSQL's 63 characters.
    foreignKey({
      name: 'bar_pedidos_det_enc_fk',
      columns: [t.idPedidosEnc],
      foreignColumns: [barPedidosEnc.idPedidosEnc],
    }).onDelete('cascade'),
  ],
);
