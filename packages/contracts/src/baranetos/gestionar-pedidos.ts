import { z } from 'zod';
import { entero, fecha as fechaValida, INT2_MAX, idTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Wholesale order status (S21, 001 §2 Wholesale orders); also the menu url that grants its calls. */
export const GESTIONAR_PEDIDOS_URL = '/baranetos/almacen/gestionarpedidos';

/** 001 §2: the status filter's 'Todos'. */
export const TODOS_ESTATUS = 0;
/** Ours: the list opens on the last 30 days (today included, Mexico City). */
export const PEDIDOS_RANGO_DIAS = 30;
/** 001 §9: the order-status toast lasts 5 s. */
export const PEDIDOS_TOAST_SEGUNDOS = 5;
/** Ours: the longest folio (demo folios are 'PB-000123'). */
export const FOLIO_MAX = 20;
/** Ours: the most orders one search answers; a wider result asks for a shorter range. */
export const PEDIDOS_MAX = 5000;

/** Texts of the screen; the spec names none, so all are the project's. */
export const pedidosMessages = {
  fechasRequeridas: 'Seleccione la fecha inicial y la fecha final.',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
  estatusNoExiste: 'El estatus seleccionado no existe.',
  pedidoNoExiste: 'El pedido no existe.',
  folioNoExiste: 'No existe un pedido con el folio {folio}.',
  folioRequerido: 'Indique el folio del pedido.',
  sinEstatus: 'Seleccione el nuevo estatus del pedido.',
  mismoEstatus: 'El pedido {folio} ya tiene el estatus {estatus}.',
  deseaCambiar: '¿Desea cambiar el estatus del pedido {folio} a {estatus}?',
  estatusCambiado: 'Se cambió el estatus del pedido {folio} a {estatus}.',
  sinPedidos: 'No existen pedidos para los filtros seleccionados.',
  sinDetalle: 'El pedido no tiene artículos.',
  demasiados: `La búsqueda encontró más de ${PEDIDOS_MAX.toLocaleString('en-US')} pedidos: reduzca el rango de fechas o elija un estatus.`,
} as const;

const FECHA_NO_VALIDA = 'La fecha no es válida (AAAA-MM-DD).';
/** A real day of a plausible year: the day after 9999-12-31 cannot be computed (nor is it meant). */
const fecha = fechaValida(FECHA_NO_VALIDA).refine(
  (v) => v >= '1900-01-01' && v <= '2999-12-31',
  FECHA_NO_VALIDA,
);
/** bar_pedidos_enc.estatus and bar_pedidos_estatus.estatus are smallint. */
const estatus = entero({ min: 0, max: INT2_MAX, mensaje: 'El estatus no es válido.' });

/** A status of the catalogue (001 §3 Status list item). */
export const estatusPedidoSchema = z.object({ estatus: entero(), descripcion: z.string() });
export type EstatusPedido = z.infer<typeof estatusPedidoSchema>;

/** An order (001 §3 Order); fecha is an ISO instant, shown in Mexico City time. */
export const pedidoSchema = z.object({
  idPedidosEnc: entero(),
  folio: z.string(),
  nomCliente: z.string(),
  fecha: z.string(),
  estatus: entero(),
  estatusDescripcion: z.string(),
});
export type Pedido = z.infer<typeof pedidoSchema>;

/** A line of an order (001 §3 Order detail). */
export const pedidoDetalleSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  cantidad: entero(),
});
export type PedidoDetalle = z.infer<typeof pedidoDetalleSchema>;

export const consultarPedidosBody = z.object({
  fechaInicial: fecha,
  fechaFinal: fecha,
  estatus: estatus.default(TODOS_ESTATUS),
});
export type ConsultarPedidos = z.input<typeof consultarPedidosBody>;

export const cambiarEstatusBody = z.object({
  // Folios are stored in capitals: 'pb-000123' names the same order.
  folio: texto(FOLIO_MAX)
    .trim()
    .min(1, pedidosMessages.folioRequerido)
    .transform((f) => f.toUpperCase()),
  estatus: estatus.min(1, pedidosMessages.sinEstatus),
});
export type CambiarEstatus = z.infer<typeof cambiarEstatusBody>;

export const consultaEstatusPedidos = endpoint({
  method: 'GET',
  path: '/baranetos/almacen/consulta-estatus-pedidos',
  data: z.array(estatusPedidoSchema),
  summary: 'Catálogo de estatus de los pedidos de mayoreo',
});

export const consultarPedidos = endpoint({
  method: 'POST',
  path: '/baranetos/almacen/consultar/pedidos',
  body: consultarPedidosBody,
  data: z.array(pedidoSchema),
  summary:
    'Pedidos de mayoreo entre dos fechas (AAAA-MM-DD, hora de la Ciudad de México) y de un estatus (0: todos), del más reciente al más antiguo',
});

export const consultarDetallePedido = endpoint({
  method: 'GET',
  path: '/baranetos/almacen/consultar/pedidos/detalle/:idPedidosEnc',
  params: z.object({ idPedidosEnc: idTexto('El pedido no es válido.') }),
  data: z.array(pedidoDetalleSchema),
  summary: 'Artículos de un pedido de mayoreo',
});

export const cambiarEstatusPedido = endpoint({
  method: 'POST',
  path: '/baranetos/almacen/pedido/estatus',
  body: cambiarEstatusBody,
  data: pedidoSchema,
  summary: 'Cambia el estatus de un pedido por su folio; responde el pedido con su nuevo estatus',
});

/** The filters' checks, in order (dates present, then the start not after the end); null when valid. */
export const validarFiltrosPedidos = (f: {
  fechaInicial: string;
  fechaFinal: string;
}): { message: string; campo: 'fechaInicial' | 'fechaFinal' } | null => {
  if (!f.fechaInicial) return { message: pedidosMessages.fechasRequeridas, campo: 'fechaInicial' };
  if (!f.fechaFinal) return { message: pedidosMessages.fechasRequeridas, campo: 'fechaFinal' };
  if (f.fechaInicial > f.fechaFinal)
    return { message: pedidosMessages.fechaInicialMayor, campo: 'fechaInicial' };
  return null;
};

/** S21 (001 §2): menu id from this range (clientes y operaciones), under Baranetos › Almacén. */
export const gestionarPedidosPantalla = pantalla({
  access: 'menu',
  id: 1307,
  parent: 23,
  name: 'Gestionar pedidos',
  icon: 'InboxOutlined',
  url: GESTIONAR_PEDIDOS_URL,
  title: 'Pedidos Baranetos',
  order: 1,
  empresa: 2,
  historial: { tablas: ['bar_pedidos_enc'] },
});
