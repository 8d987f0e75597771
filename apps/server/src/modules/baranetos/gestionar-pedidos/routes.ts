import {
  cambiarEstatusPedido,
  consultaEstatusPedidos,
  consultarDetallePedido,
  consultarPedidos,
  gestionarPedidosPantalla,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { listarEstatus } from './queries.ts';
import * as service from './service.ts';

/** Wholesale order status (S21): every call, the status catalogue included, is granted by its screen. */
export const registerGestionarPedidosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(gestionarPedidosPantalla);

  addRoute(app, consultaEstatusPedidos, permiso, async () => await listarEstatus(db));

  addRoute(app, consultarPedidos, permiso, async ({ body }) => await service.consultarPedidos(db, body));

  addRoute(
    app,
    consultarDetallePedido,
    permiso,
    async ({ params }) => await service.consultarDetalle(db, params.idPedidosEnc),
  );

  addRoute(app, cambiarEstatusPedido, permiso, async ({ body, actor }) => {
    const { pedido, message } = await service.cambiarEstatus(db, actor, body);
    return respuesta(pedido, message);
  });
};

export default modulo(registerGestionarPedidosRoutes, gestionarPedidosPantalla);
