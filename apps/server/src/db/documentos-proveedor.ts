import { type SQL, sql } from 'drizzle-orm';

/**
 * Queries over the supplier documents' shared tables (db/schema/proveedores.ts) that several screens
 * read alike: the status filter of the lists, the statuses of a kind, an order's totals.
 */
/**
 * The status filter of the supplier document lists (S30 invoices 'F', S31 orders 'P'; 002 §4):
 * 'RL' the statuses marked relevant, '' every one, otherwise that status (an unknown one finds nothing).
 */
export const filtroEstatusDocumento = (columna: SQL, tipo: 'F' | 'N' | 'P', estatus: string): SQL =>
  estatus === ''
    ? sql`true`
    : estatus === 'RL'
      ? sql`${columna} in (select estatus from proveedores_documentos_estatus
                             where tipo = ${tipo} and relevante)`
      : sql`${columna} = ${estatus}`;

/** A kind's statuses with their labels, in their order (Facturas/ObtenerEstatus, proveedoresPedido/ObtenerEstatus). */
export const estatusDeDocumentos = (tipo: 'F' | 'N' | 'P') =>
  sql`select estatus, descripcion from proveedores_documentos_estatus where tipo = ${tipo}
       order by orden, f_orden_espanol(descripcion) collate "C", descripcion collate "C"`;

/**
 * The totals of the order `id` (an SQL expression naming the header's id), in numeric: pieces,
 * subtotal (Σ quantity × cost), IEPS (Σ amount × the line's IEPS rate), VAT (Σ (amount + its IEPS)
 * × the line's VAT rate: the IEPS is part of the VAT base, as Mexican law has it), each rounded to
 * cents, so that the total (their sum) always adds up on the ticket (S31 list, S32 ticket).
 */
export const totalesDePedido = (id: SQL) => sql`(
  select coalesce(sum(x.cantidad), 0)::int as piezas,
         round(coalesce(sum(x.cantidad * x.costo), 0), 2) as subtotal,
         round(coalesce(sum(x.cantidad * x.costo * (1 + x.tasa_ieps) * x.tasa_iva), 0), 2) as iva,
         round(coalesce(sum(x.cantidad * x.costo * x.tasa_ieps), 0), 2) as ieps
    from pedidos_proveedor_det x where x.id_pedido_proveedor_enc = ${id})`;
