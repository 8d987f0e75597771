import { z } from 'zod';
import { entero } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/**
 * S32 'Ticket Proveedor' (002 §2 Supplier order ticket): a public page, opened with ?id=. The id is
 * the order's ticket token (a random UUID), not its number, so nobody can walk the orders by
 * counting (docs/decisions/proveedores.md).
 */
export const DETALLE_TICKET_PROVEEDOR_URL = '/{product}/catalogos/proveedores/detalleTicketProveedor';

/** 002 §9: the VAT label of the ticket. */
export const IVA_ETIQUETA = 'IVA 16%';

export const ticketMessages = {
  titulo: 'Ticket Proveedor',
  /** ours */
  idInvalido: 'El ticket solicitado no es válido.',
  /** ours */
  noExiste: 'El pedido solicitado no existe.',
} as const;

/** 002 §3 pedidoTicketEnc; totalPedido (= subtotal + VAT + IEPS, SQL numeric) is the project's. */
export const pedidoTicketEncSchema = z.object({
  folioPedido: entero(),
  marca: z.string(),
  proveedor: z.string(),
  sucursal: z.string(),
  /** The order's instant (ISO); shown DD/MMM/YYYY hh:mm A. */
  fecha: z.string(),
  cajero: z.string(),
  totalPiezas: entero(),
  subTotalPedido: z.number(),
  iVATotalPedido: z.number(),
  iEpsTotalPedido: z.number(),
  totalPedido: z.number(),
});
export type PedidoTicketEnc = z.infer<typeof pedidoTicketEncSchema>;

/** 002 §3 pedidoTicketDet: importe = cantidad × costo. */
export const pedidoTicketDetSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  cantidad: entero(),
  costo: z.number(),
  importe: z.number(),
});
export type PedidoTicketDet = z.infer<typeof pedidoTicketDetSchema>;

/** 002 §7 'Order ticket: GET by id' (path not given by the spec: ours). Public: no session. */
export const obtenerTicket = endpoint({
  method: 'GET',
  path: '/proveedoresPedido/ObtenerTicket/:id',
  params: z.object({ id: z.uuid({ error: ticketMessages.idInvalido }) }),
  data: z.object({
    pedidoTicketEnc: pedidoTicketEncSchema,
    pedidoTicketDet: z.array(pedidoTicketDetSchema),
  }),
  summary: 'Ticket público de un pedido a proveedor (encabezado, artículos y totales)',
});

/** S32: public (no session, no menu), like the sign-in page. */
export const detalleTicketProveedorPantalla = pantalla({
  access: 'publico',
  url: DETALLE_TICKET_PROVEEDOR_URL,
  title: ticketMessages.titulo,
});
