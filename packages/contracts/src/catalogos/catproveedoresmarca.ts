import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Brands catalogue (S12, 001 §2 'Catálogo de Marcas'): brands, the suppliers of each, its articles' order. */
export const MARCAS_URL = '/{product}/catalogos/catproveedoresmarca';
const B = '/proveedores';

export const NOMBRE_MARCA_MAX = 100;
/** 001 §9: vigencia 1 digit; credit and inventory days 3 digits. */
export const VIGENCIA_DIGITOS = 1;
export const DIAS_DIGITOS = 3;
/** The brand's image: read by its content, at most 500 KB (docs/decisions/catalogos.md, S12). */
export const IMAGEN_MARCA_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGEN_MARCA_ACCEPT = '.jpg,.jpeg,.png,.webp';
export const IMAGEN_MARCA_TAMANO_MAXIMO = 500 * 1024;

export const marcasMessages = {
  sinNombre: 'Ingrese el nombre de la marca.',
  sinImagen: 'Debe seleccionar una imagen.',
  sinProveedores: 'Es necesario agregar un proveedor a la marca.',
  sinVigencia: 'Es necesario capturar la vigencia diferente de cero',
  sinDiasCredito: 'Es necesario capturar los días crédito diferente de cero',
  imagenTipo: 'La imagen debe ser JPG, PNG o WEBP.',
  imagenTamano: 'La imagen excede el tamaño máximo de 500 KB.',
  nombreLargo: `El nombre admite como máximo ${NOMBRE_MARCA_MAX} caracteres.`,
  marcaDuplicada: 'Ya existe una marca con el nombre {nombre}.',
  marcaNoExiste: 'La marca no existe.',
  proveedorNoExiste: 'El proveedor {codigo} no existe o está inactivo.',
  proveedorRepetido: 'El proveedor {codigo} está repetido.',
  detalleNoExiste: 'El proveedor ya no pertenece a la marca.',
  detalleConCostos: 'No se puede quitar el proveedor: tiene costos de artículos registrados con esta marca.',
  detalleConDocumentos:
    'No se puede quitar el proveedor: tiene pedidos, facturas o pagos registrados con esta marca.',
  unSoloDefault: 'Solo un proveedor puede ser el predeterminado de la marca.',
  articuloRepetido: 'El artículo {codigo} está repetido.',
  articuloAjeno: 'El artículo {codigo} no es de la marca.',
  guardada: 'La marca se guardó correctamente.',
  proveedoresGuardados: 'Los proveedores de la marca se guardaron correctamente.',
  proveedorEliminado: 'El proveedor se quitó de la marca.',
  nuevoPredeterminado: 'El proveedor se quitó de la marca. {nombre} es ahora el proveedor predeterminado.',
  marcasDistintas: 'Todos los proveedores de la lista deben ser de la misma marca.',
  ordenGuardado: 'El orden de los artículos se guardó correctamente.',
  sinMarcas: 'No hay marcas que mostrar',
  sinArticulos: 'La marca no tiene artículos.',
  deseaQuitar: '¿Desea quitar el proveedor {nombre} de la marca?',
  idMarca: 'La marca no es válida.',
  idDetalle: 'El proveedor de la marca no es válido.',
} as const;
const m = marcasMessages;

export const marcaSchema = z.object({
  idCatProveedoresMarcasEnc: entero(),
  nombre: z.string(),
  /** The image's address ('' when the brand has none yet). */
  imagenNueva: z.string(),
  proveedoresCount: entero(),
});
export type Marca = z.infer<typeof marcaSchema>;

export const proveedorMarcaSchema = z.object({
  idCatProveedoresMarcasDet: entero(),
  /** The supplier's code. */
  codigo: entero(),
  descripcion: z.string(),
  vigencia: entero(),
  diasCredito: entero(),
  diasInventario: entero(),
  /** The brand's default supplier: its inventory days are the brand's (docs/decisions/catalogos.md). */
  diasInventarioDefault: z.boolean(),
});
export type ProveedorMarca = z.infer<typeof proveedorMarcaSchema>;

export const articuloMarcaSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  ordenProveedor: entero(),
});
export type ArticuloMarca = z.infer<typeof articuloMarcaSchema>;

/** The brand modal's multipart `json` field: id 0 creates; the image is the file part. */
export const guardarMarcaDatos = z.object({
  idCatProveedoresMarcasEnc: entero({ min: 0, mensaje: m.idMarca }),
  nombre: texto(NOMBRE_MARCA_MAX, m.nombreLargo).trim(),
});

/** 001 §5 Brand, in the modal's order. */
export const validarMarca = (
  nombre: string,
  tieneImagen: boolean,
): { message: string; campo: 'nombre' | 'imagen' } | null => {
  if (!nombre.trim()) return { message: m.sinNombre, campo: 'nombre' };
  if (!tieneImagen) return { message: m.sinImagen, campo: 'imagen' };
  return null;
};

const dias = (digitos: number) =>
  entero({
    min: 0,
    max: 10 ** digitos - 1,
    mensaje: `Admite como máximo ${digitos} dígito${digitos > 1 ? 's' : ''}.`,
  });

