import { z } from 'zod';
import { entero, fecha, id } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  DOCUMENTOS_POR_PAGINA,
  DOCUMENTOS_POR_PAGINA_MAX,
  ESTATUS_RELEVANTES,
  estatusFiltro,
  estatusSchema,
  folioFiltro,
  documentosMessages as m,
} from './facturasenrevision.ts';

/** S31 'Pedidos' (002 §2 Supplier orders). */
export const PEDIDOS_PROVEEDOR_URL = '/{product}/catalogos/proveedores/pedidosproveedor';

/** 002 §4 order statuses: RE red, ER yellow, S blue, P green (antd Tag colours). */
export const COLOR_ESTATUS_PEDIDO: Record<string, string> = {
  RE: 'red',
  ER: 'gold',
  S: 'blue',
  P: 'green',
};

export const obtenerEstatusPedidos = endpoint({
  method: 'GET',
  path: '/proveedoresPedido/ObtenerEstatus',
  data: z.array(estatusSchema),
  summary: 'Estatus de los pedidos a proveedores, en su orden',
});

const dia = fecha(m.fechaInvalida);

/**
 * 002 §3 purchase-order query payload: FolioPedidoProveedor (0 none), CodSucursal and
 * IdCatProveedoresMarcasEnc (0 every one), FechaInicio and FechaFin (Mexico City days, both
 * included), Estatus (RL, '' or a status). Pagina and TamanoPagina are the project's paging.
 */
export const consultaPedidosBody = z.object({
  folioPedidoProveedor: folioFiltro.default(0),
  codSucursal: id(m.sucursalInvalida).default(0),
  idCatProveedoresMarcasEnc: id(m.marcaInvalida).default(0),
  fechaInicio: dia,
  fechaFin: dia,
  estatus: estatusFiltro.default(ESTATUS_RELEVANTES),
  pagina: entero({ min: 1, max: 1_000_000 }).default(1),
  tamanoPagina: entero({ min: 1, max: DOCUMENTOS_POR_PAGINA_MAX }).default(DOCUMENTOS_POR_PAGINA),
});
export type ConsultaPedidos = z.input<typeof consultaPedidosBody>;

/**
 * An order of the list (002 §3): fechaPedido an instant; importe the order's total (subtotal, VAT
 * and IEPS of its lines, in SQL numeric); ticket the unguessable id of its public ticket page.
 */
export const pedidoSchema = z.object({
  idPedidoProveedorEnc: entero(),
  ticket: z.string(),
  fechaPedido: z.string(),
  folioPedidoProveedor: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  importe: z.number(),
  idCatProveedoresMarcasEnc: entero(),
  marca: z.string(),
  proveedor: z.string(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
});
export type Pedido = z.infer<typeof pedidoSchema>;

export const consultaPedidos = endpoint({
  method: 'POST',
  path: '/proveedoresPedido/ProveedorPedidosCon',
  body: consultaPedidosBody,
  data: z.object({ pedidos: z.array(pedidoSchema), totalRegistros: entero() }),
  summary: 'Pedidos a proveedores por folio, sucursal, marca, estatus y rango de fechas (paginado)',
});

/** S31 (002 §2): Farmacias › Catálogos › Proveedores. */
export const pedidosProveedorPantalla = pantalla({
  access: 'menu',
  id: 1505,
  parent: 70,
  name: 'Pedidos de proveedores',
  icon: 'ShoppingCartOutlined',
  url: PEDIDOS_PROVEEDOR_URL,
  title: 'Pedidos',
  order: 7,
  empresa: 1,
});
