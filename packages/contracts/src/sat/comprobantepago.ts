import { z } from 'zod';
import { decimal, entero, enteroTexto, fecha, MONTO_MAX, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  FACTURAS_POR_COMPROBANTE_MAX,
  comprobantePagoMessages as m,
  TIMBRAR_A_LA_VEZ_MAX,
} from './comprobantepago-reglas.ts';

export * from './comprobantepago-reglas.ts';

/** S36 'Payment receipt generation' (002 §2). */
export const COMPROBANTE_PAGO_URL = '/baranetos/sat/comprobantepago';

const dia = fecha(m.fechaInvalida);
const idPago = enteroTexto({ min: 1, mensaje: m.comprobanteInvalido });

/**
 * An invoice with a balance (002 §3 'receipt-invoice rows': folio, serie, nombreCliente, rfcCliente,
 * importe, fechaFactura, seleccionado; selection items also carry codCliente). `importe` is the
 * invoice's total, `saldo` what is still owed, `numParcialidad` the number the next payment gets.
 */
export const facturaPorPagarSchema = z.object({
  idFacturaCredito: entero(),
  codCliente: entero(),
  folio: entero(),
  serie: z.string(),
  uuid: z.string(),
  nombreCliente: z.string(),
  rfcCliente: z.string(),
  importe: z.number(),
  saldo: z.number(),
  numParcialidad: entero(),
  /** YYYY-MM-DD. */
  fechaFactura: z.string(),
  seleccionado: z.boolean(),
});
export type FacturaPorPagar = z.infer<typeof facturaPorPagarSchema>;

/** 002 §7 'obtener-comprobantepago' body: fi and ff (invoice dates, both included; swapped when reversed). */
export const rangoFechasBody = z.object({ fi: dia, ff: dia });

export const obtenerComprobantePago = endpoint({
  method: 'POST',
  path: '/comprobantepago/obtener-comprobantepago',
  body: rangoFechasBody,
  data: z.array(facturaPorPagarSchema),
  summary: 'Facturas de clientes de crédito con saldo, por rango de fecha de factura',
});

/**
 * One invoice of the save's list (002 §7 'list of invoices'): which one and how much of it is paid
 * (its whole balance when `importePagado` is left out). Rows sent with seleccionado false are skipped;
 * the other fields of the list's rows may come back as they were read (they are ignored).
 */
export const facturaPagoSchema = z.object({
  idFacturaCredito: entero({ min: 1, mensaje: m.facturaInvalida }),
  importePagado: decimal({ min: 0, max: MONTO_MAX, mensaje: m.importeNoValido }).optional(),
  seleccionado: z.boolean().optional(),
});
export type FacturaPago = z.input<typeof facturaPagoSchema>;

/** 002 §7 'guardar-facturapago/{a}/{b}/{c}/': client code, payment method (c_FormaPago), date. */
export const guardarFacturaPago = endpoint({
  method: 'POST',
  path: '/comprobantepago/guardar-facturapago/:codCliente/:formaPago/:fechaPago',
  params: z.object({
    codCliente: enteroTexto({ min: 1, mensaje: m.clienteInvalido }),
    formaPago: z
      .string()
      .max(2, m.formaPagoInvalida)
      .regex(/^\d{2}$/, m.formaPagoInvalida),
    fechaPago: dia,
  }),
  body: z.array(facturaPagoSchema).max(FACTURAS_POR_COMPROBANTE_MAX, m.demasiadas),
  data: z.array(
    z.object({ idPago: entero(), seriePago: z.string(), folioPago: entero(), montoPago: z.number() }),
  ),
  summary: 'Guarda el comprobante de pago (sin timbrar) de las facturas de un cliente',
});

/** What a stamping answered (002 §7 'response valor'). `mensaje` is the PAC's when it refused. */
export const resultadoTimbradoSchema = z.object({
  idPago: entero(),
  valor: z.boolean(),
  uuid: z.string(),
  mensaje: z.string(),
  yaTimbrado: z.boolean(),
  modoPrueba: z.boolean(),
});
export type ResultadoTimbradoPago = z.infer<typeof resultadoTimbradoSchema>;

export const timbrarPago = endpoint({
  method: 'GET',
  path: '/comprobantepago/timbrar-pago/:idPago',
  params: z.object({ idPago }),
  data: resultadoTimbradoSchema,
  summary: 'Sella y timbra el comprobante de pago; uno ya timbrado responde su UUID',
});

