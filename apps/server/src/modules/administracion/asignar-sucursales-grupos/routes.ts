import { format } from '@farmasi/contracts';
import {
  asignarSucursalesGruposPantalla,
  eliminarSucursal,
  eliminarTodas,
  filtroSucursal,
  gruposAsignacion,
  gruposSinSucursales,
  guardarAsignacion,
  asignacionMessages as m,
  sucursalesAsignadas,
  sucursalesSinGrupo,
} from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as queries from './queries.ts';
import * as service from './service.ts';

/** Branch assignment to branch groups (S43, 000 §2): granted by its own screen only. */
export const registerAsignarSucursalesGruposRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(asignarSucursalesGruposPantalla);

  addRoute(app, sucursalesAsignadas, permiso, async () => await queries.sucursalesAsignadas(db));
  addRoute(app, gruposAsignacion, permiso, async () => await queries.listarGrupos(db));
  addRoute(app, gruposSinSucursales, permiso, async () => await queries.listarGrupos(db, true));
  addRoute(app, sucursalesSinGrupo, permiso, async () => await queries.sucursalesSinGrupo(db));
  addRoute(
    app,
    filtroSucursal,
    permiso,
    async ({ params }) => await service.filtrarPorSucursal(db, params.codSucursal),
  );
  addRoute(app, guardarAsignacion, permiso, async ({ body, actor }) =>
    respuesta(await service.guardar(db, actor, body), m.guardadas),
  );
  addRoute(app, eliminarSucursal, permiso, async ({ body, actor }) =>
    respuesta(await service.eliminar(db, actor, body), m.eliminada),
  );
  addRoute(app, eliminarTodas, permiso, async ({ body, actor }) => {
    const { nombre, ...data } = await service.eliminarTodas(db, actor, body);
    return respuesta(data, format(m.eliminadas, { grupo: nombre }));
  });
};

export default modulo(registerAsignarSucursalesGruposRoutes, asignarSucursalesGruposPantalla);
