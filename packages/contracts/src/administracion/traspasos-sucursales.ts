import { z } from 'zod';
import { entero, instante as instanteValido, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Screen route, also the menu url that grants every call below (003 §2.5). */
export const TRASPASOS_SUCURSALES_URL = '/{product}/administracion/traspasos-sucursales';

/** 003 §9: folio max length; toast duration of the screen; default range one month back. */
export const FOLIO_MAX_DIGITOS = 10;
export const TRASPASOS_TOAST_SEGUNDOS = 3;
export const TRASPASOS_RANGO_MESES = 1;
/** Rows per page of the list (paged on the server). */
export const TRASPASOS_POR_PAGINA = 50;
export const TRASPASOS_POR_PAGINA_MAX = 200;
/** Largest export in one file; beyond it the user narrows the filters. */
export const EXPORTAR_MAX = 50_000;
/** All branches in the origin and destination filters (003 §7: -1 for all). */
export const TODAS_SUCURSALES = -1;
/** Prefix of the exported file's name (003 §9: prefix + yyyymmdd_hhmmss + .xlsx). */
export const EXPORTAR_PREFIJO = 'Traspasos';

/** Status filter: T all, R received, P pending to receive (pending is the default). */
export const ESTATUS_FILTRO = ['T', 'R', 'P'] as const;
export type EstatusFiltro = (typeof ESTATUS_FILTRO)[number];
export const estatusFiltroOpciones: readonly { value: EstatusFiltro; label: string }[] = [
  { value: 'T', label: 'Todos' },
  { value: 'R', label: 'Recibidos' },
  { value: 'P', label: 'Pendientes de recibir' },
];

/** Texts of the screen (003 §2.5, §5 Transfers, §8). Those marked 'ours' are the project's. */
export const traspasosMessages = {
  titulo: 'Traspaso de sucursales',
  mismaSucursal: 'La sucursal origen y destino no pueden ser la misma.',
  sinTraspasosExportar: 'No existen traspasos para los filtros seleccionados.',
  sinPendientes: 'No hay traspasos pendientes de recibir',
  recibido: 'Traspaso con folio {folio} recibido correctamente',
  /** ours */
  folioInvalido: `El folio admite solo dígitos, como máximo ${FOLIO_MAX_DIGITOS}.`,
  /** ours */
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
  /** ours */
  fechaFinalFutura: 'La fecha final no puede ser mayor a la fecha actual.',
  /** ours */
  fechasRequeridas: 'Seleccione las fechas De y A.',
  /** ours */
  deseaRecibir: '¿Desea recibir el traspaso con folio {folio}?',
  /** ours */
  noExiste: 'El traspaso no existe.',
  /** ours */
  yaRecibido: 'El traspaso con folio {folio} ya fue recibido el {fecha} por {usuario}.',
  /** ours */
  otroUsuario: 'Solo puede recibir traspasos a su propio nombre.',
  /** ours */
  exportarDemasiados: `La exportación admite como máximo ${EXPORTAR_MAX.toLocaleString('en-US')} traspasos: reduzca el rango de fechas o marque los traspasos a exportar.`,
  /** ours */
  exportado: 'Archivo de Excel generado.',
} as const;

const folio = z
  .number({ error: traspasosMessages.folioInvalido })
  .int(traspasosMessages.folioInvalido)
  .min(0, traspasosMessages.folioInvalido)
  .max(10 ** FOLIO_MAX_DIGITOS - 1, traspasosMessages.folioInvalido);
const codSucursalFiltro = entero().min(TODAS_SUCURSALES, 'La sucursal no es válida.');
/** An instant with its offset, e.g. 2026-10-22T00:00:00.000-06:00 (start or end of the user's day). */
const instante = instanteValido('La fecha no es válida.');

/** The list's filters (003 §7 ConsultaTraspasos); Pagina and TamanoPagina are the project's paging. */
export const filtrosTraspasosBody = z.object({
  FolioTraspaso: folio.default(0),
  CodSucursalOrigen: codSucursalFiltro.default(TODAS_SUCURSALES),
  CodSucursalDestino: codSucursalFiltro.default(TODAS_SUCURSALES),
  Estatus: z.enum(ESTATUS_FILTRO, { error: 'El estatus debe ser T, R o P.' }).default('P'),
  FechaTraspaso: instante,
  FechaRecibio: instante,
});
export type FiltrosTraspasos = z.input<typeof filtrosTraspasosBody>;

export const consultaTraspasosBody = filtrosTraspasosBody.extend({
  PageLoad: z.boolean().default(false),
  Pagina: entero().min(1).default(1),
  TamanoPagina: entero().min(1).max(TRASPASOS_POR_PAGINA_MAX).default(TRASPASOS_POR_PAGINA),
});
export type ConsultaTraspasos = z.input<typeof consultaTraspasosBody>;

/** A transfer as the spec lists it (003 §3), plus the branch codes. fechaRecibio 1900-01-01 = none. */
export const traspasoSchema = z.object({
  sIdTraspasosSucursalesEnc: z.string(),
  idTraspasosSucursalesEnc: entero(),
  folioTraspaso: entero(),
  codSucursalOrigen: entero(),
  sucursalOrigen: z.string(),
  codSucursalDestino: entero(),
  sucursalDestino: z.string(),
  motivo: z.string(),
  usuarioEnvio: z.string(),
  fechaTraspaso: z.string(),
  usuarioRecibio: z.string(),
  fechaRecibio: z.string(),
  estatus: z.string(),
  dias: entero(),
});
export type Traspaso = z.infer<typeof traspasoSchema>;

export const consultaTraspasos = endpoint({
  method: 'POST',
  path: '/traspasosSuc/ConsultaTraspasos',
  body: consultaTraspasosBody,
  data: z.object({ traspasos: z.array(traspasoSchema), totalRegistros: entero() }),
  summary: 'Traspasos entre sucursales por folio, sucursales, estatus y rango de fechas (paginado)',
});

/** A line of a transfer, a snapshot of the article as it was sent (003 §3 Transfer detail line). */
export const traspasoDetalleSchema = z.object({
  codArticulo: entero(),
  descArticulo: z.string(),
  cantidad: entero(),
  costo: z.number(),
  /** cantidad × costo, computed in SQL numeric. */
  importe: z.number(),
  fechaCaducidad: z.string(),
  lote: z.string(),
});
export type TraspasoDetalle = z.infer<typeof traspasoDetalleSchema>;

/** The transfer's id as text (003 §3 sIdTraspasosSucursalesEnc); at most 9 digits fits the column. */
const sId = texto().regex(/^\d{1,9}$/, 'El traspaso no es válido.');

export const conTraspasosDetalle = endpoint({
  method: 'GET',
  path: '/traspasosSuc/ConTraspasosDetalle/:id',
  params: z.object({ id: sId }),
  data: z.array(traspasoDetalleSchema),
  summary: 'Artículos de un traspaso: cantidad, costo, caducidad y lote',
});

export const exportarAExcelBody = filtrosTraspasosBody.extend({
  sIdTraspasosSucursales: z.array(sId).max(EXPORTAR_MAX).default([]),
});
export type ExportarAExcel = z.input<typeof exportarAExcelBody>;

export const exportarAExcel = endpoint({
  method: 'POST',
  path: '/traspasosSuc/ExportarAExcel',
  body: exportarAExcelBody,
  data: z.string(),
  summary: 'Traspasos filtrados (o los marcados) como archivo .xlsx en base64',
});

export const recibirTraspasoBody = z.object({
  SIdTraspasosSucursalesEnc: sId,
  UsuarioRecibio: entero().positive('El usuario no es válido.'),
});

export const recibirTraspaso = endpoint({
  method: 'POST',
  path: '/traspasosSuc/RecibirTraspaso',
  body: recibirTraspasoBody,
  data: traspasoSchema,
  summary: 'Recibe un traspaso pendiente: estatus R, quién y cuándo',
});

/** S44 (003 §2.5). */
export const traspasosSucursalesPantalla = pantalla({
  access: 'menu',
  id: 1140,
  parent: 11,
  name: 'Traspaso de sucursales',
  icon: 'SwapOutlined',
  url: TRASPASOS_SUCURSALES_URL,
  title: traspasosMessages.titulo,
  order: 40,
  empresa: 1,
  historial: { tablas: ['traspasos_sucursales_enc'] },
});
