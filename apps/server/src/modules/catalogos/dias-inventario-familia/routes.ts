import {
  consultarDiasInventarioFamilia,
  diasInventarioFamiliaPantalla,
  familiasDias,
  guardarDiasInventarioFamilia,
  diasInventarioFamiliaMessages as m,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { diasPorSucursalFamilia, familiasActivas } from './queries.ts';
import { guardar } from './service.ts';

/** S16: every call is granted by the screen's menu entry (the branch filter uses the shared catalogue). */
export const registerDiasInventarioFamiliaRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(diasInventarioFamiliaPantalla);

  addRoute(app, familiasDias, permiso, async () => await familiasActivas(db));
  addRoute(
    app,
    consultarDiasInventarioFamilia,
    permiso,
    async ({ params }) => await diasPorSucursalFamilia(db, params.codSucursal, params.codFamilia),
  );
  addRoute(app, guardarDiasInventarioFamilia, permiso, async ({ body, actor }) =>
    respuesta(await guardar(db, actor, body), m.guardados),
  );
};

export default modulo(registerDiasInventarioFamiliaRoutes, diasInventarioFamiliaPantalla);
