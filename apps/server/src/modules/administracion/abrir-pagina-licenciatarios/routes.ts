import {
  abrirPaginaLicenciatariosPantalla,
  buscarLicenciatarios,
  guardarBitacora,
  loginLicenciatario,
  loginLicenciatarioResponse,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import {
  type App,
  type AppDeps,
  addRoute,
  addRouteConRespuesta,
  pantallas,
  sesionOf,
} from '../../../platform/routes.ts';
import { buscarLicenciatarios as buscar } from './queries.ts';
import { guardarBitacora as guardar, iniciarSesionLicenciatario } from './service.ts';

/** Open licensee site (S45): every call is granted by the screen's menu entry only. */
export const registerAbrirPaginaLicenciatariosRoutes = (app: App, { db, config }: AppDeps) => {
  const permiso = pantallas(abrirPaginaLicenciatariosPantalla);

  addRoute(app, buscarLicenciatarios, permiso, async ({ params }) => await buscar(db, params.texto));

  addRouteConRespuesta(app, loginLicenciatario, permiso, loginLicenciatarioResponse, async (ctx) => {
    try {
      const result = await iniciarSesionLicenciatario(db, config, sesionOf(ctx).idUsuario, ctx.body);
      return { value: true, message: '', ...result };
    } catch (error) {
      // The answer keeps the login shape (token null) on a refusal, like the staff login.
      if (error instanceof Rechazo) return { value: false, message: error.message, data: null, token: null };
      throw error;
    }
  });

  addRoute(
    app,
    guardarBitacora,
    permiso,
    async (ctx) =>
      await guardar(db, sesionOf(ctx).idUsuario, ctx.params.idUsuario, {
        ip: ctx.request.ip,
        userAgent: ctx.request.headers['user-agent'] ?? '',
      }),
  );
};

export default modulo(registerAbrirPaginaLicenciatariosRoutes, abrirPaginaLicenciatariosPantalla);
