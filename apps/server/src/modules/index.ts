import type { App, AppDeps } from '../platform/routes.ts';
import { registerArticulosRoutes } from './catalogos/articulos/routes.ts';
import { registerBuscadoresRoutes } from './catalogos/buscadores/routes.ts';
import { registerCatalogosArticulosRoutes } from './catalogos/catalogos-articulos/routes.ts';
import { registerGrupoSucursalesRoutes } from './catalogos/grupo-sucursales/routes.ts';
import { registerSucursalesCatalogRoutes } from './catalogos/sucursales/routes.ts';
import { registerHealthRoutes } from './generales/health/routes.ts';
import { registerModificarPasswordRoutes } from './generales/modificar-password/routes.ts';
import { registerSesionRoutes } from './seguridad/sesion/routes.ts';

/** One list per area of the route table; each new screen adds its register call here. */
export const registerSeguridadModules = (app: App, deps: AppDeps) => {
  registerSesionRoutes(app, deps);
};

export const registerGeneralesModules = (app: App, deps: AppDeps) => {
  registerHealthRoutes(app, deps);
  registerModificarPasswordRoutes(app, deps);
};

export const registerCatalogosModules = (app: App, deps: AppDeps) => {
  registerSucursalesCatalogRoutes(app, deps);
  registerGrupoSucursalesRoutes(app, deps);
  registerCatalogosArticulosRoutes(app, deps);
  registerBuscadoresRoutes(app, deps);
  registerArticulosRoutes(app, deps);
};
