import { CONTEOS_INICIO, conteosInicio, pantallaDeConteo } from '@farmasi/contracts/generales/inicio';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, sesionOf } from '../../../platform/routes.ts';
import { conteosDe } from './service.ts';

/**
 * Inicio (issue 29): any signed-in user asks; the answer holds only the counts of the screens his
 * permissions open now (checked here, per count, against his current menu entries).
 */
export const registerInicioRoutes = (app: App, deps: AppDeps) => {
  const contar = conteosDe(deps);
  addRoute(app, conteosInicio, 'sesion', async (ctx) => {
    const permisos = (await deps.sesiones.permisos(sesionOf(ctx))) ?? [];
    const claves = CONTEOS_INICIO.filter((c) => deps.menu.grants(permisos, pantallaDeConteo[c].url));
    return contar(claves);
  });
};

export default modulo(registerInicioRoutes);
