import { z } from 'zod';
import { entero, enteroTexto, INT2_MAX, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** E-commerce articles of the wholesale line (S55, 003 §2.13): a principal article and its variants. */
export const ARTICULOS_ECOMMERCE_URL = '/baranetos/catalogos/catarticulosecommerce';

export const ECOMMERCE_PAGE_SIZE = 15;
/** 003 §9: the e-commerce save toast lasts 5 s. */
export const ECOMMERCE_TOAST_SECONDS = 5;
export const DESCRIPCION_ECOMMERCE_MAX = 150;
export const VARIANTE_MAX = 60;
/** Variant types whose value is a colour (003 §2.13: a colour picker for types 1 and 2). */
export const TIPOS_COLOR = [1, 2] as const;
export const esTipoColor = (tipo: number) => (TIPOS_COLOR as readonly number[]).includes(tipo);

export const ecommerceMessages = {
  articuloAgregado: 'El artículo ya fue agregado, no puedes agregarlo nuevamente.',
  descripcionAgregada: 'La descripción variante ya fue agregada, no puedes agregarla nuevamente.',
  valorAgregado: 'El valor variante ya fue agregado, no puedes agregarlo nuevamente.',
  deseaQuitarVariantes: 'Se eliminarán las variantes capturadas, ¿Desea continuar?',
  deseaDescartar: 'Se descartará la variante seleccionada, ¿Desea continuar?',
  deseaGuardar: 'Se guardarán los cambios, ¿Desea continuar?',
  duplicado: 'Ya existe el artículo registrado.',
  sinDescripcion: 'Debe capturar la descripción del artículo.',
  sinArticulo: 'Debe seleccionar un artículo.',
  sinTipo: 'Debe seleccionar un tipo de variante.',
  sinVariantes: 'Debe agregar al menos una variante.',
  articuloNoExiste: 'El artículo {codArticulo} no existe.',
  articuloEnOtro: 'El artículo {codArticulo} ya pertenece al artículo ECommerce {descripcion}.',
  noExiste: 'El artículo ECommerce no existe.',
  tipoNoExiste: 'El tipo de variante no existe.',
  sinValor: 'Debe capturar el valor variante.',
  valorNoColor: 'El valor variante de un color debe elegirse en la paleta (#RRGGBB).',
  guardado: 'Artículo ECommerce guardado correctamente.',
  eliminado: 'Artículo ECommerce eliminado correctamente.',
  deseaEliminar: '¿Desea eliminar el artículo ECommerce?',
} as const;

export const varianteItemSchema = z.object({
  CodArticulo: entero().positive(),
  DescripcionArticulo: texto().max(300).default(''),
  DescripcionVariante: texto().trim().max(VARIANTE_MAX),
  ValorVariante: texto().trim().max(VARIANTE_MAX),
  CodBarras: texto().max(30).default(''),
  // The variant type: bar_ecommerce_principal.id_opcion, a smallint.
  IdCatArticulosVariantesOpciones: entero({ min: 0, max: INT2_MAX }),
  /** The persisted item's id (0 for a new one). */
  IdCatArticulosVariantesOpcionesValores: entero().min(0).default(0),
  idCatArticulosVariantes: entero().min(0).default(0),
  EsEliminado: z.union([z.literal(0), z.literal(1)]).default(0),
  IdCatArticulosArticuloPrincipal: entero().min(0).default(0),
});
export type VarianteItem = z.infer<typeof varianteItemSchema>;

export const principalSchema = z.object({
  idCatArticulosArticuloPrincipal: entero(),
  descripcion: z.string(),
  manejaVariantes: z.boolean(),
  varianteSeleccionada: entero(),
  codArticulo: entero().nullable(),
  descripcionArticulo: z.string(),
  tipoVariante: z.string(),
  articulos: z.array(varianteItemSchema),
});
export type Principal = z.infer<typeof principalSchema>;

export const guardarBody = z.object({
  idCatArticulosArticuloPrincipal: entero().min(0),
  Descripcion: texto()
    .trim()
    .max(
      DESCRIPCION_ECOMMERCE_MAX,
      `La descripción admite como máximo ${DESCRIPCION_ECOMMERCE_MAX} caracteres.`,
    ),
  ManejaVariantes: z.boolean(),
  CodArticulo: entero().min(0).nullable().default(null),
  Articulos: z.array(varianteItemSchema).max(500).default([]),
});
export type GuardarEcommerce = z.input<typeof guardarBody>;

/** A colour as the picker stores it: `#rrggbb`. */
export const COLOR_HEX = /^#[0-9a-f]{6}$/i;

/**
 * The value a variant of type `tipo` may hold (003 §2.13): a colour picked with the palette for the
 * colour types, any text otherwise; never empty. The modal and the server both ask it.
 */
export const validarValorVariante = (tipo: number, valor: string): string | null => {
  const v = valor.trim();
  if (!v) return ecommerceMessages.sinValor;
  if (esTipoColor(tipo) && !COLOR_HEX.test(v)) return ecommerceMessages.valorNoColor;
  return null;
};

/** The item checks of 003 §5 for 'Agregar': article, then description, then value already added. */
export const validarNuevoItem = (
  items: readonly Pick<
    VarianteItem,
    'CodArticulo' | 'DescripcionVariante' | 'ValorVariante' | 'EsEliminado'
  >[],
  nuevo: { CodArticulo: number; DescripcionVariante: string; ValorVariante: string },
): string | null => {
  const vivos = items.filter((i) => i.EsEliminado !== 1);
  const igual = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (vivos.some((i) => i.CodArticulo === nuevo.CodArticulo)) return ecommerceMessages.articuloAgregado;
  if (
    nuevo.DescripcionVariante.trim() &&
    vivos.some((i) => igual(i.DescripcionVariante, nuevo.DescripcionVariante))
  )
    return ecommerceMessages.descripcionAgregada;
  if (nuevo.ValorVariante.trim() && vivos.some((i) => igual(i.ValorVariante, nuevo.ValorVariante)))
    return ecommerceMessages.valorAgregado;
  return null;
};

const base = '/baranetos/catalogos/catarticulosecommerce';

export const consultaEcommerce = endpoint({
  method: 'GET',
  path: `${base}/consulta/:idVariante`,
  // The variant type it filters by (bar_ecommerce_principal.id_opcion, a smallint).
  params: z.object({ idVariante: enteroTexto({ min: 0, max: INT2_MAX }) }),
  data: z.array(principalSchema.omit({ articulos: true })),
  summary: 'Artículos ECommerce por tipo de variante (0: todos)',
});

export const eliminarEcommerce = endpoint({
  method: 'GET',
  path: `${base}/eliminar/:id`,
  params: z.object({ id: enteroTexto().positive() }),
  data: z.null(),
  summary: 'Elimina un artículo ECommerce y sus variantes',
});

export const articuloEncontradoSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  codBarras: z.string(),
});
export const busquedaArticulo = endpoint({
  method: 'GET',
  path: `${base}/busquedaarticulo/:texto`,
  params: z.object({ texto: texto().trim().min(1).max(100) }),
  data: z.array(articuloEncontradoSchema),
  summary: 'Busca artículos de Baranetos por código, código de barras o descripción',
});

