import { APP_VERSION, messages } from '@farmasi/contracts';
import { health } from '@farmasi/contracts/generales/health';
import { HttpError } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { comprobarBase } from './queries.ts';

export const registerHealthRoutes = (app: App, deps: AppDeps) => {
  addRoute(app, health, 'publico', async () => {
    try {
      await comprobarBase(deps.db);
    } catch (error) {
      // Reported as down (503) while the database is unreachable; the next call checks again.
      throw new HttpError(503, messages.servidor.baseDatosCaida, { cause: error });
    }
    return { status: 'ok' as const, version: APP_VERSION, database: deps.kind };
  });
};

export default modulo(registerHealthRoutes);
