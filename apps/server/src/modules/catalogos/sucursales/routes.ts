import { controlVentasTransferenciasPantalla } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { recargasTelefonicasPantalla } from '@farmasi/contracts/administracion/recargas-telefonicas';
import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { traspasosSucursalesPantalla } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { diasInventarioFamiliaPantalla } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { catalogoSucursales, catalogoSucursalesPropias } from '@farmasi/contracts/catalogos/sucursales';
import { pedidosProveedorPantalla } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
import { consultaGeneralPantalla } from '@farmasi/contracts/reportes/consultageneraldatos';
import { facturasReportePantalla } from '@farmasi/contracts/reportes/facturas';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { buscarSucursales, buscarSucursalesPropias } from './queries.ts';

/**
 * The branch catalogues behind BuscadorSucursal (apps/web/src/ui/buscadores): granted to the screens
 * that pick a branch with it (docs/decisions/seguridad.md, 'Routes for any signed-in user').
 */
export const registerSucursalesCatalogRoutes = (app: App, { db }: AppDeps) => {
  addRoute(
    app,
    catalogoSucursales,
    pantallas(
      controlVentasTransferenciasPantalla,
      diasInventarioFamiliaPantalla,
      recargasTelefonicasPantalla,
      traspasosSucursalesPantalla,
      pedidosProveedorPantalla,
      facturasReportePantalla,
      consultaGeneralPantalla,
    ),
    async ({ body }) => await buscarSucursales(db, body.buscar),
  );
  // variante="propias": Reiniciar demanda and S28 (stock mínimo: branch filter and 'Copiar minimos').
  addRoute(
    app,
    catalogoSucursalesPropias,
    pantallas(reiniciarDemandaPantalla, stockMinimoPantalla),
    async ({ body }) => await buscarSucursalesPropias(db, body.buscar),
  );
};

export default modulo(registerSucursalesCatalogRoutes);
