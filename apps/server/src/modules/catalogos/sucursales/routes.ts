import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { concedenBuscarSucursales } from '@farmasi/contracts/catalogos/buscadores-concesiones';
import { catalogoSucursales, catalogoSucursalesPropias } from '@farmasi/contracts/catalogos/sucursales';
import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
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
    pantallas(...concedenBuscarSucursales),
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
