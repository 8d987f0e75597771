import { z } from 'zod';
import { texto as cadena, entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import {
  articuloSchema,
  codBarrasSchema,
  costoSchema,
  existenciaSchema,
  grupoProductoSchema,
  sucursalCostoSchema,
} from './articulos/esquemas.ts';
import { articulosConst, articulosMsg } from './articulos/textos.ts';

/**
 * S06 'Alta de artículos': its calls and its manifest. Its texts and constants are in
 * articulos/textos.ts, the data shapes in articulos/esquemas.ts, the save checks in articulos/validar.ts.
 */

/** Screen routes, also the menu urls that grant the calls (docs/decisions/, Articles). */
export const ALTA_ARTICULOS_URL = '/{product}/catalogos/catarticulos';

const codigoParams = z.object({ codigo: enteroTexto().min(0, 'El código no es válido.') });
const idParams = z.object({ id: enteroTexto().min(0, 'El identificador no es válido.') });

export const articuloEstatus = endpoint({
  method: 'GET',
  path: '/catarticulos/articuloestatuscon',
  data: z.array(z.object({ estatus: z.string(), descripcion: z.string() })),
  summary: 'Opciones de estatus de artículo',
});

/**
 * The registration search's text: at most 100 characters, refused with a message that says so (the
 * shared `buscarBody` answered 'Debe ser un texto.', issue 30).
 */
export const buscarArticuloBody = z.object({
  buscar: cadena().trim().max(articulosConst.busquedaMaxCaracteres, articulosMsg.busquedaLarga).default(''),
});

/** One hit of the registration search: the DIFARMER and/or chain code. */
export const busquedaArticuloSchema = z.object({
  codArticulo: entero(),
  codArticuloFarmasi: entero(),
  descripcion: z.string(),
  formula: z.string(),
  soloFarmasi: z.boolean(),
});

export const consultar = endpoint({
  method: 'POST',
  path: '/catarticulos/consultar',
  body: buscarArticuloBody,
  data: z.array(busquedaArticuloSchema),
  summary: 'Busca artículos DIFARMER y de la cadena por código o texto',
});

export const consultarFarmasi = endpoint({
  method: 'POST',
  path: '/catarticulos/consultar/:product',
  params: z.object({ product: cadena().max(40) }),
  body: buscarArticuloBody,
  data: z.array(busquedaArticuloSchema),
  summary: 'Busca artículos de la cadena por código o texto',
});

export const detalle = endpoint({
  method: 'GET',
  path: '/catarticulos/consultar/detalle/:codigo',
  params: codigoParams,
  data: articuloSchema,
  summary: 'Detalle del artículo por código DIFARMER o de la cadena',
});

export const codBarrasDeArticulo = endpoint({
  method: 'GET',
  path: '/catarticulos/consultar/codbarras/:codigo',
  params: codigoParams,
  data: z.array(codBarrasSchema),
  summary: 'Códigos de barras de un artículo de la cadena',
});

export const validaCodBarra = endpoint({
  method: 'GET',
  path: '/catarticulos/validacodbarra/:codBarras',
  params: z.object({
    codBarras: cadena().regex(
      new RegExp(`^\\d{1,${articulosConst.codBarrasMax}}$`),
      articulosMsg.codBarrasInvalido,
    ),
  }),
  data: z.object({ codBarras: z.string() }),
  summary: 'Comprueba que un código de barras no esté asignado a otro artículo',
});

export const guardarBody = articuloSchema;

export const agregar = endpoint({
  method: 'POST',
  path: '/catarticulos/agregar',
  body: guardarBody,
  data: articuloSchema,
  summary: 'Completa un artículo DIFARMER pendiente (crea su lado de la cadena)',
});

export const guardar = endpoint({
  method: 'POST',
  path: '/catarticulos/guardar',
  body: guardarBody,
  data: articuloSchema,
  summary: 'Crea o actualiza un artículo con sus códigos de barras',
});

export const existenciaSucursales = endpoint({
  method: 'GET',
  path: '/sucursales/buscadores/ExistenciaSucursalesTotal/:codigo',
  params: codigoParams,
  data: z.array(existenciaSchema),
  summary: 'Existencia del artículo por sucursal',
});

export const costosDeArticulo = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/consultar/:codigo',
  params: codigoParams,
  data: z.array(costoSchema),
  summary: 'Costos de proveedor de un artículo de la cadena',
});

export const costoPorId = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/:id',
  params: idParams,
  data: costoSchema,
  summary: 'Un costo de proveedor',
});

export const sucursalesDeCosto = endpoint({
  method: 'GET',
  path: '/catarticulos/proveedor-costo/consultar/detalle/:id',
  params: idParams,
  data: z.array(sucursalCostoSchema),
  summary: 'Sucursales del costo (seleccionadas) y las libres para el artículo',
});

export const guardarCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/guardar',
  body: costoSchema,
  data: costoSchema,
  summary: 'Crea o actualiza un costo de proveedor',
});

export const guardarSucursalesCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/guardar/detalle/:id',
  params: idParams,
  body: z.array(sucursalCostoSchema).max(5000),
  data: z.array(sucursalCostoSchema),
  summary: 'Guarda las sucursales del costo (reemplaza las seleccionadas)',
});

export const eliminarCosto = endpoint({
  method: 'POST',
  path: '/catarticulos/proveedor-costo/eliminar',
  body: z.object({ idCatArticulosProveedoresCostosEnc: entero().positive() }),
  data: z.object({ idCatArticulosProveedoresCostosEnc: entero() }),
  summary: 'Elimina un costo de proveedor',
});

export const consultarGrupo = endpoint({
  method: 'GET',
  path: '/catarticulos/grupo-de-productos/consultar-grupo/:id',
  params: idParams,
  data: z.array(grupoProductoSchema),
  summary: 'Grupos de productos de una fórmula: encabezados (código 0) y sus artículos',
});

export const grupoBody = z.object({
  codFormula: entero().positive('La fórmula no es válida.'),
  grupo: entero().min(0),
  codArticuloFarmasi: entero().min(0),
});

export const guardarGrupo = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/guardar-grupo',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Agrega un artículo a un grupo (grupo 0 inicia uno nuevo)',
});

export const eliminarGrupo = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/eliminar-grupo',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Quita un artículo de su grupo (no el principal)',
});

export const marcarPrincipal = endpoint({
  method: 'POST',
  path: '/catarticulos/grupo-de-productos/marcar-producto-principal',
  body: grupoBody,
  data: z.array(grupoProductoSchema),
  summary: 'Marca el artículo principal del grupo',
});

export const parametro = endpoint({
  method: 'GET',
  path: '/parametros/consultar/:nombre',
  params: z.object({ nombre: cadena().regex(/^[A-Za-z0-9_]{1,60}$/, 'El parámetro no es válido.') }),
  data: z.object({ nombre: z.string(), valor: z.string() }),
  summary: 'Valor de un parámetro',
});

/** S06 'Alta de artículos'. */
export const altaArticulosPantalla = pantalla({
  access: 'menu',
  id: 1010,
  parent: 10,
  name: 'Alta de artículos',
  icon: 'FormOutlined',
  url: ALTA_ARTICULOS_URL,
  title: articulosMsg.tituloAlta,
  order: 1,
  empresa: 1,
  historial: {
    tablas: ['cat_articulos_proveedores_costos_enc', 'cat_articulos_proveedores_costos_det', 'cat_articulos'],
  },
});
