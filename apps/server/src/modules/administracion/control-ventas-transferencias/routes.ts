import {
  controlVentasTransferenciasPantalla,
  guardarVentasTransferencias,
  obtenerVentasTransferencias,
  ventasTransferenciasMessages,
} from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { listarVentasTransferencias } from './queries.ts';
import { guardarVentaTransferencia } from './service.ts';

/** Transfer-sales control (S41): every call is granted by the screen's menu entry. */
export const registerVentasTransferenciasRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(controlVentasTransferenciasPantalla);

  addRoute(app, obtenerVentasTransferencias, permiso, async () => await listarVentasTransferencias(db));

  addRoute(app, guardarVentasTransferencias, permiso, async ({ body, actor }) =>
    respuesta(await guardarVentaTransferencia(db, actor, body), ventasTransferenciasMessages.agregado),
  );
};

export default modulo(registerVentasTransferenciasRoutes, controlVentasTransferenciasPantalla);
