import { z } from 'zod';
import { entero, fecha } from '../../campos.ts';
import { ESTATUS_PAGO, gestionPagoMessages as m } from './textos.ts';

/** A document id sent in a list: 1..int4. */
const idDocumento = entero({ min: 1, mensaje: m.idInvalido });

/**
 * 002 §3 'Supplier invoice to pay', plus the brand supplier it is paid to (idCatProveedoresMarcasDet:
 * a payment, its bank accounts and its contacts are the brand supplier's) and the order's folio.
 * `diasCredito` is the days left until `vencimiento` (invoice date + the brand supplier's days of
 * credit; 0 or less: due). `estado` is the state of the branch it was issued to ('' when unknown).
 */
export const facturaAPagarSchema = z.object({
  idFacturasProveedores: entero(),
  folioFactura: entero(),
  serie: z.string(),
  importe: z.number(),
  marca: z.string(),
  proveedor: z.string(),
  codProveedor: entero(),
  idCatProveedoresMarcasDet: entero(),
  estado: z.string(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
  /** ISO instant. */
  fechaSubida: z.string(),
  /** YYYY-MM-DD. */
  fechaFactura: z.string(),
  diasCredito: entero(),
  /** YYYY-MM-DD. */
  vencimiento: z.string(),
  /** The linked order (0: none). */
  sIdPedidoProveedorEnc: entero(),
  folioPedido: entero(),
  /** Bank accounts of the brand supplier. */
  totalCuentas: entero(),
  check: z.boolean(),
});
export type FacturaAPagar = z.infer<typeof facturaAPagarSchema>;

/** 002 §3 'Credit note' (plus the brand supplier and its number of bank accounts). */
export const notaCreditoSchema = z.object({
  idFacturasProveedoresNotaCredito: entero(),
  folio: entero(),
  serie: z.string(),
  importe: z.number(),
  marca: z.string(),
  proveedor: z.string(),
  codProveedor: entero(),
  idCatProveedoresMarcasDet: entero(),
  estado: z.string(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
  /** ISO instant. */
  fechaCarga: z.string(),
  /** YYYY-MM-DD. */
  fechaNota: z.string(),
  totalCuentas: entero(),
  check: z.boolean(),
});
export type NotaCredito = z.infer<typeof notaCreditoSchema>;

export const documentosAPagarSchema = z.object({
  facturasAPagar: z.array(facturaAPagarSchema),
  notasCredito: z.array(notaCreditoSchema),
});
export type DocumentosAPagar = z.infer<typeof documentosAPagarSchema>;

/** 002 §7 mark in process: Usuario (taken from the session), the invoices and the notes. */
export const procesoPagoBody = z.object({
  usuario: z.unknown().optional(),
  idFacturasProveedores: z.array(idDocumento).min(1, m.sinFacturas).max(2000),
  idFacturasProveedoresNotaCredito: z.array(idDocumento).max(2000).default([]),
});
export type ProcesoPago = z.input<typeof procesoPagoBody>;

export const procesoPagoData = z.object({
  idFacturasProveedoresPagoEnc: entero(),
  facturas: entero(),
  notas: entero(),
  importe: z.number(),
});

/** 002 §7 payments query: Estatus (PP or P), FechaInicio, FechaFin (payment date, YYYY-MM-DD). */
export const pagosBody = z.object({
  estatus: z.enum([ESTATUS_PAGO.enProceso, ESTATUS_PAGO.pagado], { error: m.estatusInvalido }),
  fechaInicio: fecha(m.fechaInvalida),
  fechaFin: fecha(m.fechaInvalida),
});
export type PagosFiltro = z.infer<typeof pagosBody>;

/** 002 §3 'Payment in process'. fechaNotificacion: ISO instant, or 1900-01-01 when not sent. */
export const pagoSchema = z.object({
  idFacturasProveedoresPagoEnc: entero(),
  idCatProveedoresMarcasDet: entero(),
  fechaPago: z.string(),
  marca: z.string(),
  proveedor: z.string(),
  importe: z.number(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
  fechaNotificacion: z.string(),
});
export type Pago = z.infer<typeof pagoSchema>;

/** 002 §3 'Payment detail': each invoice row carries the payment's bank and e-mail as the spec lists. */
export const facturaDePagoSchema = z.object({
  idFacturasProveedores: entero(),
  fechaFactura: z.string(),
  folioFactura: entero(),
  serie: z.string(),
  importe: z.number(),
  cuentaBanco: z.string(),
  banco: z.string(),
  claveBanco: z.string(),
  correoAsignado: z.string(),
});
export const notaDePagoSchema = z.object({
  idFacturasProveedoresNotaCredito: entero(),
  fechaNota: z.string(),
  folio: entero(),
  serie: z.string(),
  importe: z.number(),
});

export const detallePagoSchema = z.object({
  idFacturasProveedoresPagoEnc: entero(),
  idCatProveedoresMarcasDet: entero(),
  fechaPago: z.string(),
  marca: z.string(),
  proveedor: z.string(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
  fechaNotificacion: z.string(),
  /** The account paid to (P), else the principal or first account (0: none). */
  idCatProveedoresMarcasCuentas: entero(),
  banco: z.string(),
  claveBanco: z.string(),
  cuentaBanco: z.string(),
  nombreCuenta: z.string(),
  /** The payment contacts' e-mails, comma separated ('' when none). */
  correoAsignado: z.string(),
  facturasAPagar: z.array(facturaDePagoSchema),
  notasCredito: z.array(notaDePagoSchema),
  totalFacturas: z.number(),
  totalNotas: z.number(),
  totalPago: z.number(),
  /** The stored proof (P), '' when there is none. */
  archivoPdfBase64: z.string(),
  nombreArchivoPdf: z.string(),
});
export type DetallePago = z.infer<typeof detallePagoSchema>;

/** 002 §3 'Bank list items': codigo (the account's id), descripcion (bank, account, name). */
export const cuentaBancoSchema = z.object({
  codigo: entero(),
  descripcion: z.string(),
  principal: z.boolean(),
});
export type CuentaBanco = z.infer<typeof cuentaBancoSchema>;

/** The `json` field of the multipart confirmation (002 §7): the payment and the account paid to. */
export const comprobanteDatos = z.object({
  idFacturasProveedoresPagoEnc: idDocumento,
  idCatProveedoresMarcasCuentas: entero({ min: 0, mensaje: m.idInvalido }),
});
export type ComprobanteDatos = z.infer<typeof comprobanteDatos>;

export const comprobanteData = z.object({
  idFacturasProveedoresPagoEnc: entero(),
  estatus: z.string(),
  fechaNotificacion: z.string(),
  /** To whom the notice went. */
  correos: z.array(z.string()),
});

/** 002 §7 counter-receipt: the PDF in base64 and its file name. */
export const reciboData = z.object({ base64PDF: z.string(), archivoPDF: z.string() });

/** Amounts in cents (what is totalled in the browser never meets binary floating point). */
export const centavos = (importe: number) => Math.round(importe * 100);
export const sumaCentavos = (importes: readonly number[]) => importes.reduce((s, i) => s + centavos(i), 0);

/** 002 §5: the selected notes may not total more than the selected invoices. */
export const notasExceden = (facturas: readonly number[], notas: readonly number[]) =>
  sumaCentavos(notas) > sumaCentavos(facturas);

/** A document's supplier as the messages name it: the brand supplier (payments are per brand supplier). */
export const proveedorDeMarca = (d: { proveedor: string; marca: string }) => `${d.proveedor} (${d.marca})`;

/** A document's state as shown and named ('' when its branch is unknown). */
export const estadoTexto = (estado: string) => estado || 'Sin estado';
