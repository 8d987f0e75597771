import {
  crearGruposEntregaPantalla,
  eliminarGrupoEntregaHora,
  gruposEntregaHora,
  guardarGrupoEntregaHora,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { listarGruposEntrega } from './queries.ts';
import * as service from './service.ts';

/** Delivery-hour groups (S17, 001 §7): every call is granted by the screen's menu entry. */
export const registerCrearGruposEntregaRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(crearGruposEntregaPantalla);

  addRoute(app, gruposEntregaHora, permiso, async () => await listarGruposEntrega(db));

  addRoute(
    app,
    eliminarGrupoEntregaHora,
    permiso,
    async ({ body, actor }) => await service.eliminar(db, actor, body.grupo),
  );

  addRoute(
    app,
    guardarGrupoEntregaHora,
    permiso,
    async ({ body, actor }) => await service.guardar(db, actor, body),
  );
};

export default modulo(registerCrearGruposEntregaRoutes, crearGruposEntregaPantalla);
