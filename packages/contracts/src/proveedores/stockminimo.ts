import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  confirmarGuardar,
  guardarMinimosBody,
  guardarMinimosData,
  MINIMO_PRODUCTO_MAX,
} from './existencias-minimas.ts';

/** S28 'Stock mínimo (Producto-Fórmula)' (002 §2 Minimum stock product-formula). */
export const STOCK_MINIMO_URL = '/{product}/catalogos/proveedores/stockminimo';

/** 002 §9: the product or formula search needs more than 3 characters. */
export const BUSQUEDA_MINIMA = 4;
export const BUSQUEDA_MAX = 100;
/** Todas in the branch filter (002 §2). */
export const TODAS_LAS_SUCURSALES = 0;

export const stockMinimoMessages = {
  /** 002 §5 product-formula view. */
  confirmar: (n: number) => confirmarGuardar(n, 'registro', 'registros'),
  sinResultado: 'No se encontro resultado.',
  errorBuscar: 'Error al buscar productos',
  busquedaCorta: 'Escriba más de 3 caracteres para buscar.',
  destinoRequerido: 'Es necesario seleccionar sucursal destino.',
  origenRequerido: 'Es necesario seleccionar sucursal origen.',
  iguales: 'La sucursal destino no puede ser igual a la sucursal origen',
  confirmarCopia: 'Se realizara copiado de minimos ¿Desea continuar?',
  copiados: (n: number, origen: string, destino: string) =>
    `Se copiaron los mínimos de ${origen} a ${destino} (${n} ${n === 1 ? 'artículo' : 'artículos'}).`,
  leyendaDemanda: 'Demanda individual',
  tituloCopia: 'Copiar minimos de sucursal',
  tituloResultados: 'Resultados de la búsqueda',
  unoDeLosDos: 'Indique un producto o una fórmula: uno de los dos debe ser 0.',
  sinBusqueda: 'Busque un producto o una fórmula para ver sus mínimos por sucursal.',
  sinFilas: 'No hay filas con los filtros elegidos.',
  productoNoExiste: (cod: number) => `El producto ${cod} no existe.`,
  formulaNoExiste: (cod: number) => `La fórmula ${cod} no existe.`,
  sucursalInvalida: 'La sucursal no es válida.',
} as const;
const m = stockMinimoMessages;

/**
 * 002 §3 'Minimum stock product/formula row', plus the article's code (the save names it). One row per
 * article and own active branch; existenciaMinima 0 when none is set; grupoProducto 0 when the article
 * is in no product group.
 */
export const stockMinimoFilaSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  codArticulo: entero(),
  descripcionProducto: z.string(),
  descripcionFormula: z.string(),
  grupoProducto: entero(),
  existenciaMinima: entero(),
  demandaIndividual: entero({ min: 0, max: 1 }),
});
export type StockMinimoFila = z.infer<typeof stockMinimoFilaSchema>;

/** 002 §7: codArticulo and codFormula, one of them 0. */
export const stockMinimoBuscarBody = z
  .object({
    codArticulo: entero({ min: 0, mensaje: 'El producto no es válido.' }).default(0),
    codFormula: entero({ min: 0, mensaje: 'La fórmula no es válida.' }).default(0),
  })
  .refine((b) => (b.codArticulo === 0) !== (b.codFormula === 0), { error: m.unoDeLosDos });
export type StockMinimoBuscar = z.infer<typeof stockMinimoBuscarBody>;

export const stockMinimoBuscar = endpoint({
  method: 'POST',
  path: '/proveedores/stockMinimoBuscar',
  body: stockMinimoBuscarBody,
  data: z.array(stockMinimoFilaSchema),
  summary: 'Mínimos por sucursal propia de un producto o de los productos de una fórmula',
});

export const stockMinimoGuardarBody = guardarMinimosBody(MINIMO_PRODUCTO_MAX);

export const stockMinimoGuardar = endpoint({
  method: 'POST',
  path: '/proveedores/stockMinimoGuardar',
  body: stockMinimoGuardarBody,
  data: guardarMinimosData,
  summary: 'Guarda la existencia mínima (0 a 9999) de las filas modificadas',
});

const sucursalParam = enteroTexto({ min: 0, mensaje: m.sucursalInvalida });

/**
 * 002 §5 order: destination, origin, then different. A 0 is the spec's refusal (value false, checked
 * by the server too), not a malformed path.
 */
export const copiarStockMinimo = endpoint({
  method: 'GET',
  path: '/proveedores/CopiarStockMinimoGuardar/:origen/:destino',
  params: z.object({ origen: sucursalParam, destino: sucursalParam }),
  data: z.object({ copiados: entero() }),
  summary: 'Copia los mínimos de una sucursal propia a otra (la destino queda igual a la origen)',
});

/** The copy's checks in the spec's order (the web before its confirmation, the server again). */
export const fallaCopia = (origen: number | null, destino: number | null) => {
  if (!destino) return { campo: 'destino' as const, message: m.destinoRequerido };
  if (!origen) return { campo: 'origen' as const, message: m.origenRequerido };
  if (origen === destino) return { campo: 'destino' as const, message: m.iguales };
  return null;
};

/** S28 (002 §2): Farmacias › Catálogos › Proveedores. */
export const stockMinimoPantalla = pantalla({
  access: 'menu',
  id: 1502,
  parent: 70,
  name: 'Stock mínimo (Producto-Fórmula)',
  icon: 'AppstoreOutlined',
  url: STOCK_MINIMO_URL,
  title: 'Stock mínimo (Producto-Fórmula)',
  order: 4,
  empresa: 1,
});
