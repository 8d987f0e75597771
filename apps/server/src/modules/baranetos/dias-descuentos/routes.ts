import {
  descuentoAplicable,
  diasDescuentosPantalla,
  excluirDiasDescuentosPantalla,
  guardarDiasDescuentos,
  guardarExclusion,
  diasDescuentosMessages as m,
  obtenerCategoriasExcluidos,
  obtenerDepartamentosExcluidos,
  obtenerDiasDescuentos,
  obtenerSeccionesExcluidos,
  obtenerSucursales,
  validarExclusion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { hoy } from '../../../platform/fechas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import {
  categoriasExcluidas,
  departamentosExcluidos,
  listarPromociones,
  seccionesExcluidas,
  sucursalesBaranetos,
} from './queries.ts';
import * as service from './service.ts';

/**
 * S56 and S57. The exclusion screen has no menu entry of its own (the guard always lets it open,
 * 003 §2), so every call of both screens is granted by the discount-days entry.
 */
export const registerDiasDescuentosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(diasDescuentosPantalla);

  addRoute(app, obtenerDiasDescuentos, permiso, async ({ params }) => {
    const data = await listarPromociones(db, params, hoy());
    return respuesta(data, data.length ? '' : m.sinPromociones);
  });
  addRoute(app, obtenerSucursales, permiso, async () => await sucursalesBaranetos(db));
  addRoute(app, guardarDiasDescuentos, permiso, async ({ body, actor }) =>
    respuesta(await service.guardarPromocion(db, actor, body), m.guardado),
  );
  addRoute(app, validarExclusion, permiso, async ({ params }) => {
    await service.validarExclusion(db, params.tipo, params.codigo);
    return null;
  });
  addRoute(app, guardarExclusion, permiso, async ({ body, actor }) =>
    respuesta(null, await service.guardarExclusion(db, actor, body)),
  );
  addRoute(
    app,
    obtenerDepartamentosExcluidos,
    permiso,
    async ({ params }) => await departamentosExcluidos(db, params.id),
  );
  addRoute(
    app,
    obtenerSeccionesExcluidos,
    permiso,
    async ({ params }) => await seccionesExcluidas(db, params.id),
  );
  addRoute(
    app,
    obtenerCategoriasExcluidos,
    permiso,
    async ({ params }) => await categoriasExcluidas(db, params.id),
  );
  addRoute(
    app,
    descuentoAplicable,
    permiso,
    async ({ params }) =>
      await service.descuentoAplicable(db, params.codArticulo, params.sucursal, params.fecha),
  );
};

export default modulo(registerDiasDescuentosRoutes, diasDescuentosPantalla, excluirDiasDescuentosPantalla);
