import {
  articulosEcommercePantalla,
  busquedaArticulo,
  consultaEcommerce,
  editarEcommerce,
  eliminarEcommerce,
  guardarEcommerce,
  ecommerceMessages as m,
  traeArticulos,
  variantesEcommerce,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { buscarArticulos, listar, opciones } from './queries.ts';
import * as service from './service.ts';

/** S55: every call is granted by the screen's menu entry. */
export const registerArticulosEcommerceRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(articulosEcommercePantalla);
  const ok = <T>(data: T, message = '') => ({ value: true, message, data });

  addRoute(app, consultaEcommerce, permiso, async ({ params }) => ok(await listar(db, params.idVariante)));
  addRoute(app, variantesEcommerce, permiso, async ({ params }) => ok(await opciones(db, params.texto)));
  addRoute(app, busquedaArticulo, permiso, async ({ params }) => ok(await buscarArticulos(db, params.texto)));
  addRoute(app, traeArticulos, permiso, async ({ params }) =>
    ok(await service.traer(db, params.idPrincipal)),
  );
  addRoute(app, guardarEcommerce, permiso, async ({ body, actor }) =>
    ok(await service.guardar(db, actor, { ...body, idCatArticulosArticuloPrincipal: 0 }, false), m.guardado),
  );
  addRoute(app, editarEcommerce, permiso, async ({ body, actor }) =>
    ok(await service.guardar(db, actor, body, true), m.guardado),
  );
  addRoute(app, eliminarEcommerce, permiso, async ({ params, actor }) => {
    await service.eliminar(db, actor, params.id);
    return ok(null, m.eliminado);
  });
};

export default modulo(registerArticulosEcommerceRoutes, articulosEcommercePantalla);
