import { z } from 'zod';
import { entero, enteroTexto, fecha } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S25 'Precios Programados' (002 §2 Scheduled prices). */
export const PRECIOS_PROGRAMADOS_URL = '/{product}/catalogos/proveedores/preciosprogramados';

/** 002 §9: a price or cost is typed in at most 10 characters. */
export const PRECIO_LARGO = 10;
/** The sentinel date: no start date (002 §4: 1900-01-01 counts as empty). */
export const SIN_FECHA = '1900-01-01';
/** Brand option TODAS (002 §2): every brand of the supplier. */
export const TODAS_LAS_MARCAS = 0;

export const preciosProgramadosMessages = {
  sinCambios: 'No hay precios modificados por guardar',
  fechaRequerida: 'Es necesario seleccionar Fecha inicial',
  sinModificar: 'El Nuevo costo y Precio publico no se han modificado para artículo',
  confirmar: (n: number) => `Se afectaran ${n} arículos ¿Desea continuar?`,
  leyenda: 'Artículo con precio programado pendiente de aplicar.',
  guardados: 'Los precios programados se guardaron correctamente.',
  seleccioneProveedor: 'Seleccione un proveedor',
  proveedorInvalido: 'El proveedor no es válido.',
  proveedorNoExiste: 'El proveedor no existe o no está activo.',
  marcaInvalida: 'La marca no es válida.',
  fechaPasada: 'La fecha de inicio no puede ser anterior a hoy.',
  costoInvalido: 'El nuevo costo debe ser un número mayor a 0 con a lo más 4 decimales.',
  precioInvalido: 'El precio público debe ser un número mayor a 0 con a lo más 2 decimales.',
  articuloDeOtro: 'El artículo no es del proveedor seleccionado.',
  repetido: 'Un artículo viene más de una vez.',
  precioMenorCosto: 'El precio público no puede ser menor al nuevo costo.',
} as const;
const m = preciosProgramadosMessages;

/**
 * A row of the editable table (002 §3 'Scheduled price row': codArticulo, descripcion, marca,
 * costoActual, nuevoCosto, precioPublico, fechaInicio, proveedor): the loaded new cost, price and date
 * are the pending ones, if any. `descripcion` is the article's (it was `articulo` before issue 24).
 */
export const precioArticuloSchema = z.object({
  idCatArticulosProveedoresCostosEnc: entero(),
  codArticulo: entero(),
  descripcion: z.string(),
  marca: z.string(),
  /** The supplier's name. */
  proveedor: z.string(),
  costoActual: z.number(),
  precioPublicoActual: z.number(),
  nuevoCosto: z.number(),
  precioPublico: z.number(),
  /** YYYY-MM-DD; SIN_FECHA when nothing is scheduled. */
  fechaInicio: z.string(),
  pendiente: z.boolean(),
});
export type PrecioArticulo = z.infer<typeof precioArticuloSchema>;

export const precioPendienteSchema = z.object({
  idPrecioProgramado: entero(),
  proveedor: z.string(),
  codArticulo: entero(),
  /** The article's description (002 §3). */
  descripcion: z.string(),
  costoActual: z.number(),
  nuevoCosto: z.number(),
  precioPublico: z.number(),
  fechaInicio: z.string(),
});
export type PrecioPendiente = z.infer<typeof precioPendienteSchema>;

const decimales = (n: number, d: number) => Math.abs(Math.round(n * 10 ** d) - n * 10 ** d) < 1e-6;

/** One changed row as saved: the start date is checked first, then the amounts (002 §5). */
export const datoPrecioSchema = z.object({
  idCatArticulosProveedoresCostosEnc: entero({ min: 1, mensaje: m.articuloDeOtro }),
  fechaInicio: z.union([z.literal(''), fecha()]),
  nuevoCosto: z
    .number({ error: m.costoInvalido })
    .positive(m.costoInvalido)
    .max(9_999_999, m.costoInvalido)
    .refine((n) => decimales(n, 4), m.costoInvalido),
  precioPublico: z
    .number({ error: m.precioInvalido })
    .positive(m.precioInvalido)
    .max(9_999_999, m.precioInvalido)
    .refine((n) => decimales(n, 2), m.precioInvalido),
});
export type DatoPrecio = z.infer<typeof datoPrecioSchema>;

