import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Article images (S11, 001 §2 'Imágenes Artículos'): the wholesale line's article photos, in order. */
export const IMAGENES_ARTICULOS_URL = '/baranetos/mercadotecnia/imagenesarticulos';
const B = '/baranetos/mercadotecnia/imagenesarticulos';

/** 001 §5 Article images: types, at most 10 per upload; the size limit is a parameter in MB. */
export const IMAGENES_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGENES_ACCEPT = '.jpg,.jpeg,.png,.webp';
export const IMAGENES_POR_CARGA = 10;
export const PARAMETRO_TAMANO_IMAGENES = 'TAMANO_MAXIMO_IMAGENES_ARTICULOS_MB';

export const imagenesArticulosMessages = {
  masDeDiez: 'No se puede cargar más de 10 imágenes',
  tipoIncorrecto: 'Tipo De Archivo Incorrecto',
  tamanoIncorrecto: 'Tamaño Incorrecto',
  algunaFallo: 'Una o más de las imágenes seleccionadas no pudo guardarse, favor de revisar',
  guardadas: 'Las imágenes se han guardado correctamente',
  guardada: 'Imagen guardada',
  eliminada: 'La imagen se eliminó correctamente.',
  ordenGuardado: 'El orden de las imágenes se guardó correctamente.',
  sinImagenes: 'El artículo no tiene imágenes.',
  articuloNoExiste: 'El artículo {codigo} no existe.',
  imagenNoExiste: 'La imagen no existe.',
  ordenIncompleto: 'El orden debe incluir todas las imágenes del artículo y ninguna otra.',
  deseaEliminar: '¿Desea eliminar la imagen?',
  idImagen: 'La imagen no es válida.',
  codArticulo: 'El artículo no es válido.',
} as const;
const m = imagenesArticulosMessages;

export const imagenArticuloSchema = z.object({
  idCatArticulosImagenes: entero(),
  codArticulo: entero(),
  orden: entero(),
  /** The image's address (a public stored file: the shop shows it). */
  url: z.string(),
  nombre: z.string(),
});
export type ImagenArticulo = z.infer<typeof imagenArticuloSchema>;

export const consultaImagenes = endpoint({
  method: 'GET',
  path: `${B}/consulta-imagenesarticulos/:codArticulo`,
  params: z.object({ codArticulo: enteroTexto({ min: 1, mensaje: m.codArticulo }) }),
  data: z.array(imagenArticuloSchema),
  summary: 'Imágenes de un artículo en su orden',
});

export const configuracionImagenes = endpoint({
  method: 'GET',
  path: `${B}/configuracion`,
  data: z.object({ tamanoMaximoMb: z.number() }),
  summary: 'El tamaño máximo de cada imagen en MB (parámetro)',
});

/** The upload's `json` field (one call per file, 001 §7). */
export const guardarImagenDatos = z.object({
  codArticulo: entero({ min: 1, mensaje: m.codArticulo }),
  descripcion: texto(300).default(''),
});

export const guardarImagen = endpoint({
  method: 'POST',
  path: `${B}/guardar-imagenesarticulos`,
  data: imagenArticuloSchema,
  summary: 'Agrega una imagen al final de las del artículo: multipart con el campo json y la imagen',
});

export const eliminarImagen = endpoint({
  method: 'POST',
  path: `${B}/eliminar-imagenesarticulos/:id`,
  params: z.object({ id: enteroTexto({ min: 1, mensaje: m.idImagen }) }),
  data: z.array(imagenArticuloSchema),
  summary: 'Elimina una imagen; las demás se renumeran 1..n',
});

export const actualizarOrden = endpoint({
  method: 'POST',
  path: `${B}/actualizar-orden-imagenesarticulos`,
  body: z
    .array(
      z.object({
        idCatArticulosImagenes: entero({ min: 1, mensaje: m.idImagen }),
        orden: entero({ min: 1 }),
      }),
    )
    .min(1, m.ordenIncompleto)
    .max(500),
  data: z.array(imagenArticuloSchema),
  summary: 'Guarda el orden de las imágenes de un artículo (renumeradas 1..n)',
});

/** S11 'Imágenes Artículos' (001 §2), in the wholesale line's Mercadotecnia. */
export const imagenesArticulosPantalla = pantalla({
  access: 'menu',
  id: 1220,
  parent: 22,
  name: 'Imágenes Artículos',
  icon: 'PictureOutlined',
  url: IMAGENES_ARTICULOS_URL,
  title: 'Imágenes Artículos',
  order: 20,
  empresa: 2,
  historial: { tablas: ['bar_articulos_imagenes'] },
});

/** An article's order in the audit log (issue 29): never its bare code, which reads as an image's id. */
export const claveOrdenImagenes = (codArticulo: number) => `orden-${codArticulo}`;