export const opcionVarianteSchema = z.object({
  idCatArticulosVariantesOpciones: entero(),
  descripcion: z.string(),
});
export const variantesEcommerce = endpoint({
  method: 'GET',
  path: `${base}/variantes/:texto?`,
  params: z.object({ texto: texto().max(60).optional() }),
  data: z.array(opcionVarianteSchema),
  summary: 'Tipos de variante (filtrados por texto)',
});

export const traeArticulos = endpoint({
  method: 'GET',
  path: `${base}/traearticulos/:idPrincipal`,
  params: z.object({ idPrincipal: enteroTexto().positive() }),
  data: principalSchema,
  summary: 'Un artículo ECommerce con sus variantes',
});

export const guardarEcommerce = endpoint({
  method: 'POST',
  path: `${base}/guardar`,
  body: guardarBody,
  data: principalSchema,
  summary: 'Crea un artículo ECommerce con sus variantes',
});

export const editarEcommerce = endpoint({
  method: 'POST',
  path: `${base}/editar`,
  body: guardarBody,
  data: principalSchema,
  summary: 'Modifica un artículo ECommerce: variantes nuevas, cambiadas y eliminadas (EsEliminado 1)',
});

/** S55 (003 §2.13). */
export const articulosEcommercePantalla = pantalla({
  access: 'menu',
  id: 2004,
  parent: 20,
  name: 'Artículos ECommerce',
  icon: 'ShoppingCartOutlined',
  url: ARTICULOS_ECOMMERCE_URL,
  title: 'Artículos ECommerce',
  order: 4,
  empresa: 2,
  // A principal with its variants, audited whole under its id.
  historial: { tablas: ['bar_ecommerce_principal'] },
});