/** 002 §7 body: CodProveedor, Usuario (the server takes the user from the session), DatosPrecios. */
export const guardarPreciosBody = z.object({
  codProveedor: entero({ min: 1, mensaje: m.proveedorInvalido }),
  usuario: z.unknown().optional(),
  datosPrecios: z.array(datoPrecioSchema).max(5000),
});
export type GuardarPrecios = z.infer<typeof guardarPreciosBody>;

/**
 * The checks of 002 §5 in order over the rows the user changed: none → 'No hay precios…'; then
 * per row, its start date, then that cost or price differs from the current one. `hoy` (Mexico
 * City) refuses a past start date. The web runs it before the confirmation; the server again.
 */
export const fallaPrecios = (
  cambios: readonly {
    /** The article's description, named in the messages. */
    descripcion: string;
    fechaInicio: string;
    nuevoCosto: number | null;
    precioPublico: number | null;
    costoActual: number;
    precioPublicoActual: number;
  }[],
  hoy: string,
): string | null => {
  if (!cambios.length) return m.sinCambios;
  for (const c of cambios) {
    if (!c.fechaInicio || c.fechaInicio === SIN_FECHA) return `${m.fechaRequerida} (${c.descripcion})`;
    if (c.fechaInicio < hoy) return `${m.fechaPasada} (${c.descripcion})`;
    // Before the confirmation, naming the article (issue 24: a 0 or empty cost reached the server).
    if (!datoPrecioSchema.shape.nuevoCosto.safeParse(c.nuevoCosto).success)
      return `${m.costoInvalido} (${c.descripcion})`;
    if (!datoPrecioSchema.shape.precioPublico.safeParse(c.precioPublico).success)
      return `${m.precioInvalido} (${c.descripcion})`;
    if ((c.precioPublico ?? 0) < (c.nuevoCosto ?? 0)) return `${m.precioMenorCosto} (${c.descripcion})`;
    if (c.nuevoCosto === c.costoActual && c.precioPublico === c.precioPublicoActual)
      return `${m.sinModificar} ${c.descripcion}`;
  }
  return null;
};

export const preciosArticulos = endpoint({
  method: 'GET',
  path: '/proveedores/:codProveedor/:idMarca',
  params: z.object({
    codProveedor: enteroTexto({ min: 1, mensaje: m.proveedorInvalido }),
    idMarca: enteroTexto({ min: 0, mensaje: m.marcaInvalida }),
  }),
  data: z.array(precioArticuloSchema),
  summary: 'Artículos del proveedor (y de la marca; 0 = todas) con su costo, precio y precio programado',
});

export const marcasDeProveedor = endpoint({
  method: 'GET',
  path: '/proveedores/marcasproveedor/:codProveedor',
  params: z.object({ codProveedor: enteroTexto({ min: 1, mensaje: m.proveedorInvalido }) }),
  data: z.array(z.object({ idCatProveedoresMarcasEnc: entero(), nombre: z.string() })),
  summary: 'Marcas que vende un proveedor',
});

export const preciosPendientes = endpoint({
  method: 'GET',
  path: '/proveedores/preciosPendientesDeEnviar',
  data: z.array(precioPendienteSchema),
  summary: 'Precios programados pendientes de aplicar',
});

export const guardarPreciosProgramados = endpoint({
  method: 'POST',
  path: '/proveedores/preciosProgramadosGuardar',
  body: guardarPreciosBody,
  data: z.object({ guardados: entero(), aplicadosHoy: entero() }),
  summary: 'Programa nuevos costos y precios públicos desde su fecha de inicio',
});

/** S25 (002 §2): Farmacias › Catálogos › Proveedores. */
export const preciosProgramadosPantalla = pantalla({
  access: 'menu',
  id: 1403,
  parent: 70,
  name: 'Precios programados',
  icon: 'TagsOutlined',
  url: PRECIOS_PROGRAMADOS_URL,
  title: 'Precios Programados',
  order: 1,
  empresa: 1,
  // A row's history (issue 29): its schedules and the cost and price they applied, both keyed by
  // the cost row (idCatArticulosProveedoresCostosEnc).
  historial: { tablas: ['precios_programados', 'cat_articulos_proveedores_costos_enc'] },
});
