import { z } from 'zod';
import { texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { catalogoItemSchema } from './sucursales.ts';

/**
 * Shared search helpers (000 §7 buscadores/): GET with the text in the path, POST with body buscar.
 * Every answer is a list of codigo/descripcion, at most 50 rows, exact code first.
 */
export const BUSCADOR_LIMITE = 50;
const textoParams = z.object({ texto: texto(100).trim().min(1, 'Escriba el texto a buscar.') });

const get = (nombre: string, summary: string) =>
  endpoint({
    method: 'GET',
    path: `/buscadores/${nombre}/:texto`,
    params: textoParams,
    data: z.array(catalogoItemSchema),
    summary,
  });
const post = (nombre: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `/buscadores/${nombre}`,
    body: z.object({ buscar: texto(100).trim().default('') }),
    data: z.array(catalogoItemSchema),
    summary,
  });

export const buscarProveedores = get('buscar-proveedores', 'Busca proveedores por código, nombre o RFC');
export const buscarFormula = get('buscar-formula', 'Busca fórmulas por código o texto');
export const buscarProductos = get(
  'buscar-productos',
  'Busca artículos de la cadena por código, código de barras o texto',
);
export const buscarArticulosDifarmer = get(
  'buscar-articulos-difarmer',
  'Busca artículos DIFARMER por código o texto',
);
export const buscarEmpleados = get('buscar-empleados', 'Busca empleados activos por código o nombre');
export const buscarLicenciatarios = get('buscar-licenciatarios', 'Busca sucursales licenciatarias activas');
export const buscarClientes = get('buscar-clientes', 'Busca clientes activos por código o nombre');
export const buscarSucursal = post('buscar-sucursal', 'Busca sucursales activas');
export const buscarMedico = post(
  'buscar-medico',
  'Busca médicos por nombre y apellidos, o por cédula o registro SSA exactos',
);
/**
 * Chain articles whose description, formula or laboratory hold every word of the text, in any
 * order ('amoxi 500 pisa'); digits alone look for the chain code or a barcode exactly.
 */
export const buscarProductosAvanzado = post(
  'buscar-productos-avanzado',
  'Busca artículos de la cadena por varias palabras en descripción, fórmula o laboratorio',
);
export const buscarMarca = post('buscar-marca', 'Busca marcas de proveedores');

export const articuloBaranetosSchema = z.object({
  codArticulo: z.number().int(),
  descripcion: z.string(),
  codBarras: z.string(),
});
/** The wholesale line's articles (001 §7 Article images): code or barcode exactly, or the description. */
export const buscarArticulosBaranetos = endpoint({
  method: 'GET',
  path: '/baranetos/buscadores/buscar-articulos/:texto',
  params: textoParams,
  data: z.array(articuloBaranetosSchema),
  summary: 'Busca artículos de Baranetos por código, código de barras o descripción',
});
