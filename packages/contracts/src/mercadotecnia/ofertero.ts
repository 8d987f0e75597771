import { z } from 'zod';
import { entero, enteroTexto, fecha, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Oferteros (S10, 001 §2 'Administrador de oferteros'): the offers flipbooks the public site links to. */
export const OFERTERO_URL = '/{product}/mercadotecnia/ofertero';
const B = '/mercadotecnia/ofertero';

/** 001 §9: the name and the link's lengths. */
export const NOMBRE_MAX = 50;
export const URL_MAX = 500;
/** The thumbnail: an image read by its content, at most 1 MB (docs/decisions/mercadotecnia.md). */
export const MINIATURA_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MINIATURA_ACCEPT = '.jpg,.jpeg,.png,.webp';
export const MINIATURA_TAMANO_MAXIMO = 1024 * 1024;
/** The parameter holding the flipbook publishing site's address every link must contain. */
export const PARAMETRO_SITIO_FLIPBOOK = 'URL_SITIO_FLIPBOOK';

/** 001 §4: the status comes from the server; Activa is shown green, the others as pending. */
export const ESTATUS_OFERTERO = { activa: 'Activa', programada: 'Programada', vencida: 'Vencida' } as const;

export const oferteroMessages = {
  sinRegistros: 'No hay registros que mostrar',
  noEncontrado: 'Registro no encontrado',
  sinMiniatura: 'No se ha seleccionado una minuatura',
  sinNombre: 'Favor de proporcionar un nombre',
  urlInvalida: 'Favor de proporcionar una URL valida',
  sinFechaInicia: 'Favor de proporcionar la fecha inicial de la oferta',
  sinFechaTermina: 'Favor de proporcionar la fecha final de la oferta',
  fechasInvertidas: '¡La fecha inicial no puede ser mayor que la fecha final de la oferta!',
  sinRed: 'Quizá no tenga acceso a la red. Favor de contactar a soporte.',
  noEliminada: '¡No se pudo eliminar la promoción!',
  eliminada: '¡Se eliminó la oferta correctamente!',
  guardada: '¡Se guardó la oferta correctamente!',
  actualizada: '¡Se actualizó la oferta correctamente!',
  deseaEliminar: '¿Desea eliminar la oferta {nombre}?',
  miniaturaTipo: 'La miniatura debe ser una imagen JPG, PNG o WEBP.',
  miniaturaTamano: 'La miniatura excede el tamaño máximo de 1 MB.',
  nombreLargo: `El nombre admite como máximo ${NOMBRE_MAX} caracteres.`,
  urlLarga: `La URL admite como máximo ${URL_MAX} caracteres.`,
  idOfertero: 'La oferta no es válida.',
  sinSitio: 'No está configurado el sitio de los oferteros (parámetro URL_SITIO_FLIPBOOK).',
} as const;
const m = oferteroMessages;

export const oferteroSchema = z.object({
  idCatOfertero: entero(),
  nombre: z.string(),
  urlFlipBook: z.string(),
  /** YYYY-MM-DD. */
  fechaInicia: z.string(),
  fechaTermina: z.string(),
  /** Activa, Programada or Vencida (today in Mexico City against the dates). */
  estatus: z.string(),
  /** The thumbnail's address (a stored file, public: the site shows it). */
  thumbnail: z.string(),
});
export type Ofertero = z.infer<typeof oferteroSchema>;

/**
 * The multipart call's `json` field: idCatOfertero 0 creates. Dates may come empty so that the
 * rule names the missing one; the thumbnail is the file part (required when creating).
 */
export const guardarOfertaDatos = z.object({
  idCatOfertero: entero({ min: 0, mensaje: m.idOfertero }),
  nombre: texto(NOMBRE_MAX, m.nombreLargo).trim(),
  urlFlipBook: texto(URL_MAX, m.urlLarga).trim(),
  fechaInicia: z.union([z.literal(''), fecha()]),
  fechaTermina: z.union([z.literal(''), fecha()]),
});
export type GuardarOferta = z.input<typeof guardarOfertaDatos>;

export type CampoOfertero = 'miniatura' | 'nombre' | 'urlFlipBook' | 'fechaInicia' | 'fechaTermina';

/** The address as the URL parser reads it; a site written without its scheme is https. */
const leerUrl = (texto: string, conEsquema: boolean): URL | null => {
  const t = texto.trim();
  if (!t) return null;
  try {
    return new URL(!conEsquema && !/^[a-z][a-z\d+.-]*:/i.test(t) ? `https://${t}` : t);
  } catch {
    return null;
  }
};

/**
 * A link of the flipbook publishing site (001 §5 Ofertero: 'containing the address of the flipbook
 * publishing site'), read with the URL parser, never by searching the text (issue 24:
 * `https://evil.example/?u=https://online.fliphtml5.com/` contains the address and is another site):
 * the same scheme (the site's https; an http link is refused), the same host and port exactly (no
 * lookalike such as online.fliphtml5.com.evil.example, no subdomain), no user or password before the
 * host (`https://online.fliphtml5.com@evil.example/` is evil.example), and a path under the site's.
 */
export const esUrlDeFlipbook = (url: string, sitio: string): boolean => {
  const base = leerUrl(sitio, false);
  const liga = leerUrl(url, true);
  if (!base || !liga) return false;
  if (!['http:', 'https:'].includes(liga.protocol) || liga.protocol !== base.protocol) return false;
  if (liga.username || liga.password) return false;
  if (liga.host !== base.host) return false;
  const carpeta = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return liga.pathname === carpeta.slice(0, -1) || liga.pathname.startsWith(carpeta);
};

/** 001 §5 Ofertero, in the modal's order; the failing field for the focus. */
export const validarOfertero = (
  v: { nombre: string; urlFlipBook: string; fechaInicia: string; fechaTermina: string },
  o: { tieneMiniatura: boolean; sitio: string },
): { message: string; campo: CampoOfertero } | null => {
  if (!o.tieneMiniatura) return { message: m.sinMiniatura, campo: 'miniatura' };
  if (!v.nombre.trim()) return { message: m.sinNombre, campo: 'nombre' };
  if (!esUrlDeFlipbook(v.urlFlipBook.trim(), o.sitio))
    return { message: m.urlInvalida, campo: 'urlFlipBook' };
  if (!v.fechaInicia) return { message: m.sinFechaInicia, campo: 'fechaInicia' };
  if (!v.fechaTermina) return { message: m.sinFechaTermina, campo: 'fechaTermina' };
  if (v.fechaInicia > v.fechaTermina) return { message: m.fechasInvertidas, campo: 'fechaInicia' };
  return null;
};

export const consultarOfertero = endpoint({
  method: 'GET',
  path: `${B}/:id`,
  params: z.object({ id: enteroTexto({ min: 0, mensaje: m.idOfertero }) }),
  data: z.array(oferteroSchema),
  summary: 'Oferteros (0 = todos, los más recientes primero) o uno',
});

export const sitioFlipbook = endpoint({
  method: 'GET',
  path: `${B}/sitio-flipbook`,
  data: z.object({ sitio: z.string() }),
  summary: 'La dirección del sitio de los oferteros que toda liga debe contener',
});

export const guardarOferta = endpoint({
  method: 'POST',
  path: `${B}/guardaroferta`,
  data: oferteroSchema,
  summary: 'Crea (id 0) o modifica una oferta: multipart con el campo json y la miniatura',
});

export const eliminarOferta = endpoint({
  method: 'POST',
  path: `${B}/eliminaroferta/:id`,
  params: z.object({ id: enteroTexto({ min: 1, mensaje: m.idOfertero }) }),
  data: z.object({ idCatOfertero: entero() }),
  summary: 'Elimina una oferta y su miniatura',
});

/** S10 'Administrador de oferteros' (001 §2). */
export const oferteroPantalla = pantalla({
  access: 'menu',
  id: 1210,
  parent: 12,
  name: 'Oferteros',
  icon: 'ReadOutlined',
  url: OFERTERO_URL,
  title: 'Administrador de oferteros',
  order: 30,
  empresa: 1,
  historial: { tablas: ['cat_oferteros'] },
});
