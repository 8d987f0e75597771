import { z } from 'zod';
import { entero, fecha, id, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S30 'Facturas en revisión' (002 §2 Invoices in review). */
export const FACTURAS_EN_REVISION_URL = '/{product}/catalogos/proveedores/facturasenrevision';

/** 002 §5/§9: the folio of the invoice and order filters, digits only, at most 9. */
export const FOLIO_MAX_DIGITOS = 9;
/** 002 §5: the brand filter takes at most 50 characters. */
export const MARCA_MAX = 50;
/** 002 §4 filter pseudo-values: RL the relevant statuses, '' every status. */
export const ESTATUS_RELEVANTES = 'RL';
export const ESTATUS_TODOS = '';
/** 002 §9: the lists' default period is the last month up to today. */
export const RANGO_MESES = 1;
/** Rows per page of the supplier document lists (paged on the server). */
export const DOCUMENTOS_POR_PAGINA = 50;
export const DOCUMENTOS_POR_PAGINA_MAX = 200;

/** 002 §2: which date De and A filter by. */
export const FECHA_CARGA = 1;
export const FECHA_FACTURA = 2;
export const tiposFecha = [
  { value: FECHA_CARGA, label: 'Fecha de carga' },
  { value: FECHA_FACTURA, label: 'Fecha de factura' },
] as const;

/** The status filter's fixed options, before the server's statuses (002 §2). */
export const estatusFijos = [
  { value: ESTATUS_RELEVANTES, label: 'Relevantes' },
  { value: ESTATUS_TODOS, label: 'Todos' },
] as const;

/** 002 §4 invoice statuses: S grey, P blue (payment notified), ER yellow, PP green (antd Tag colours). */
export const COLOR_ESTATUS_FACTURA: Record<string, string> = {
  S: 'default',
  P: 'blue',
  ER: 'gold',
  PP: 'green',
};

/** Texts of the supplier document lists (S30, S31); the spec gives none: all are the project's. */
export const documentosMessages = {
  folioInvalido: `El folio admite solo dígitos, como máximo ${FOLIO_MAX_DIGITOS}.`,
  marcaInvalida: 'La marca no es válida.',
  sucursalInvalida: 'La sucursal no es válida.',
  estatusInvalido: 'El estatus no es válido.',
  tipoFechaInvalido: 'El tipo de fecha debe ser 1 (Fecha de carga) o 2 (Fecha de factura).',
  fechasRequeridas: 'Seleccione las fechas De y A.',
  fechaInvalida: 'La fecha no es válida.',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
} as const;
const m = documentosMessages;

/**
 * The checks of the invoice and order filters before a search, in order: the folio (digits, at most
 * 9), both dates, De not after A. Dates as YYYY-MM-DD ('' when empty). The server checks again.
 */
export const fallaFiltrosDocumentos = (f: {
  folio: string;
  de: string;
  a: string;
}): { campo: 'folio' | 'de' | 'a'; mensaje: string } | null => {
  if (!new RegExp(`^\\d{0,${FOLIO_MAX_DIGITOS}}$`).test(f.folio))
    return { campo: 'folio', mensaje: m.folioInvalido };
  if (!f.de) return { campo: 'de', mensaje: m.fechasRequeridas };
  if (!f.a) return { campo: 'a', mensaje: m.fechasRequeridas };
  if (f.de > f.a) return { campo: 'de', mensaje: m.fechaInicialMayor };
  return null;
};

/** The folio filter: 0 (none) up to 9 digits. */
export const folioFiltro = entero({ min: 0, max: 10 ** FOLIO_MAX_DIGITOS - 1, mensaje: m.folioInvalido });
/** The status filter: RL, '' or a status code of the server's list. */
export const estatusFiltro = texto(2).regex(/^(RL|[A-Z]{1,2})?$/, m.estatusInvalido);
const dia = fecha(m.fechaInvalida);
const pagina = entero({ min: 1, max: 1_000_000 });
const tamanoPagina = entero({ min: 1, max: DOCUMENTOS_POR_PAGINA_MAX });

/** A status of the server's list (002 §3 status list items). */
export const estatusSchema = z.object({ estatus: z.string(), descripcion: z.string() });
export type Estatus = z.infer<typeof estatusSchema>;

export const obtenerEstatusFacturas = endpoint({
  method: 'GET',
  path: '/Facturas/ObtenerEstatus',
  data: z.array(estatusSchema),
  summary: 'Estatus de las facturas de proveedores, en su orden',
});

/**
 * 002 §7 ProveedoresFacturasCon: FolioFactura (0 none), IdCatProveedoresMarcasEnc (0 every brand),
 * Estatus (RL, '' or a status), FechaSelect (1 upload, 2 invoice date), FechaInicio and FechaFin
 * (Mexico City days, both included). Pagina and TamanoPagina are the project's paging.
 */
export const consultaFacturasBody = z.object({
  folioFactura: folioFiltro.default(0),
  idCatProveedoresMarcasEnc: id(m.marcaInvalida).default(0),
  estatus: estatusFiltro.default(ESTATUS_RELEVANTES),
  fechaSelect: z
    .union([z.literal(FECHA_CARGA), z.literal(FECHA_FACTURA)], { error: m.tipoFechaInvalido })
    .default(FECHA_CARGA),
  fechaInicio: dia,
  fechaFin: dia,
  pagina: pagina.default(1),
  tamanoPagina: tamanoPagina.default(DOCUMENTOS_POR_PAGINA),
});
export type ConsultaFacturas = z.input<typeof consultaFacturasBody>;

/**
 * An invoice of the review list (002 §3): fechaSubida an instant, fechaFactura a day, fechaPago the
 * day its payment was started (1900-01-01 when none); plus its id and codes.
 */
export const facturaSchema = z.object({
  idFacturasProveedores: entero(),
  fechaSubida: z.string(),
  fechaFactura: z.string(),
  fechaPago: z.string(),
  folioFactura: entero(),
  serie: z.string(),
  importe: z.number(),
  idCatProveedoresMarcasEnc: entero(),
  marca: z.string(),
  codProveedor: entero(),
  proveedor: z.string(),
  estatus: z.string(),
  estatusDescripcion: z.string(),
});
export type Factura = z.infer<typeof facturaSchema>;

export const consultaFacturas = endpoint({
  method: 'POST',
  path: '/Facturas/ProveedoresFacturasCon',
  body: consultaFacturasBody,
  data: z.object({ facturas: z.array(facturaSchema), totalRegistros: entero() }),
  summary: 'Facturas de proveedores por folio, marca, estatus y rango de fechas (paginado)',
});

/** S30 (002 §2): Farmacias › Catálogos › Proveedores. */
export const facturasEnRevisionPantalla = pantalla({
  access: 'menu',
  id: 1504,
  parent: 70,
  name: 'Facturas en revisión',
  icon: 'FileSearchOutlined',
  url: FACTURAS_EN_REVISION_URL,
  title: 'Facturas en revisión',
  order: 6,
  empresa: 1,
});
