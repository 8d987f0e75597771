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
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { buscarArticulos, listar, opciones } from './queries.ts';
import * as service from './service.ts';

/** S55: every call is granted by the screen's menu entry. */
export const registerArticulosEcommerceRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(articulosEcommercePantalla);

  addRoute(app, consultaEcommerce, permiso, async ({ params }) => await listar(db, params.idVariante));
  addRoute(app, variantesEcommerce, permiso, async ({ params }) => await opciones(db, params.texto));
  addRoute(app, busquedaArticulo, permiso, async ({ params }) => await buscarArticulos(db, params.texto));
  addRoute(app, traeArticulos, permiso, async ({ params }) => await service.traer(db, params.idPrincipal));
  addRoute(app, guardarEcommerce, permiso, async ({ body, actor }) =>
    respuesta(
      await service.guardar(db, actor, { ...body, idCatArticulosArticuloPrincipal: 0 }, false),
      m.guardado,
    ),
  );
  addRoute(app, editarEcommerce, permiso, async ({ body, actor }) =>
    respuesta(await service.guardar(db, actor, body, true), m.guardado),
  );
  addRoute(app, eliminarEcommerce, permiso, async ({ params, actor }) => {
    await service.eliminar(db, actor, params.id);
    return respuesta(null, m.eliminado);
  });
};

export default modulo(registerArticulosEcommerceRoutes, articulosEcommercePantalla);
