import {
  asignacionPermisosPantalla,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
} from '../administracion/asignacion-permisos.ts';
import { controlVentasTransferenciasPantalla } from '../administracion/control-ventas-transferencias.ts';
import { recargasTelefonicasPantalla } from '../administracion/recargas-telefonicas.ts';
import { traspasosSucursalesPantalla } from '../administracion/traspasos-sucursales.ts';
import type { PantallaMenu } from '../pantalla.ts';
import { pedidosProveedorPantalla } from '../proveedores/pedidosproveedor.ts';
import { consultaGeneralPantalla } from '../reportes/consultageneraldatos.ts';
import { facturasReportePantalla } from '../reportes/facturas.ts';
import { altaArticulosPantalla } from './articulos.ts';
import { articulosPendientesPantalla } from './articulos-pendientes.ts';
import { marcasPantalla } from './catproveedoresmarca.ts';
import { clientesPantalla } from './clientes.ts';
import { diasInventarioFamiliaPantalla } from './dias-inventario-familia.ts';

/**
 * The screens whose menu entry grants each search of the kit's finders that the command palette
 * (issue 29) asks too. The server's routes are granted by these lists and the palette offers a kind
 * of record only to users who hold one of them, so the two never drift apart (a search the palette
 * offers never answers 403).
 */
export const concedenBuscarSucursales: readonly PantallaMenu[] = [
  controlVentasTransferenciasPantalla,
  diasInventarioFamiliaPantalla,
  recargasTelefonicasPantalla,
  traspasosSucursalesPantalla,
  pedidosProveedorPantalla,
  facturasReportePantalla,
  consultaGeneralPantalla,
];

/** BuscadorProveedor: Catálogo de Marcas and the general data query's supplier filter (S49). */
export const concedenBuscarProveedores: readonly PantallaMenu[] = [marcasPantalla, consultaGeneralPantalla];

/** BuscadorArticulo (productos): the article screens S06 and S05 and the general data query (S49). */
export const concedenBuscarProductos: readonly PantallaMenu[] = [
  altaArticulosPantalla,
  articulosPendientesPantalla,
  consultaGeneralPantalla,
];

/** BuscadorCliente: Clientes and the general data query's customer filter (S49). */
export const concedenBuscarClientes: readonly PantallaMenu[] = [clientesPantalla, consultaGeneralPantalla];

/** BuscadorUsuarioEmpleado: the three permission screens (S38–S40). */
export const concedenBuscarEmpleadosUsuario: readonly PantallaMenu[] = [
  asignacionPermisosPantalla,
  permisosCajaPantalla,
  permisosAlmacenPantalla,
];
