import { z } from 'zod';
import { entero, enteroTexto, fecha, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Banner manager (S08, 001 §2): the public site's banners per section and device, and branch images. */
export const BANNERS_URL = '/{product}/mercadotecnia/banners';
const B = '/mercadotecnia/banners';

/** 001 §9: sections, their list codes, devices, the image limit and the carousel's pace. */
export const SECCIONES_BANNER = [
  { tipoBanner: 'C1', nombre: 'Publicidad', lista: 'C1' },
  { tipoBanner: 'CL', nombre: 'Costo de consulta', lista: 'CL' },
  { tipoBanner: 'E', nombre: 'Efemerides', lista: 'EL' },
  { tipoBanner: 'O', nombre: 'Ofertas', lista: 'OL' },
  { tipoBanner: 'FL', nombre: 'Facturación', lista: 'FL' },
] as const;
export type TipoBanner = (typeof SECCIONES_BANNER)[number]['tipoBanner'];
export const TIPOS_BANNER = SECCIONES_BANNER.map((s) => s.tipoBanner) as [TipoBanner, ...TipoBanner[]];
export const DISPOSITIVOS = [
  { tipo: 'D', nombre: 'Escritorio' },
  { tipo: 'M', nombre: 'Mobile' },
] as const;
export type Dispositivo = (typeof DISPOSITIVOS)[number]['tipo'];
export const BANNER_TAMANO_MAXIMO = 500 * 1024;
export const BANNER_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const BANNER_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif';
export const CARRUSEL_MS = 3000;
export const URL_MAX = 500;
/** Types whose dates are ruled (start not after end); E and O cannot be cloned. */
export const CON_FECHAS_REGLADAS: readonly string[] = ['E', 'O'];
/** Types that carry dates at all; the rest are sent as 1900/01/01 (001 §5). */
export const CON_FECHAS: readonly string[] = ['E', 'O', 'C1'];
/** Branch image slots on this screen (ids 1 to 4 exist in the data). */
export const SLOTS_SUCURSALES = [1, 2] as const;

export const bannersMessages = {
  imagen: 'No fue posible guardar la imagen',
  fechasInvertidas: 'La fecha de inicio no puede ser mayor a la fecha final',
  deseaGuardar: 'Estas seguro de guardar los cambios',
  sinUrl: 'Favor de ingresar una URL',
  sinCambio: 'No se detecto ningun cambio',
  sinImagen: 'Debe seleccionar una imagen.',
  sinFechas: 'Debe capturar la fecha de inicio y la fecha final.',
  unaFecha: 'Capture la fecha de inicio y la fecha final, o deje ambas vacías (sin vigencia).',
  urlInvalida: 'La URL debe comenzar con http:// o https://',
  guardado: 'El banner se guardó correctamente.',
  eliminado: 'El banner se eliminó correctamente.',
  clonado: 'El banner se clonó correctamente.',
  ordenGuardado: 'El orden de los banners se guardó correctamente.',
  visible: 'El banner ahora es visible.',
  oculto: 'El banner ahora está oculto.',
  deseaEliminar: '¿Desea eliminar el banner?',
  noEncontrado: 'Registro no encontrado',
  noClonable: 'Los banners de Efemerides y Ofertas no se pueden clonar.',
  ordenIncompleto: 'El orden debe incluir todos los banners de la sección y ninguno otro.',
  imagenSucursalGuardada: 'La imagen de la sucursal se guardó correctamente.',
  idBanner: 'El banner no es válido.',
  lista: 'La sección no es válida.',
  slot: 'La imagen de sucursal no es válida.',
} as const;
const m = bannersMessages;

export const bannerSchema = z.object({
  idCatBanners: entero(),
  tipoBanner: z.string(),
  tipo: z.enum(['D', 'M']),
  visible: z.boolean(),
  orden: entero(),
  /** YYYY-MM-DD; 1900-01-01 means no date. */
  fechaVigenciaInicio: z.string(),
  fechaVigenciaFin: z.string(),
  /** The image's address (a public stored file), '' for a placeholder (idCatBanners 0). */
  imagen: z.string(),
  codUsuario: entero(),
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

const urlOpcional = texto(URL_MAX).trim();

/** The multipart save's `json` field: idCatBanners 0 creates (the image is then required). */
export const guardarBannerDatos = z.object({
  idCatBanners: entero({ min: 0, mensaje: m.idBanner }),
  tipoBanner: z.enum(TIPOS_BANNER, { message: m.lista }),
  tipo: z.enum(['D', 'M'], { message: m.lista }),
  fechaVigenciaInicio: z.union([z.literal(''), fecha()]),
  fechaVigenciaFin: z.union([z.literal(''), fecha()]),
  url: urlOpcional.default(''),
});
export type GuardarBanner = z.input<typeof guardarBannerDatos>;

const esUrl = (u: string) => !u || /^https?:\/\/\S+$/i.test(u);

/** 001 §5 Banner, in the modal's order (the image's size is checked as chosen). */
export const validarBanner = (
  v: { tipoBanner: string; fechaVigenciaInicio: string; fechaVigenciaFin: string; url: string },
  tieneImagen: boolean,
): string | null => {
  if (!tieneImagen) return m.sinImagen;
  const inicio = v.fechaVigenciaInicio;
  const fin = v.fechaVigenciaFin;
  if (CON_FECHAS_REGLADAS.includes(v.tipoBanner) && (!inicio || !fin)) return m.sinFechas;
  if (CON_FECHAS.includes(v.tipoBanner)) {
    // Publicidad's dates are optional, but both or neither: one alone was saved as none (issue 24).
    if (!inicio !== !fin) return m.unaFecha;
    if (inicio && fin && inicio > fin) return m.fechasInvertidas;
  }
  if (!esUrl(v.url.trim())) return m.urlInvalida;
  return null;
};

export const imagenSucursalSchema = z.object({
  idCatImagenesSucursales: entero(),
  url: z.string(),
  /** '' when the slot has no image yet. */
  imagen: z.string(),
});
export type ImagenSucursal = z.infer<typeof imagenSucursalSchema>;

export const guardarImagenSucursalDatos = z.object({
  idCatImagenesSucursales: entero({ min: 1, max: 4, mensaje: m.slot }),
  url: urlOpcional,
  /** True when a new image comes with the call (001 §3 'Modificar'). */
  modificar: z.boolean(),
});

/**
 * Branch image rules (001 §5), in order; the image's size is checked first, as chosen. A slot is a
 * link (clicking it opens its URL), so a new image never goes without one: no link is 'Favor de
 * ingresar una URL' with or without a file (issue 24); the same link without a file is no change.
 */
export const validarImagenSucursal = (
  v: { url: string; modificar: boolean },
  anterior: { url: string } | null,
): string | null => {
  const url = v.url.trim();
  if (!url) return m.sinUrl;
  if (!v.modificar && anterior && anterior.url === url) return m.sinCambio;
  return esUrl(url) ? null : m.urlInvalida;
};

const lista = z.enum(['T', 'EL', 'OL', 'C1', 'CL', 'FL'], { message: m.lista });
const idParams = z.object({ id: enteroTexto({ min: 1, mensaje: m.idBanner }) });

export const consultarBanners = endpoint({
  method: 'GET',
  path: `${B}/consultar-banners/:x`,
  params: z.object({ x: lista }),
  data: z.array(bannerSchema),
  summary: 'Banners de una sección (T todos; EL y OL para los tipos E y O) en su orden, ocultos incluidos',
});

export const consultarIdsBanners = endpoint({
  method: 'GET',
  path: `${B}/consultar-ids-banners/:x`,
  params: z.object({ x: lista }),
  data: z.array(bannerSchema),
  summary: 'Banners visibles y vigentes de una sección por dispositivo; idCatBanners 0 cuando no hay ninguno',
});

export const guardarBanner = endpoint({
  method: 'POST',
  path: `${B}/guardar-banner`,
  data: bannerSchema,
  summary: 'Crea (id 0, al final de su sección) o modifica un banner: multipart con json y la imagen',
});

export const eliminarBanner = endpoint({
  method: 'GET',
  path: `${B}/eliminar-banner/:id`,
  params: idParams,
  data: z.object({ idCatBanners: entero() }),
  summary: 'Elimina un banner y su imagen; los de su sección se renumeran',
});

export const clonarBanner = endpoint({
  method: 'GET',
  path: `${B}/clonar-banner/:id/:userId`,
  params: idParams.extend({ userId: enteroTexto({ min: 0 }) }),
  data: bannerSchema,
  summary: 'Copia un banner (no E ni O) al final de su sección, oculto',
});

export const visibleBanner = endpoint({
  method: 'GET',
  path: `${B}/visible-banner/:id/:flag`,
  params: idParams.extend({ flag: z.enum(['0', '1', 'true', 'false'], { message: m.idBanner }) }),
  data: bannerSchema,
  summary: 'Muestra u oculta un banner de inmediato',
});

export const ordenarBanner = endpoint({
  method: 'POST',
  path: `${B}/ordenar-banner`,
  body: z.object({
    banners: z
      .array(z.object({ idCatBanners: entero({ min: 1, mensaje: m.idBanner }), orden: entero({ min: 1 }) }))
      .min(1, m.ordenIncompleto)
      .max(500),
  }),
  data: z.array(bannerSchema),
  summary: 'Guarda el orden de una sección y dispositivo (renumerado 1..n)',
});

export const consultarImagenesSucursales = endpoint({
  method: 'GET',
  path: `${B}/consultar-imagenes-sucursales-datos`,
  data: z.array(imagenSucursalSchema),
  summary: 'Imágenes de «Conoce nuestras sucursales» con su liga',
});

export const guardarImagenesSucursales = endpoint({
  method: 'POST',
  path: `${B}/guardar-imagenes-sucursales`,
  data: imagenSucursalSchema,
  summary: 'Cambia la liga o la imagen de una imagen de sucursal: multipart con json y la imagen',
});

/** The public site's call (no session): the visible banners in force today, by section and device. */
export const bannersPublicos = endpoint({
  method: 'GET',
  path: '/publico/banners/:tipoBanner/:tipo',
  params: z.object({
    tipoBanner: z.enum(TIPOS_BANNER, { message: m.lista }),
    tipo: z.enum(['D', 'M'], { message: m.lista }),
  }),
  data: z.array(bannerSchema.pick({ idCatBanners: true, orden: true, imagen: true, url: true })),
  summary: 'Banners visibles y vigentes de una sección y dispositivo, para el sitio público',
});

/** S08 banner manager (001 §2). */
export const bannersPantalla = pantalla({
  access: 'menu',
  id: 1200,
  parent: 12,
  name: 'Banners',
  icon: 'PictureOutlined',
  url: BANNERS_URL,
  title: 'Administrador de banners',
  order: 10,
  empresa: 1,
  // A banner (by id; its section's order by 'sección/dispositivo') and a branch image slot (issue 29).
  historial: { tablas: ['cat_banners', 'cat_imagenes_sucursales'] },
});