export const proveedorMarcaBody = z.object({
  /** The brand (each row of the spec's list names it; all rows the same brand). */
  idCatProveedoresMarcasEnc: entero({ min: 1, mensaje: m.idMarca }),
  /** 0 adds the supplier to the brand. */
  idCatProveedoresMarcasDet: entero({ min: 0, mensaje: m.idDetalle }),
  codigo: entero({ min: 1, mensaje: 'El proveedor no es válido.' }),
  vigencia: dias(VIGENCIA_DIGITOS),
  diasCredito: dias(DIAS_DIGITOS),
  diasInventario: dias(DIAS_DIGITOS),
  diasInventarioDefault: z.boolean().default(false),
});
export type ProveedorMarcaEntrada = z.input<typeof proveedorMarcaBody>;

/**
 * 001 §7 `POST /proveedores/GuardarProveedorPorMarca/ (list)`: the body is the list of the brand's
 * supplier rows (the entity's fields; `descripcion` may come and is ignored), each naming its brand
 * (issue 24: it was an object holding the list). At least one row, all of one brand.
 */
export const guardarProveedoresBody = z
  .array(proveedorMarcaBody)
  .min(1, m.sinProveedores)
  .max(200)
  .refine((l) => l.every((p) => p.idCatProveedoresMarcasEnc === l[0]?.idCatProveedoresMarcasEnc), {
    message: m.marcasDistintas,
  });

/** 001 §5 Suppliers: at least one, then each row's vigencia and credit days above zero (row by row). */
export const validarProveedores = (
  proveedores: readonly { codigo: number; vigencia: number; diasCredito: number }[],
):
  | { message: string; fila: number; campo: 'vigencia' | 'diasCredito' }
  | { message: string; fila: null; campo: null }
  | null => {
  if (!proveedores.length) return { message: m.sinProveedores, fila: null, campo: null };
  for (const [fila, p] of proveedores.entries()) {
    if (!(p.vigencia > 0)) return { message: m.sinVigencia, fila, campo: 'vigencia' };
    if (!(p.diasCredito > 0)) return { message: m.sinDiasCredito, fila, campo: 'diasCredito' };
  }
  return null;
};

export const consultarMarcas = endpoint({
  method: 'GET',
  path: `${B}/proveedormarca-consultar/:n`,
  params: z.object({ n: z.enum(['0', '1'], { error: 'Use 1 para las marcas activas o 0 para todas.' }) }),
  data: z.array(marcaSchema),
  summary: 'Marcas (1 = activas, 0 = todas) con su imagen y su número de proveedores',
});

export const guardarMarca = endpoint({
  method: 'POST',
  path: `${B}/proveedormarca-guardar`,
  data: marcaSchema,
  summary: 'Crea (id 0) o modifica una marca: multipart con el campo json y la imagen',
});

const idMarcaParams = z.object({ id: enteroTexto({ min: 1, mensaje: m.idMarca }) });

export const consultarProveedoresMarca = endpoint({
  method: 'GET',
  path: `${B}/proveedorPormarca-consultar/:id`,
  params: idMarcaParams,
  data: z.array(proveedorMarcaSchema),
  summary: 'Proveedores de una marca',
});

export const guardarProveedoresMarca = endpoint({
  method: 'POST',
  path: `${B}/GuardarProveedorPorMarca`,
  body: guardarProveedoresBody,
  data: z.array(proveedorMarcaSchema),
  summary:
    'Guarda los proveedores de una marca, una lista de filas de la misma marca (agrega los nuevos, actualiza los demás)',
});

export const eliminarProveedorMarca = endpoint({
  method: 'GET',
  path: `${B}/EliminarProveedorDeMarca/:id`,
  params: z.object({ id: enteroTexto({ min: 1, mensaje: m.idDetalle }) }),
  data: z.object({
    idCatProveedoresMarcasDet: entero(),
    /** When the default supplier was taken off: the row that is the brand's default now (0: none left or unchanged). */
    idPredeterminado: entero(),
  }),
  summary: 'Quita un proveedor de una marca; si era el predeterminado, el primero de los demás lo es ahora',
});

export const consultarArticulosMarca = endpoint({
  method: 'GET',
  path: `${B}/proveedormarcas-consultar/:id/:codigo`,
  params: z.object({
    id: enteroTexto({ min: 1, mensaje: m.idMarca }),
    codigo: enteroTexto({ min: 0, mensaje: 'El proveedor no es válido.' }),
  }),
  data: z.array(articuloMarcaSchema),
  summary: 'Artículos de una marca (de un proveedor, o 0 = todos) en su orden',
});

export const guardarOrdenArticulos = endpoint({
  method: 'POST',
  path: `${B}/GuardarOrdenProveedores`,
  body: z.object({
    idCatProveedoresMarcasEnc: entero({ min: 1, mensaje: m.idMarca }),
    articulos: z
      .array(z.object({ codArticulo: entero({ min: 1 }), ordenProveedor: entero({ min: 1 }) }))
      .max(5000),
  }),
  data: z.array(articuloMarcaSchema),
  summary: 'Guarda el orden de los artículos de una marca (ordenProveedor 1..n)',
});

/** S12 'Catálogo de Marcas' (001 §2). */
export const marcasPantalla = pantalla({
  access: 'menu',
  id: 1020,
  parent: 70,
  name: 'Catálogo de Marcas',
  icon: 'TagsOutlined',
  url: MARCAS_URL,
  title: 'Catálogo de Marcas',
  order: 10,
  empresa: 1,
  historial: { tablas: ['cat_proveedores_marcas_enc'] },
});
