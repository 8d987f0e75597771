import {
  consultaTraspasos,
  conTraspasosDetalle,
  exportarAExcel,
  recibirTraspaso,
  traspasosMessages,
  traspasosSucursalesPantalla,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as service from './service.ts';

/** Transfers between branches (S44): every call is granted only by the screen's menu entry. */
export const registerTraspasosSucursalesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(traspasosSucursalesPantalla);

  addRoute(app, consultaTraspasos, permiso, async ({ body }) => await service.consultar(db, body));

  addRoute(
    app,
    conTraspasosDetalle,
    permiso,
    async ({ params }) => await service.detalle(db, Number(params.id)),
  );

  addRoute(app, exportarAExcel, permiso, async ({ body }) =>
    respuesta(await service.exportar(db, body), traspasosMessages.exportado),
  );

  addRoute(
    app,
    recibirTraspaso,
    permiso,
    async ({ body, actor }) =>
      await service.recibir(db, actor, Number(body.SIdTraspasosSucursalesEnc), body.UsuarioRecibio),
  );
};

export default modulo(registerTraspasosSucursalesRoutes, traspasosSucursalesPantalla);
