import {
  buscarLicenciatarios,
  type Licenciatario,
  abrirPaginaLicenciatariosMessages as lm,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import {
  buscarEmpleadosUsuario,
  type EmpleadoUsuario,
  permisosMessages as pm,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { busquedaArticulo } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { buscarArticulosBaranetos } from '@farmasi/contracts/catalogos/buscadores';
import type { DataOf } from '@farmasi/contracts/endpoint';
import { buscarUsuariosBitacora } from '@farmasi/contracts/sistemas/bitacora';
import { callData } from '@/api';
import { crearBuscador } from './crearBuscador';

type ArticuloEncontrado = DataOf<typeof busquedaArticulo>[number];

/**
 * An employee with an active web user (the permission screens give permissions to idWebUsuarios).
 * variante 'bitacora' asks the Bitácora's own call: every web user, active or not (granted to it).
 */
export const BuscadorUsuarioEmpleado = crearBuscador<EmpleadoUsuario>({
  nombre: 'usuario-empleado',
  buscar: (texto, signal, variante) =>
    callData(variante === 'bitacora' ? buscarUsuariosBitacora : buscarEmpleadosUsuario, {
      params: { texto },
      signal,
    }),
  codigo: (e) => e.idWebUsuarios,
  etiqueta: (e) => `${e.codEmpleado} - ${e.nombre}`,
  // The employee number is what a user types (idWebUsuarios is internal).
  claves: (e) => [e.codEmpleado],
  placeholder: pm.buscarEmpleado,
  sinResultados: pm.sinEmpleados,
});

/** A licensee portal account by number, user or name; its branches tell namesakes apart. */
export const BuscadorLicenciatario = crearBuscador<Licenciatario>({
  nombre: 'licenciatario',
  buscar: (texto, signal) => callData(buscarLicenciatarios, { params: { texto }, signal }),
  codigo: (l) => l.idEmpleados,
  etiqueta: (l) => `${l.usuario} - ${l.nombre}`,
  claves: (l) => [l.idEmpleados, l.usuario],
  detalle: (l) => l.sucursales.map((s) => `${s.codSucursal} ${s.sucursal}`).join(', '),
  placeholder: lm.buscar,
  sinResultados: 'No hay licenciatarios que coincidan',
});

/** A wholesale-line (Baranetos) article by code, barcode or description. */
export const BuscadorArticuloBaranetos = crearBuscador<ArticuloEncontrado>({
  nombre: 'articulo-baranetos',
  // The shared finder (granted to Imágenes Artículos); variante 'ecommerce' asks the ECommerce screen's own call.
  buscar: (texto, signal, variante) =>
    callData(variante === 'ecommerce' ? busquedaArticulo : buscarArticulosBaranetos, {
      params: { texto },
      signal,
    }),
  codigo: (a) => a.codArticulo,
  etiqueta: (a) => `${a.codArticulo} - ${a.descripcion}`,
  claves: (a) => [a.codArticulo, a.codBarras],
  placeholder: 'Buscar artículo por código, código de barras o descripción',
  sinResultados: 'No hay artículos que coincidan',
});
