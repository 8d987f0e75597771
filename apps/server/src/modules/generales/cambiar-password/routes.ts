import { messages } from '@farmasi/contracts';
import {
  cambiarPasswordPantalla,
  modificarPassword as endpoint,
} from '@farmasi/contracts/generales/cambiar-password';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, respuesta, sesionOf } from '../../../platform/routes.ts';
import { modificarPassword } from './service.ts';

export const registerModificarPasswordRoutes = (app: App, deps: AppDeps) => {
  addRoute(app, endpoint, 'sesion', async (ctx) => {
    await modificarPassword(deps.db, sesionOf(ctx), ctx.actor, ctx.body);
    return respuesta(null, messages.password.guardada);
  });
};

export default modulo(registerModificarPasswordRoutes, cambiarPasswordPantalla);
