import { messages } from '@farmasi/contracts';
import { modificarPassword as endpoint } from '@farmasi/contracts/generales/modificarPassword';
import { limites, porDireccion } from '../../../platform/limites.ts';
import { type App, type AppDeps, addRoute, sesionOf } from '../../../platform/routes.ts';
import { modificarPassword } from './service.ts';

export const registerModificarPasswordRoutes = (app: App, deps: AppDeps) => {
  // The call checks the current password: a stolen token must not be able to guess it freely.
  const limitar = limites(app, 'cambio-password', [
    { clave: porDireccion, max: deps.config.LIMITE_INTENTOS_IP, ventanaMs: 60_000 },
    {
      clave: (request) => String(request.sesion?.idUsuario),
      max: deps.config.LIMITE_CAMBIO_PASSWORD,
      ventanaMs: 15 * 60_000,
    },
  ]);
  addRoute(app, endpoint, 'sesion', async (ctx) => {
    await limitar(ctx.request);
    await modificarPassword(deps, sesionOf(ctx), ctx.actor, ctx.body);
    return { value: true, message: messages.password.guardada, data: null };
  });
};
