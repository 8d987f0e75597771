import { format } from '@farmasi/contracts';
import {
  asignarClientesGruposEntregaPantalla,
  entregaAsignadas,
  entregaEliminar,
  entregaEliminarTodas,
  entregaFiltro,
  entregaGrupos,
  entregaGuardar,
  entregaSinGrupo,
  asignacionMessages as m,
} from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { clientesAsignados, clientesSinGrupo, listarGrupos } from './queries.ts';
import * as service from './service.ts';

/** Delivery-group assignment (S43): every call is granted by the screen's menu entry. */
export const registerGruposEntregaRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(asignarClientesGruposEntregaPantalla);

  addRoute(app, entregaAsignadas, permiso, async () => await clientesAsignados(db));
  addRoute(app, entregaGrupos, permiso, async () => await listarGrupos(db));
  addRoute(app, entregaSinGrupo, permiso, async () => await clientesSinGrupo(db));
  addRoute(
    app,
    entregaFiltro,
    permiso,
    async ({ params }) => await service.filtrarPorCliente(db, params.codCliente),
  );
  addRoute(app, entregaGuardar, permiso, async ({ body, actor }) =>
    respuesta(await service.guardar(db, actor, body), m.guardadas),
  );
  addRoute(app, entregaEliminar, permiso, async ({ body, actor }) =>
    respuesta(await service.eliminar(db, actor, body), m.eliminada),
  );
  addRoute(app, entregaEliminarTodas, permiso, async ({ body, actor }) => {
    const { nombre, ...data } = await service.eliminarTodas(db, actor, body);
    return respuesta(data, format(m.eliminadas, { grupo: nombre }));
  });
};

export default modulo(registerGruposEntregaRoutes, asignarClientesGruposEntregaPantalla);
