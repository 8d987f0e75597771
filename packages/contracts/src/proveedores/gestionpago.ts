import { z } from 'zod';
import { enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  comprobanteData,
  cuentaBancoSchema,
  detallePagoSchema,
  documentosAPagarSchema,
  pagoSchema,
  pagosBody,
  procesoPagoBody,
  procesoPagoData,
  reciboData,
} from './gestionpago/esquemas.ts';
import { gestionPagoMessages as m } from './gestionpago/textos.ts';

/**
 * S33–S34 'Gestión de pago' (002 §2 Payment management): step 1 selects invoices and credit notes
 * of one supplier and state and marks them in process (PP); step 2 ('Comprobante de pago') confirms
 * a payment, notifies the supplier by e-mail and prints its counter-receipt. Paths and methods are
 * 002 §7's 'defined for the payment area', mapped by function as the spec lists them.
 */
export const GESTION_PAGO_URL = '/{product}/catalogos/proveedores/gestionpago';

const F = '/Facturas';
const id = enteroTexto({ min: 1, mensaje: m.idInvalido });

/** Invoices and notes query (no payload): facturasAPagar and notasCredito. */
export const documentosAPagar = endpoint({
  method: 'GET',
  path: `${F}/ProveedoresFacturasNotasCon`,
  data: documentosAPagarSchema,
  summary: 'Facturas (S y ER) y notas de crédito (N) por pagar, con su proveedor, estado y cuentas',
});

/** Mark in process: body Usuario, IdFacturasProveedores list, IdFacturasProveedoresNotaCredito list. */
export const procesoPago = endpoint({
  method: 'POST',
  path: `${F}/ProveedoresFacturasProcesoPago`,
  body: procesoPagoBody,
  data: procesoPagoData,
  summary: 'Marca en proceso de pago (PP) las facturas ER y notas N y crea el pago, una sola vez',
});

/** Payments query: body Estatus, FechaInicio, FechaFin. */
export const pagosEnProceso = endpoint({
  method: 'POST',
  path: `${F}/ProveedoresFacturasProcesoPagoCon`,
  body: pagosBody,
  data: z.array(pagoSchema),
  summary: 'Pagos en proceso (PP) o pagados (P) por fecha de pago',
});

/** Payment detail by payment id and brand-detail id. */
export const detallePago = endpoint({
  method: 'GET',
  path: `${F}/ProveedoresFacturasPagoDetalleCon/:idFacturasProveedoresPagoEnc/:idCatProveedoresMarcasDet`,
  params: z.object({ idFacturasProveedoresPagoEnc: id, idCatProveedoresMarcasDet: id }),
  data: detallePagoSchema,
  summary: 'Detalle de un pago: facturas, notas, totales, cuenta, correos y comprobante',
});

/** Banks by brand-detail id. */
export const cuentasBanco = endpoint({
  method: 'GET',
  path: `${F}/ProveedoresFacturasComboBanco/:idCatProveedoresMarcasDet`,
  params: z.object({ idCatProveedoresMarcasDet: id }),
  data: z.array(cuentaBancoSchema),
  summary: 'Cuentas bancarias del proveedor de la marca (la principal primero)',
});

/** Confirm payment: multipart, the PDF (optional) and json IdFacturasProveedoresPagoEnc, IdCatProveedoresMarcasCuentas. */
export const confirmarPago = endpoint({
  method: 'POST',
  path: `${F}/ProveedoresFacturasComprobante`,
  data: comprobanteData,
  summary: 'Marca pagado (P) un pago, guarda el comprobante y lo envía por correo al proveedor',
});

/** Counter-receipt by payment id: base64PDF and archivoPDF. */
export const generarRecibo = endpoint({
  method: 'GET',
  path: `${F}/ProveedoresFacturasGenerarRecibo/:idFacturasProveedoresPagoEnc`,
  params: z.object({ idFacturasProveedoresPagoEnc: id }),
  data: reciboData,
  summary: 'Contrarecibo del pago en PDF (base64)',
});

/** S33–S34 (002 §2): Farmacias › Catálogos › Proveedores. */
export const gestionPagoPantalla = pantalla({
  access: 'menu',
  id: 1507,
  parent: 70,
  name: 'Gestión de pago',
  icon: 'TransactionOutlined',
  url: GESTION_PAGO_URL,
  title: 'Gestión de pago',
  order: 8,
  empresa: 1,
  historial: { tablas: ['facturas_proveedores_pago_enc'] },
});
