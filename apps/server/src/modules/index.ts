import type { App, AppDeps } from '../platform/routes.ts';
import { registerAbrirPaginaLicenciatariosRoutes } from './administracion/abrir-pagina-licenciatarios/routes.ts';
import { registerPermisosRoutes } from './administracion/asignacion-permisos/routes.ts';
import { registerGruposEntregaRoutes } from './administracion/asignar-clientes-grupos-entrega/routes.ts';
import { registerAsignarSucursalesGruposRoutes } from './administracion/asignar-sucursales-grupos/routes.ts';
import { registerVentasTransferenciasRoutes } from './administracion/control-ventas-transferencias/routes.ts';
import { registerDireccionSucursalesRoutes } from './administracion/direccion-sucursales/routes.ts';
import { registerMedicosRoutes } from './administracion/domicilios-medicos-antibioticos/routes.ts';
import { registerRecargasTelefonicasRoutes } from './administracion/recargas-telefonicas/routes.ts';
import { registerTraspasosSucursalesRoutes } from './administracion/traspasos-sucursales/routes.ts';
import { registerArticulosEcommerceRoutes } from './baranetos/articulos-ecommerce/routes.ts';
import { registerBaranetosCatalogosRoutes } from './baranetos/catalogos/routes.ts';
import { registerDiasDescuentosRoutes } from './baranetos/dias-descuentos/routes.ts';
import { registerArticulosRoutes } from './catalogos/articulos/routes.ts';
import { registerBuscadoresRoutes } from './catalogos/buscadores/routes.ts';
import { registerCatalogosArticulosRoutes } from './catalogos/catalogos-articulos/routes.ts';
import { registerGrupoSucursalesRoutes } from './catalogos/grupo-sucursales/routes.ts';
import { registerSucursalesCatalogRoutes } from './catalogos/sucursales/routes.ts';
import { registerModificarPasswordRoutes } from './generales/cambiar-password/routes.ts';
import { registerExportarRoutes } from './generales/exportar/routes.ts';
import { registerHealthRoutes } from './generales/health/routes.ts';
import { registerSesionRoutes } from './seguridad/sesion/routes.ts';

/** One list per area of the route table; each new screen adds its register call here. */
export const registerSeguridadModules = (app: App, deps: AppDeps) => {
  registerSesionRoutes(app, deps);
};

export const registerGeneralesModules = (app: App, deps: AppDeps) => {
  registerHealthRoutes(app, deps);
  registerModificarPasswordRoutes(app, deps);
  registerExportarRoutes(app, deps);
};

export const registerCatalogosModules = (app: App, deps: AppDeps) => {
  registerSucursalesCatalogRoutes(app, deps);
  registerGrupoSucursalesRoutes(app, deps);
  registerCatalogosArticulosRoutes(app, deps);
  registerBuscadoresRoutes(app, deps);
  registerArticulosRoutes(app, deps);
};

/** The wholesale line (Baranetos). */
export const registerBaranetosModules = (app: App, deps: AppDeps) => {
  registerBaranetosCatalogosRoutes(app, deps);
  registerDiasDescuentosRoutes(app, deps);
  registerArticulosEcommerceRoutes(app, deps);
};

export const registerAdministracionModules = (app: App, deps: AppDeps) => {
  registerVentasTransferenciasRoutes(app, deps);
  registerDireccionSucursalesRoutes(app, deps);
  registerGruposEntregaRoutes(app, deps);
  registerAsignarSucursalesGruposRoutes(app, deps);
  registerTraspasosSucursalesRoutes(app, deps);
  registerRecargasTelefonicasRoutes(app, deps);
  registerMedicosRoutes(app, deps);
  registerAbrirPaginaLicenciatariosRoutes(app, deps);
  registerPermisosRoutes(app, deps);
};
