import {
  detalleTicketProveedorPantalla,
  obtenerTicket,
  ticketMessages,
} from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import {
  consultaPedidos,
  obtenerEstatusPedidos,
  type Pedido,
  pedidosProveedorPantalla,
} from '@farmasi/contracts/proveedores/pedidosproveedor';
import { Rechazo } from '../../../platform/errors.ts';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
import { limites, porDireccion } from '../../../platform/limites.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { contarPedidos, estatusPedidos, listarPedidos, revisarRango } from './queries.ts';
import { ticketDePedido } from './ticket.ts';

/** Ticket look-ups one address may make per minute: a supplier opens a few, nobody needs thousands. */
export const TICKETS_POR_MINUTO = 120;

/**
 * Supplier orders (S31, 002 §7), granted by the screen's menu entry, and the order's public ticket
 * (S32), which anyone may open with the order's ticket token (platform/rutas-publicas.ts).
 */
export const registerPedidosProveedorRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(pedidosProveedorPantalla);

  addRoute(app, obtenerEstatusPedidos, permiso, async () => await estatusPedidos(db));

  addRoute(app, consultaPedidos, permiso, async ({ body }) => {
    revisarRango(body);
    const total = await contarPedidos(db, body);
    const pedidos = total
      ? await listarPedidos(db, body, body.tamanoPagina, (body.pagina - 1) * body.tamanoPagina)
      : [];
    return { pedidos, totalRegistros: total };
  });

  // 'Exportar a Excel': every filtered order, in the list's order and columns.
  addExportRoute<typeof consultaPedidos, Pedido>(app, consultaPedidos, permiso, {
    archivo: 'pedidos-proveedores',
    hoja: 'Pedidos',
    columnas: [
      { encabezado: 'Fecha', valor: (x) => x.fechaPedido, tipo: 'fechaHora', ancho: 20 },
      { encabezado: 'Folio', valor: (x) => x.folioPedidoProveedor, ancho: 12 },
      { encabezado: 'Sucursal', valor: (x) => x.sucursal, ancho: 28 },
      { encabezado: 'Importe', valor: (x) => x.importe, tipo: 'moneda', ancho: 16 },
      { encabezado: 'Marca', valor: (x) => x.marca, ancho: 22 },
      { encabezado: 'Proveedor', valor: (x) => x.proveedor, ancho: 40 },
      { encabezado: 'Estatus', valor: (x) => x.estatusDescripcion, ancho: 16 },
    ],
    filas: ({ body }) => {
      revisarRango(body);
      let leidas = 0;
      return porLotes(async (_ultima, limite) => {
        const lote = await listarPedidos(db, body, limite, leidas);
        leidas += lote.length;
        return lote;
      });
    },
  });

  const limitar = limites(app, 'ticket-proveedor', [
    { clave: porDireccion, max: TICKETS_POR_MINUTO, ventanaMs: 60_000 },
  ]);
  addRoute(app, obtenerTicket, 'publico', async ({ params, request }) => {
    await limitar(request);
    const ticket = await ticketDePedido(db, params.id);
    if (!ticket) throw new Rechazo(ticketMessages.noExiste);
    return ticket;
  });
};

export default modulo(
  registerPedidosProveedorRoutes,
  pedidosProveedorPantalla,
  detalleTicketProveedorPantalla,
);
