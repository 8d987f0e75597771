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
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
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
    const data = await listarPromociones(db, params, service.hoyEnMexico());
    return { value: true, message: data.length ? '' : m.sinPromociones, data };
  });
  addRoute(app, obtenerSucursales, permiso, async () => ({
    value: true,
    message: '',
    data: await sucursalesBaranetos(db),
  }));
  addRoute(app, guardarDiasDescuentos, permiso, async ({ body, actor }) => ({
    value: true,
    message: m.guardado,
    data: await service.guardarPromocion(db, actor, body),
  }));
  addRoute(app, validarExclusion, permiso, async ({ params }) => {
    await service.validarExclusion(db, params.tipo, params.codigo);
    return { value: true, message: '', data: null };
  });
  addRoute(app, guardarExclusion, permiso, async ({ body, actor }) => ({
    value: true,
    message: await service.guardarExclusion(db, actor, body),
    data: null,
  }));
  addRoute(app, obtenerDepartamentosExcluidos, permiso, async ({ params }) => ({
    value: true,
    message: '',
    data: await departamentosExcluidos(db, params.id),
  }));
  addRoute(app, obtenerSeccionesExcluidos, permiso, async ({ params }) => ({
    value: true,
    message: '',
    data: await seccionesExcluidas(db, params.id),
  }));
  addRoute(app, obtenerCategoriasExcluidos, permiso, async ({ params }) => ({
    value: true,
    message: '',
    data: await categoriasExcluidas(db, params.id),
  }));
  addRoute(app, descuentoAplicable, permiso, async ({ params }) => ({
    value: true,
    message: '',
    data: await service.descuentoAplicable(db, params.codArticulo, params.sucursal, params.fecha),
  }));
};

export default modulo(registerDiasDescuentosRoutes, diasDescuentosPantalla, excluirDiasDescuentosPantalla);
