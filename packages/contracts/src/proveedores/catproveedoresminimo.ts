import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  confirmarGuardar,
  guardarMinimosBody,
  guardarMinimosData,
  MINIMO_MARCA_MAX,
} from './existencias-minimas.ts';

/** S26 'Existencias mínimas (proveedores externos)' (002 §2 Minimum stock by brand). */
export const EXISTENCIAS_MINIMAS_URL = '/{product}/catalogos/proveedores/catproveedoresminimo';

export const existenciasMinimasMarcaMessages = {
  seleccioneMarca: 'Seleccione una Marca',
  sinArticulos: 'La marca no tiene artículos activos.',
  marcaInvalida: 'La marca no es válida.',
  marcaNoExiste: 'La marca no existe o no está activa.',
  /** 002 §5 brand view: 'Se afectarán <n> sucursales', '¿Desea guardar los cambios?'. */
  confirmar: (n: number) => confirmarGuardar(n, 'sucursal', 'sucursales'),
  globalVacio: 'Capture la existencia mínima que se aplicará a todas las sucursales.',
  tituloModal: 'Sucursales',
} as const;
const m = existenciasMinimasMarcaMessages;

/**
 * 002 §3 'Minimum stock by article': an article of the brand with its cost and public price at the
 * brand's supplier, and how many own branches have minimum 0 (or none) for it (shown red).
 */
export const articuloMinimoSchema = z.object({
  codArticulo: entero(),
  descripcion: z.string(),
  costo: z.number(),
  precioPublico: z.number(),
  existenciaMinimaCero: entero(),
});
export type ArticuloMinimo = z.infer<typeof articuloMinimoSchema>;

/** 002 §3 per branch: codSucursal, sucursal, existenciaMinima (0 when none is set), and the article. */
export const sucursalMinimoSchema = z.object({
  codArticulo: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  existenciaMinima: entero(),
});
export type SucursalMinimo = z.infer<typeof sucursalMinimoSchema>;

export const consultaExistenciaMinima = endpoint({
  method: 'GET',
  path: '/proveedores/consultaexistenciaminima/:idMarca',
  params: z.object({ idMarca: enteroTexto({ min: 1, mensaje: m.marcaInvalida }) }),
  data: z.array(articuloMinimoSchema),
  summary: 'Artículos activos de una marca con su costo, precio y sucursales con mínimo en cero',
});

export const sucursalesExistenciasMinimas = endpoint({
  method: 'GET',
  path: '/proveedores/catsucursalesexistenciasminimas/:codArticulo',
  params: z.object({
    codArticulo: enteroTexto({ min: 1, mensaje: 'El artículo no es válido.' }),
  }),
  data: z.array(sucursalMinimoSchema),
  summary: 'Existencia mínima de un artículo en cada sucursal propia activa',
});

export const guardarExistenciaMinimaBody = guardarMinimosBody(MINIMO_MARCA_MAX);

export const existenciaMinimaGuardar = endpoint({
  method: 'POST',
  path: '/proveedores/existenciaMinimaGuardar',
  body: guardarExistenciaMinimaBody,
  data: guardarMinimosData,
  summary: 'Guarda la existencia mínima (0 a 99) de las sucursales modificadas',
});

/** S26 (002 §2): Farmacias › Catálogos › Proveedores. */
export const existenciasMinimasPantalla = pantalla({
  access: 'menu',
  id: 1500,
  parent: 70,
  name: 'Existencias mínimas',
  icon: 'InboxOutlined',
  url: EXISTENCIAS_MINIMAS_URL,
  title: 'Existencias mínimas (proveedores externos)',
  order: 2,
  empresa: 1,
});
