import { z } from 'zod';
import { entero, enteroTexto, fecha, id } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S51 'Facturas' (003 §2.11 Invoices report). */
export const FACTURAS_REPORTE_URL = '/{product}/reportes/facturas';

/** 003 §9 page size of the invoices report. */
export const FACTURAS_POR_PAGINA = 20;
export const FACTURAS_POR_PAGINA_MAX = 200;
/** 003 §5/§9: a row is shown when |diferencia| exceeds this (0.01 itself is not shown). */
export const TOLERANCIA_FILA = 0.01;
/** 003 §5/§9: the detail link and the red highlight when |diferencia| exceeds this (0.1 itself is not red). */
export const TOLERANCIA_DETALLE = 0.1;
/** codSucursal 0: every branch of the pharmacy line. */
export const TODAS_LAS_SUCURSALES = 0;
/** The widest range one query may cover (the project's; the spec gives none). */
export const RANGO_MAX_DIAS = 366;
/** 003 §9: 'The invoice export is a CSV named for sales by cut-off' (+ _yyyymmdd_hhmmss.csv). */
export const EXPORTAR_PREFIJO = 'VentasPorCorte';

export const facturasReporteMessages = {
  /** 003 §5 and §8. */
  sinDatos: 'No existen datos para esta consulta.',
  fechasRequeridas: 'Seleccione la fecha inicial y la fecha final.',
  fechaInvalida: 'La fecha no es válida.',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
  rangoMaximo: 'El rango de fechas no puede ser mayor a un año.',
  sucursalInvalida: 'La sucursal no es válida.',
  facturaInvalida: 'La factura no es válida.',
  facturaNoExiste: 'La factura no existe.',
} as const;
const m = facturasReporteMessages;

/** Days from `desde` to `hasta` (YYYY-MM-DD), both counted. */
const diasDelRango = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The checks before a search, in order: both dates, the start not after the end, at most a year.
 * Dates as YYYY-MM-DD ('' when empty). The web runs it before asking; the server again.
 */
export const fallaRangoFacturas = (f: {
  fechaInicio: string;
  fechaFin: string;
}): { campo: 'fechaInicio' | 'fechaFin'; mensaje: string } | null => {
  if (!f.fechaInicio) return { campo: 'fechaInicio', mensaje: m.fechasRequeridas };
  if (!f.fechaFin) return { campo: 'fechaFin', mensaje: m.fechasRequeridas };
  if (f.fechaInicio > f.fechaFin) return { campo: 'fechaInicio', mensaje: m.fechaInicialMayor };
  if (diasDelRango(f.fechaInicio, f.fechaFin) > RANGO_MAX_DIAS)
    return { campo: 'fechaFin', mensaje: m.rangoMaximo };
  return null;
};

/** An amount in whole cents, so that 0.1 and 0.01 compare exactly whatever the float. */
const centavos = (n: number) => Math.round(Math.abs(n) * 100);

/** 003 §5: the row is shown (the server keeps only these). */
export const muestraFila = (diferencia: number) => centavos(diferencia) > Math.round(TOLERANCIA_FILA * 100);
/** 003 §5: the detail link and the red highlight. */
export const requiereRevision = (diferencia: number) =>
  centavos(diferencia) > Math.round(TOLERANCIA_DETALLE * 100);

const dia = fecha(m.fechaInvalida);

/**
 * 003 §7 POST /reportes/facturas/: fechaInicio, fechaFin (days of the cut, both included),
 * codSucursal (0 every branch). Pagina and TamanoPagina are the project's paging (20 a page).
 */
export const consultaFacturasReporteBody = z.object({
  fechaInicio: dia,
  fechaFin: dia,
  codSucursal: id(m.sucursalInvalida).default(TODAS_LAS_SUCURSALES),
  pagina: entero({ min: 1, max: 1_000_000 }).default(1),
  tamanoPagina: entero({ min: 1, max: FACTURAS_POR_PAGINA_MAX }).default(FACTURAS_POR_PAGINA),
});
export type ConsultaFacturasReporte = z.input<typeof consultaFacturasReporteBody>;

/**
 * 003 §3 Invoice row: the cut (company = farmacia, branch, day) with its amounts, the invoice that
 * covers it, what of the cut the invoice should cover (importeCorte), the difference and the credit
 * notes issued against the invoice. fecha a day; fechaTimbrado an instant (1900-01-01 when unknown).
 */
export const facturaCorteSchema = z.object({
  farmacia: z.string(),
  idCatEmpresa: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  corte: entero(),
  fecha: z.string(),
  exento: z.number(),
  gravado: z.number(),
  iVA: z.number(),
  iEPS: z.number(),
  total: z.number(),
  idFactura: entero(),
  folio: z.string(),
  clienteFactura: z.string(),
  importeCorte: z.number(),
  importeFactura: z.number(),
  diferencia: z.number(),
  fechaTimbrado: z.string(),
  importeNC: z.number(),
});
export type FacturaCorte = z.infer<typeof facturaCorteSchema>;

export const consultaFacturasReporte = endpoint({
  method: 'POST',
  path: '/reportes/facturas',
  body: consultaFacturasReporteBody,
  data: z.object({ facturas: z.array(facturaCorteSchema), totalRegistros: entero() }),
  summary: 'Facturas cuyo importe difiere del corte que cubren en más de 0.01 (paginado)',
});

/** 003 §3 Invoice detail, factura list: the invoices of the cut, the one asked for first. */
export const facturaDetalleSchema = z.object({
  idFactura: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  folio: z.string(),
  /** The receiver's RFC. */
  codCliente: z.string(),
  cliente: z.string(),
  fechaFactura: z.string(),
  estatus: z.string(),
  formaPago: z.string(),
  importeFactura: z.number(),
});
export type FacturaDetalle = z.infer<typeof facturaDetalleSchema>;

/** 003 §3 Invoice detail, tickets list: the tickets the invoice covers and those of its cut in none. */
export const ticketDetalleSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  ticket: z.string(),
  /** The instant of the sale. */
  fecha: z.string(),
  noCorte: entero(),
  venta: z.number(),
  /** The folio of the invoice that covers the ticket; '' when none does. */
  folioFactura: z.string(),
});
export type TicketDetalle = z.infer<typeof ticketDetalleSchema>;

export const detalleFacturaSchema = z.object({
  factura: z.array(facturaDetalleSchema),
  tickets: z.array(ticketDetalleSchema),
  /** The cut's tickets invoiced to named customers, taken out of the global invoice. */
  descontadoGlobal: z.number(),
  /** The cut's sale (its total). */
  venta: z.number(),
});
export type DetalleFactura = z.infer<typeof detalleFacturaSchema>;

export const detalleFacturaReporte = endpoint({
  method: 'GET',
  path: '/reportes/facturas-detalle/:idFactura',
  params: z.object({ idFactura: enteroTexto({ min: 1, mensaje: m.facturaInvalida }) }),
  data: detalleFacturaSchema,
  summary:
    'Detalle de una factura del reporte: facturas y tickets de su corte, descontado de la global y venta',
});

/** S51 (003 §2.11): Farmacias › Reportes. */
export const facturasReportePantalla = pantalla({
  access: 'menu',
  id: 1720,
  parent: 14,
  name: 'Facturas',
  icon: 'FileDoneOutlined',
  url: FACTURAS_REPORTE_URL,
  title: 'Facturas',
  order: 2,
  empresa: 1,
});
