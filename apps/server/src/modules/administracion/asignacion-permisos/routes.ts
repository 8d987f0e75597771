import {
  asignacionPermisosPantalla,
  buscarEmpleadosUsuario,
  conProducto,
  permisosMessages as m,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
  type TipoPermisos,
  tiposPermisos,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { concedenBuscarEmpleadosUsuario } from '@farmasi/contracts/catalogos/buscadores-concesiones';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { arboles } from './menus.ts';
import { buscarEmpleadosUsuario as buscar } from './queries.ts';
import { guardarPermisos, obtenerArbol } from './service.ts';

/** Each tree's screen: its menu entry grants the tree's calls. */
const pantallaDe = {
  web: asignacionPermisosPantalla,
  caja: permisosCajaPantalla,
  almacen: permisosAlmacenPantalla,
} as const;

/**
 * Permission trees (S38–S40): the same two calls for each menu, each granted only by its own screen;
 * the employee search by any of the three. The caja paths carry the configured product slug.
 */
export const registerPermisosRoutes = (app: App, { db, config, sesiones }: AppDeps) => {
  for (const tipo of Object.keys(tiposPermisos) as TipoPermisos[]) {
    const arbol = arboles[tipo];
    const calls = tiposPermisos[tipo];
    const permiso = pantallas(pantallaDe[tipo]);
    addRoute(
      app,
      conProducto(calls.obtener, config.PRODUCT_SLUG),
      permiso,
      async ({ params }) => await obtenerArbol(db, arbol, params.idWebUsuario),
    );
    addRoute(app, conProducto(calls.guardar, config.PRODUCT_SLUG), permiso, async ({ body, actor }) => {
      const arbolGuardado = await guardarPermisos(db, actor, arbol, body);
      // His next call is checked against these (this process need not wait for the notice).
      if (arbol.esWeb) sesiones.cambiaron(body.idWebUsuario);
      return respuesta(arbolGuardado, m.guardados);
    });
  }

  addRoute(
    app,
    buscarEmpleadosUsuario,
    pantallas(...concedenBuscarEmpleadosUsuario),
    async ({ params }) => await buscar(db, params.texto),
  );
};

export default modulo(
  registerPermisosRoutes,
  asignacionPermisosPantalla,
  permisosCajaPantalla,
  permisosAlmacenPantalla,
);
