import { messages } from '@farmasi/contracts';
import {
  buscarSucursales,
  grupoSucursalesPantalla,
  grupos,
  guardarElimina,
  guardarSucursales,
  sucursalesGrupo,
} from '@farmasi/contracts/catalogos/grupo-sucursales';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { listarGrupos, sucursalesDeGrupo, sucursalesParaEdicion } from './queries.ts';
import * as service from './service.ts';

/** Branch groups (S07): every call is granted by the screen's menu entry. */
export const registerGrupoSucursalesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(grupoSucursalesPantalla);

  addRoute(app, grupos, permiso, async () => await listarGrupos(db));

  addRoute(app, sucursalesGrupo, permiso, async ({ params }) => await sucursalesDeGrupo(db, params.idGrupo));

  addRoute(
    app,
    buscarSucursales,
    permiso,
    async ({ params }) => await sucursalesParaEdicion(db, params.idGrupo),
  );

  addRoute(
    app,
    guardarElimina,
    permiso,
    async ({ body, actor }) => await service.guardarElimina(db, actor, body),
  );

  addRoute(app, guardarSucursales, permiso, async ({ params, body, actor }) =>
    respuesta(
      await service.guardarSucursales(db, actor, params.idGrupo, body),
      messages.grupoSucursales.sucursalesGuardadas,
    ),
  );
};

export default modulo(registerGrupoSucursalesRoutes, grupoSucursalesPantalla);
