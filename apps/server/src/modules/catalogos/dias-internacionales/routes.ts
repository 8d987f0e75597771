import {
  consultarDias,
  diasInternacionalesPantalla,
  eliminarDia,
  guardarDia,
  diasInternacionalesMessages as m,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { listarDias } from './queries.ts';
import * as service from './service.ts';

/** International days (S15): every call is granted by the screen's menu entry. */
export const registerDiasInternacionalesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(diasInternacionalesPantalla);

  addRoute(app, consultarDias, permiso, async ({ params }) => {
    const dias = await listarDias(db, params.id);
    if (params.id > 0 && dias.length === 0) throw new Rechazo(m.noEncontrado);
    return dias;
  });

  addRoute(app, guardarDia, permiso, async ({ body, actor }) => await service.guardarDia(db, actor, body));

  addRoute(
    app,
    eliminarDia,
    permiso,
    async ({ params, actor }) => await service.eliminarDia(db, actor, params.id),
  );
};

export default modulo(registerDiasInternacionalesRoutes, diasInternacionalesPantalla);
