import {
  consultaTraspasos,
  conTraspasosDetalle,
  exportarAExcel,
  recibirTraspaso,
  traspasosMessages,
  traspasosSucursalesPantalla,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { modulo } from '../../../platform/modulo.ts';
import { respuestasRecordadas } from '../../../platform/respuestas-recordadas.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as service from './service.ts';

/** Transfers between branches (S44): every call is granted only by the screen's menu entry. */
export const registerTraspasosSucursalesRoutes = (app: App, { db, versiones }: AppDeps) => {
  const permiso = pantallas(traspasosSucursalesPantalla);
  // The list is asked again and again with the same filters (every branch opens the screen on its
  // pending transfers): answers are remembered per version of the transfers and per day (the days
  // elapsed change at midnight).
  const paginas = respuestasRecordadas(db, 'traspasos', versiones, consultaTraspasos.data, 1000);

  addRoute(app, consultaTraspasos, permiso, ({ body }) => {
    // Bad filters are refused here, before anything is remembered; the checked ones make the key.
    const filtros = service.validarFiltros(body);
    return paginas(service.claveDeConsulta(filtros, body), () => service.consultar(db, body, filtros));
  });

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
