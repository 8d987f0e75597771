import type {
  PedidoTicketDet,
  PedidoTicketEnc,
} from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { totalesDePedido } from '../../../db/documentos-proveedor.ts';
import { instanteIso as iso, rowsOf } from '../../../platform/sql.ts';

interface FilaEnc extends PedidoTicketEnc {
  id: number;
}

/**
 * The public ticket of the order whose ticket token is `ticket` (S32): its header with the totals
 * computed in numeric from the lines' rates, and its lines (amount = quantity × cost, in numeric).
 * Undefined when no order has that token.
 */
export const ticketDePedido = async (db: Queryable, ticket: string) => {
  const [enc] = await rowsOf<FilaEnc>(
    db,
    sql`select p.id_pedido_proveedor_enc as id, p.folio_pedido_proveedor as "folioPedido",
               e.nombre as marca, pr.nombre as proveedor, s.sucursal, ${iso(sql`p.fecha_pedido`)} as fecha, p.cajero,
               t.piezas as "totalPiezas", t.subtotal::float8 as "subTotalPedido",
               t.iva::float8 as "iVATotalPedido", t.ieps::float8 as "iEpsTotalPedido",
               (t.subtotal + t.iva + t.ieps)::float8 as "totalPedido"
          from pedidos_proveedor_enc p
          join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = p.id_cat_proveedores_marcas_det
          join cat_proveedores_marcas_enc e on e.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
          join cat_proveedores pr on pr.cod_proveedor = d.cod_proveedor
          join cat_sucursales s on s.cod_sucursal = p.cod_sucursal
          cross join lateral ${totalesDePedido(sql`p.id_pedido_proveedor_enc`)} t
         where p.ticket = ${ticket}::uuid`,
  );
  if (!enc) return undefined;
  const lineas = await rowsOf<PedidoTicketDet>(
    db,
    sql`select x.cod_articulo as "codArticulo", a.descripcion_farmasi as descripcion, x.cantidad,
               x.costo::float8 as costo, round(x.cantidad * x.costo, 2)::float8 as importe
          from pedidos_proveedor_det x
          join cat_articulos a on a.cod_articulo_farmasi = x.cod_articulo
         where x.id_pedido_proveedor_enc = ${enc.id}
         order by x.id_pedido_proveedor_det`,
  );
  const { id: _id, ...pedidoTicketEnc } = enc;
  return { pedidoTicketEnc, pedidoTicketDet: lineas };
};
