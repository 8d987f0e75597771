import { messages } from '@farmasi/contracts';
import {
  cambiarPasswordPantalla,
  modificarPassword as endpoint,
} from '@farmasi/contracts/generales/cambiar-password';
import { limites, porDireccion } from '../../../platform/limites.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, respuesta, sesionOf } from '../../../platform/routes.ts';
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
    return respuesta(null, messages.password.guardada);
  });
};

export default modulo(registerModificarPasswordRoutes, cambiarPasswordPantalla);
