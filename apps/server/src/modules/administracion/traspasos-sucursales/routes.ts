import {
  consultaTraspasos,
  conTraspasosDetalle,
  exportarAExcel,
  recibirTraspaso,
  TRASPASOS_SUCURSALES_URL,
  traspasosMessages,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as service from './service.ts';

/** Transfers between branches (S44): every call is granted only by the screen's menu entry. */
export const registerTraspasosSucursalesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(TRASPASOS_SUCURSALES_URL);

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
