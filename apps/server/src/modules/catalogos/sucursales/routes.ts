import { catalogoSucursales, catalogoSucursalesPropias } from '@farmasi/contracts/catalogos/sucursales';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { buscarSucursales, buscarSucursalesPropias } from './queries.ts';

/** Shared catalogues: any signed-in user may read them (many screens use them). */
export const registerSucursalesCatalogRoutes = (app: App, { db }: AppDeps) => {
  addRoute(app, catalogoSucursales, 'sesion', async ({ body }) => await buscarSucursales(db, body.buscar));
  addRoute(
    app,
    catalogoSucursalesPropias,
    'sesion',
    async ({ body }) => await buscarSucursalesPropias(db, body.buscar),
  );
};

export default modulo(registerSucursalesCatalogRoutes);
