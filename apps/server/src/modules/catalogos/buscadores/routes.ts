import { abrirPaginaLicenciatariosPantalla } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import {
  asignacionPermisosPantalla,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { controlVentasTransferenciasPantalla } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { domiciliosMedicosPantalla } from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { recargasTelefonicasPantalla } from '@farmasi/contracts/administracion/recargas-telefonicas';
import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { traspasosSucursalesPantalla } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { imagenesArticulosPantalla } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import * as c from '@farmasi/contracts/catalogos/buscadores';
import {
  concedenBuscarClientes,
  concedenBuscarProductos,
  concedenBuscarProveedores,
} from '@farmasi/contracts/catalogos/buscadores-concesiones';
import * as catalogos from '@farmasi/contracts/catalogos/catalogos-articulos';
import { marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { diasInventarioFamiliaPantalla } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { facturasEnRevisionPantalla } from '@farmasi/contracts/proveedores/facturasenrevision';
import { pedidosProveedorPantalla } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
import {
  consultaGeneralBaranetosPantalla,
  consultaGeneralPantalla,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import * as q from './queries.ts';

/**
 * Shared search helpers (000 §7 buscadores/). Each is granted to the screens whose web code calls it
 * (the kit's finders in apps/web/src/ui/buscadores included); one no screen calls yet is granted to
 * the screens that already read the same rows through another call, or that maintain them
 * (docs/decisions/seguridad.md, 'Routes for any signed-in user'). Only the states stay open to any
 * signed-in user: public reference data.
 */
export const registerBuscadoresRoutes = (app: App, { db }: AppDeps) => {
  // Screens that pick a pharmacy branch (the same rows as catalogos/sucursales).
  const sucursales = pantallas(
    controlVentasTransferenciasPantalla,
    diasInventarioFamiliaPantalla,
    recargasTelefonicasPantalla,
    traspasosSucursalesPantalla,
  );

  // BuscadorProveedor: Catálogo de Marcas (Precios programados picks from catalogos/proveedores) and
  // the general data query's supplier filter (S49).
  addRoute(
    app,
    c.buscarProveedores,
    pantallas(...concedenBuscarProveedores),
    async ({ params }) => await q.buscarProveedores(db, params.texto),
  );
  // Formulas and products: the article screens and S28's search (stock mínimo por producto o fórmula).
  const articulosYMinimos = pantallas(
    altaArticulosPantalla,
    articulosPendientesPantalla,
    stockMinimoPantalla,
  );
  // BuscadorFormula: S28's formulas and the general data query's formula filter (S49).
  addRoute(
    app,
    c.buscarFormula,
    pantallas(
      altaArticulosPantalla,
      articulosPendientesPantalla,
      stockMinimoPantalla,
      consultaGeneralPantalla,
    ),
    async ({ params }) => await q.buscarFormulas(db, params.texto),
  );
  // The article screens, S06 (alta de artículos) and S05 (pendientes), which share the article form,
  // and BuscadorArticulo (default variante) in the general data query's product filter (S49).
  addRoute(
    app,
    c.buscarProductos,
    pantallas(...concedenBuscarProductos),
    async ({ params }) => await q.buscarProductos(db, params.texto),
  );
  // BuscadorArticulo variante 'difarmer': Reiniciar demanda.
  addRoute(
    app,
    c.buscarArticulosDifarmer,
    pantallas(reiniciarDemandaPantalla),
    async ({ params }) => await q.buscarArticulosDifarmer(db, params.texto),
  );
  // Employees: the permission screens, which pick employees (their own finder, buscar-empleados-usuario).
  addRoute(
    app,
    c.buscarEmpleados,
    pantallas(asignacionPermisosPantalla, permisosCajaPantalla, permisosAlmacenPantalla),
    async ({ params }) => await q.buscarEmpleados(db, params.texto),
  );
  addRoute(
    app,
    c.buscarLicenciatarios,
    pantallas(abrirPaginaLicenciatariosPantalla),
    async ({ params }) => await q.buscarLicenciatarios(db, params.texto),
  );
  // BuscadorArticuloBaranetos (default variante) and the screen's own look-up: Imágenes de artículos.
  addRoute(
    app,
    c.buscarArticulosBaranetos,
    pantallas(imagenesArticulosPantalla, consultaGeneralBaranetosPantalla),
    async ({ params }) => await q.buscarArticulosBaranetos(db, params.texto),
  );
  // BuscadorCliente: Clientes and the general data query's customer filter (S49).
  addRoute(
    app,
    c.buscarClientes,
    pantallas(...concedenBuscarClientes),
    async ({ params }) => await q.buscarClientes(db, params.texto),
  );
  const medicos = pantallas(domiciliosMedicosPantalla);
  addRoute(app, c.buscarMedico, medicos, async ({ body }) => await q.buscarMedicos(db, body.buscar));
  addRoute(
    app,
    c.buscarProductosAvanzado,
    articulosYMinimos,
    async ({ body }) => await q.buscarProductosAvanzado(db, body.buscar),
  );
  // Two catalogues of 000 §7 over the same data: doctors (body buscar) and the states.
  addRoute(app, catalogos.catMedicos, medicos, async ({ body }) => await q.buscarMedicos(db, body.buscar));
  // The 32 states: public reference data, the same for everyone; no screen's data.
  addRoute(app, catalogos.obtenerEstados, 'sesion', async () => await q.estados(db));
  addRoute(app, c.buscarSucursal, sucursales, async ({ body }) => await q.buscarSucursales(db, body.buscar));
  addRoute(
    app,
    c.buscarMarca,
    // The brand filters of S30 (facturas en revisión) and S31 (pedidos de proveedores) too.
    pantallas(
      marcasPantalla,
      altaArticulosPantalla,
      articulosPendientesPantalla,
      facturasEnRevisionPantalla,
      pedidosProveedorPantalla,
    ),
    async ({ body }) => await q.buscarMarcas(db, body.buscar),
  );
};

export default modulo(registerBuscadoresRoutes);
