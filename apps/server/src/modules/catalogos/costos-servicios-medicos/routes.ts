import {
  agregarServicio,
  consultaListado,
  costosServiciosMedicosPantalla,
  eliminarServicio,
  serviciosMedicosMessages as m,
  modificarServicio,
  restaurarServicio,
  tiposServicios,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { hoy } from '../../../platform/fechas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { listarServicios, listarTipos } from './queries.ts';
import * as service from './service.ts';

/** S18: every call is granted by the screen's menu entry; 'today' is Mexico City's. */
export const registerCostosServiciosMedicosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(costosServiciosMedicosPantalla);

  addRoute(app, consultaListado, permiso, async () => {
    const data = await listarServicios(db, hoy());
    return respuesta(data, data.length ? '' : m.sinServicios);
  });
  // The path names a table and a column; the contract admits only CatServiciosMedicos / Tipo.
  addRoute(app, tiposServicios, permiso, async () => await listarTipos(db));
  addRoute(app, agregarServicio, permiso, async ({ body, actor }) =>
    respuesta(await service.agregar(db, actor, body, hoy()), m.agregado),
  );
  addRoute(app, modificarServicio, permiso, async ({ body, actor }) =>
    respuesta(await service.modificar(db, actor, body, hoy()), m.modificado),
  );
  addRoute(app, eliminarServicio, permiso, async ({ body, actor }) =>
    respuesta(await service.cancelar(db, actor, body.idServicioMedico, hoy()), m.cancelado),
  );
  addRoute(app, restaurarServicio, permiso, async ({ body, actor }) =>
    respuesta(await service.restaurar(db, actor, body.idServicioMedico, hoy()), m.recuperado),
  );
};

export default modulo(registerCostosServiciosMedicosRoutes, costosServiciosMedicosPantalla);