/** 002 §7: the stamped receipt's PDF, base64. */
export const generarPdfPago = endpoint({
  method: 'POST',
  path: '/comprobantepago/generar-pdf/:idPago',
  params: z.object({ idPago }),
  data: z.string(),
  summary: 'PDF (base64) de un comprobante de pago timbrado',
});

/** 002 §3 'Payment receipt (pending list)'; `iDFacturaPagosEnc` and `idPago` are both the receipt's id. */
export const comprobanteListaSchema = z.object({
  iDFacturaPagosEnc: entero(),
  idPago: entero(),
  folioPago: entero(),
  seriePago: z.string(),
  codCliente: entero(),
  nomCliente: z.string(),
  rfcCliente: z.string(),
  montoPago: z.number(),
  /** The instant it was saved (ISO). */
  fechaEmision: z.string(),
  /** YYYY-MM-DD. */
  fechaPago: z.string(),
  formaPago: z.string(),
  timbrado: z.boolean(),
  uuid: z.string(),
  /** The PAC's last message (why it was not stamped), '' when none. */
  mensajePac: z.string(),
  modoPrueba: z.boolean(),
});
export type ComprobanteLista = z.infer<typeof comprobanteListaSchema>;

/**
 * 002 §7 'pendiente-timbrar' (fi, ff, seriePago): the receipts issued in the range (swapped when
 * reversed) of the series ('' every series); `soloPendientes` keeps only the unstamped ones.
 */
export const pendienteTimbrarBody = z.object({
  fi: dia,
  ff: dia,
  seriePago: texto(10, m.serieInvalida).default(''),
  soloPendientes: z.boolean().default(false),
});
export type PendienteTimbrar = z.input<typeof pendienteTimbrarBody>;

export const pendienteTimbrar = endpoint({
  method: 'POST',
  path: '/comprobantepago/pendiente-timbrar',
  body: pendienteTimbrarBody,
  data: z.array(comprobanteListaSchema),
  summary: 'Comprobantes de pago emitidos en un rango de fechas, por serie',
});

/** 002 §7 'guardar-cfdpagos' (shape not shown): stamps the listed unstamped receipts, one by one. */
export const guardarCfdPagos = endpoint({
  method: 'POST',
  path: '/comprobantepago/guardar-cfdpagos',
  body: z
    .array(
      // The pending list's rows as read (their other fields are ignored).
      z.object({ idPago: entero({ min: 1, mensaje: m.comprobanteInvalido }) }),
    )
    .min(1, m.sinSeleccionPendientes)
    .max(TIMBRAR_A_LA_VEZ_MAX, m.demasiadosTimbrar),
  data: z.array(resultadoTimbradoSchema),
  summary: 'Timbra los comprobantes de pago pendientes indicados',
});

export const obtenerXmlPago = endpoint({
  method: 'GET',
  path: '/comprobantepago/obtener-xmlpago/:idPago',
  params: z.object({ idPago }),
  data: z.object({ base64XML: z.string(), archivoXML: z.string() }),
  summary: 'XML timbrado de un comprobante de pago',
});

export const obtenerSeriePago = endpoint({
  method: 'POST',
  path: '/comprobantepago/obtener-seriepago',
  data: z.array(z.object({ seriePago: z.string(), descripcion: z.string() })),
  summary: 'Series de los comprobantes de pago',
});

/** The project's: whether stamping is in test mode (no fiscal value), for both screens' label. */
export const configuracionPago = endpoint({
  method: 'GET',
  path: '/comprobantepago/configuracion',
  data: z.object({ modoPrueba: z.boolean(), pac: z.string(), seriePago: z.string() }),
  summary: 'Modo de timbrado (prueba o PAC real) y serie de los comprobantes de pago',
});

/** S36 (002 §2): Baranetos › SAT. */
export const comprobantePagoPantalla = pantalla({
  access: 'menu',
  id: 1600,
  parent: 21,
  name: 'Comprobante de pago',
  icon: 'FileDoneOutlined',
  url: COMPROBANTE_PAGO_URL,
  title: 'Comprobante de pago',
  order: 1,
  empresa: 2,
  // A receipt: its save and each stamping attempt, audited under its idPago.
  historial: { tablas: ['comprobantes_pago'] },
});
