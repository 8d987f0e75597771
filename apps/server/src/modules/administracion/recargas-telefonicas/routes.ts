import {
  consultaDatosProveedor,
  guardarDatosProveedor,
  recargasMessages as m,
  recargasTelefonicasPantalla,
  reenviarDatosProveedor,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { consultar } from './queries.ts';
import * as service from './service.ts';

/** Phone top-ups (S46): every call is granted by the screen's menu entry. */
export const registerRecargasTelefonicasRoutes = (app: App, { db, config }: AppDeps) => {
  const permiso = pantallas(recargasTelefonicasPantalla);

  addRoute(app, consultaDatosProveedor, permiso, async ({ body }) => {
    const data = await consultar(db, body);
    return respuesta(data, data.length ? '' : m.sinRegistros);
  });
  addRoute(app, guardarDatosProveedor, permiso, async ({ body, actor }) =>
    respuesta(await service.guardar(db, actor, config.recargasKey, body), m.guardado),
  );
  addRoute(
    app,
    reenviarDatosProveedor,
    permiso,
    async ({ params, actor }) =>
      await service.reenviar(db, actor, params.idCatRecargasUsuarioSucursal, params.codSucursal),
  );
};

export default modulo(registerRecargasTelefonicasRoutes, recargasTelefonicasPantalla);
