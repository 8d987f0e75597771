import * as b from '@farmasi/contracts/catalogos/buscadores';
import {
  type CatalogoItem,
  catalogoSucursales,
  catalogoSucursalesPropias,
} from '@farmasi/contracts/catalogos/sucursales';
import { callData } from '@/api';
import { crearBuscador } from './crearBuscador';

const codigo = (i: CatalogoItem) => i.codigo;
const codigoYNombre = (i: CatalogoItem) => `${i.codigo} - ${i.descripcion}`;

/** Finders over the shared catalogue searches: every answer is codigo/descripcion. */
type Get = typeof b.buscarProveedores;
const porTexto = (endpoint: Get) => (texto: string, signal: AbortSignal) =>
  callData(endpoint, { params: { texto }, signal });

/**
 * A pharmacy-line branch (code or name); the whole catalogue shows on open. variante 'propias'
 * keeps to own branches.
 */
export const BuscadorSucursal = crearBuscador<CatalogoItem>({
  nombre: 'sucursal',
  buscar: (buscar, signal, variante) =>
    callData(variante === 'propias' ? catalogoSucursalesPropias : catalogoSucursales, {
      body: { buscar },
      signal,
    }),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar sucursal por código o nombre',
  sinResultados: 'No hay sucursales que coincidan',
  minimo: 0,
  staleTime: 5 * 60_000,
});

export const BuscadorEmpleado = crearBuscador<CatalogoItem>({
  nombre: 'empleado',
  buscar: porTexto(b.buscarEmpleados),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar empleado por código o nombre',
  sinResultados: 'No hay empleados que coincidan',
});

export const BuscadorCliente = crearBuscador<CatalogoItem>({
  nombre: 'cliente',
  buscar: porTexto(b.buscarClientes),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar cliente por código o nombre',
  sinResultados: 'No hay clientes que coincidan',
});

export const BuscadorProveedor = crearBuscador<CatalogoItem>({
  nombre: 'proveedor',
  buscar: porTexto(b.buscarProveedores),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar proveedor por código, nombre o RFC',
  sinResultados: 'No hay proveedores que coincidan',
});

/** A formula (active ingredient) by code or text (buscadores/buscar-formula). */
export const BuscadorFormula = crearBuscador<CatalogoItem>({
  nombre: 'formula',
  buscar: porTexto(b.buscarFormula),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar fórmula por código o nombre',
  sinResultados: 'No hay fórmulas que coincidan',
});

/** variante: 'cadena' (default: code, barcode or text), 'difarmer', 'avanzado' (every word). */
export const BuscadorArticulo = crearBuscador<CatalogoItem>({
  nombre: 'articulo',
  buscar: (texto, signal, variante) =>
    variante === 'avanzado'
      ? callData(b.buscarProductosAvanzado, { body: { buscar: texto }, signal })
      : callData(variante === 'difarmer' ? b.buscarArticulosDifarmer : b.buscarProductos, {
          params: { texto },
          signal,
        }),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar artículo por código, código de barras o descripción',
  sinResultados: 'No hay artículos que coincidan',
});

export const BuscadorMedico = crearBuscador<CatalogoItem>({
  nombre: 'medico',
  buscar: (buscar, signal) => callData(b.buscarMedico, { body: { buscar }, signal }),
  codigo,
  etiqueta: (i) => i.descripcion,
  placeholder: 'Buscar médico por nombre, cédula o registro SSA',
  sinResultados: 'No hay médicos que coincidan',
});

export const BuscadorMarca = crearBuscador<CatalogoItem>({
  nombre: 'marca',
  buscar: (buscar, signal) => callData(b.buscarMarca, { body: { buscar }, signal }),
  codigo,
  etiqueta: codigoYNombre,
  placeholder: 'Buscar marca',
  sinResultados: 'No hay marcas que coincidan',
});
