import { APP_VERSION } from '@farmasi/contracts';
import { health } from '@farmasi/contracts/generales/health';
import { sql } from 'drizzle-orm';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';

export const registerHealthRoutes = (app: App, deps: AppDeps) => {
  addRoute(app, health, 'publico', async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, version: APP_VERSION, database: deps.kind };
  });
};

export default modulo(registerHealthRoutes);
