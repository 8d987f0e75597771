import { consultarHistorial, historialMessages as m } from '@farmasi/contracts/sistemas/historial';
import { HttpError } from '../../../platform/errors.ts';
import { pantallasConHistorial } from '../../../platform/historial.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, type PermisoSegunRecurso } from '../../../platform/routes.ts';
import { paginaDeHistorial } from './queries.ts';

const pantallaDe = (request: { query: unknown }) => {
  const valor = Number((request.query as Record<string, unknown> | undefined)?.pantalla);
  return Number.isInteger(valor) ? valor : undefined;
};

/**
 * GET /sistemas/historial (issue 29): a record's history for the screen that shows it. The permission
 * is the screen's (PermisoSegunRecurso: the same check as `pantallas(...)`), so a user who may not
 * open the screen gets 403 before any detail; a screen that declares no history, or not that table,
 * is refused with 403 as well (its history is not that screen's to show). An unknown or malformed
 * screen id needs a session, then the query's validation answers 400.
 */
export const registerHistorialRoutes = (app: App, { db }: AppDeps) => {
  const permiso: PermisoSegunRecurso = {
    segun: async (request) => {
      const id = pantallaDe(request);
      if (id === undefined) return undefined;
      return (await pantallasConHistorial()).get(id)?.permiso;
    },
  };
  addRoute(app, consultarHistorial, permiso, async ({ query }) => {
    const pantalla = (await pantallasConHistorial()).get(query.pantalla);
    if (!pantalla) throw new HttpError(400, m.pantallaInvalida);
    const tablas = [...new Set(query.tabla.split(',').map((t) => t.trim()))];
    if (!tablas.every((t) => pantalla.tablas.has(t))) throw new HttpError(403, m.tablaNoDeclarada);
    const soloDe = pantalla.soloDeEstaPantalla ? query.pantalla : undefined;
    return await paginaDeHistorial(db, { ...query, tablas, soloDe });
  });
};

export default modulo(registerHistorialRoutes);
