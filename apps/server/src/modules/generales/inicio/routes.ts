import {
  CONTEOS_INICIO,
  conteosInicio,
  pantallaDeConteo,
  ventasInicio,
} from '@farmasi/contracts/generales/inicio';
import { consultaGeneralPantalla } from '@farmasi/contracts/reportes/consultageneraldatos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, sesionOf } from '../../../platform/routes.ts';
import { conteosDe } from './service.ts';
import { ventasRecordadas } from './ventas.ts';

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
  // The chain's sales chart: for those who may open the screen that lists the chain's sales.
  const ventas = ventasRecordadas(deps.db);
  addRoute(app, ventasInicio, pantallas(consultaGeneralPantalla), async () => await ventas());
};

export default modulo(registerInicioRoutes);
