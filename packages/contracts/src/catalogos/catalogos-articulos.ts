import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { buscarBody, catalogoItemSchema } from './sucursales.ts';

/** Formula item: desglozar enables the product group (000 §3). */
export const formulaItemSchema = catalogoItemSchema.extend({ desglozar: z.boolean() });
export const medidaSchema = catalogoItemSchema.extend({ aplicar: z.boolean() });
export const marcaSchema = z.object({ idCatProveedoresMarcasEnc: entero(), nombre: z.string() });

const lista = (path: string, summary: string, data = z.array(catalogoItemSchema)) =>
  endpoint({ method: 'POST', path, body: buscarBody, data, summary });

/** Catalogues with body buscar (000 §7): code exact or text inside the description. */
export const catFormulas = lista('/catalogos/formulas', 'Fórmulas', z.array(formulaItemSchema));
export const catLaboratorios = lista('/catalogos/laboratorios', 'Laboratorios');
export const catLineas = lista('/catalogos/lineas', 'Líneas');
export const catFamilias = lista('/catalogos/familias', 'Familias');
export const catPresentaciones = lista('/catalogos/presentaciones', 'Formas farmacéuticas');
export const catGenericos = lista('/catalogos/genericos', 'Genéricos');
/** Doctors: codigo = idCatAntibioticosMedicos, descripcion = 'Nombre Apellidos (cédula N)'. */
export const catMedicos = lista('/catalogos/medicos', 'Médicos por nombre, cédula o registro SSA');
/** Suppliers of brands: codigo = idCatProveedoresMarcasDet, descripcion = 'marca - proveedor'. */
export const catArticulosProveedoresMarcas = lista(
  '/catalogos/articulosproveedoresmarcas',
  'Proveedores por marca',
);

const codigoParams = z.object({ codigo: enteroTexto().min(0, 'El código no es válido.') });

export const obtenerGenerico = endpoint({
  method: 'GET',
  path: '/catalogos/obtenergenerico/:codigo',
  params: codigoParams,
  data: z.array(catalogoItemSchema),
  summary: 'Genéricos de una fórmula',
});

export const medidas = endpoint({
  method: 'GET',
  path: '/catalogos/medidas/:codigo',
  params: codigoParams,
  data: z.array(medidaSchema),
  summary: 'Medidas de una forma farmacéutica',
});

const get = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, data: z.array(catalogoItemSchema), summary });

export const formasAdministracion = get('/catalogos/formasadministracion', 'Formas de administración');
/** The 32 states: codigo = INEGI code (cod_Estado). */
export const obtenerEstados = get('/catalogos/obtenerestados', 'Estados de la República');
export const proveedores = get('/catalogos/proveedores', 'Proveedores activos');
export const proveedoresDeMarca = endpoint({
  method: 'GET',
  path: '/catalogos/proveedores/:codigo',
  params: codigoParams,
  data: z.array(catalogoItemSchema),
  summary: 'Proveedores de una marca (codigo = idCatProveedoresMarcasDet)',
});
export const recargaProveedores = endpoint({
  method: 'GET',
  path: '/catalogos/recargas/proveedores',
  data: z.array(z.object({ idProveedor: entero(), proveedor: z.string() })),
  summary: 'Proveedores de tiempo aire',
});
export const recargaCompanias = endpoint({
  method: 'GET',
  path: '/catalogos/recargas/companias',
  data: z.array(z.object({ idCompania: entero(), nombreCompania: z.string() })),
  summary: 'Compañías de tiempo aire',
});
export const recargaTiposProducto = endpoint({
  method: 'GET',
  path: '/catalogos/recargas/tipoproductos',
  data: z.array(z.object({ idTipoProducto: entero(), tipoProducto: z.string() })),
  summary: 'Tipos de producto de tiempo aire',
});
export const marcas = endpoint({
  method: 'GET',
  path: '/catalogos/marcas',
  data: z.array(marcaSchema),
  summary: 'Marcas de proveedores',
});
