import {
  codigoPostal,
  consulta,
  direccionMessages,
  direccionSucursalesPantalla,
  eliminar,
  guardar,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { coloniasDeCodigoPostal } from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import {
  type App,
  type AppDeps,
  addRoute,
  pantallas,
  rechazoConDatos,
  respuesta,
} from '../../../platform/routes.ts';
import { listarDirecciones, listarSucursales } from './queries.ts';
import { eliminarDireccion, guardarDireccion } from './service.ts';

/** Branch addresses (S42): every call, the postal-code lookup included, is granted by its screen. */
export const registerDireccionSucursalesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(direccionSucursalesPantalla);

  addRoute(app, consulta, permiso, async ({ body }) => ({
    direcciones: await listarDirecciones(db, body.codSucursal),
    sucursales: await listarSucursales(db, body.codSucursal),
  }));

  addRoute(app, guardar, permiso, async ({ body, actor }) =>
    respuesta(
      await guardarDireccion(db, actor, body as Parameters<typeof guardarDireccion>[2]),
      direccionMessages.guardada,
    ),
  );

  addRoute(app, eliminar, permiso, async ({ body, actor }) =>
    respuesta(await eliminarDireccion(db, actor, body), direccionMessages.eliminada),
  );

  addRoute(app, codigoPostal, permiso, async ({ params }) => {
    const data = await coloniasDeCodigoPostal(db, params.cp);
    return data.length > 0 ? data : rechazoConDatos(data, direccionMessages.cpInvalido);
  });
};

export default modulo(registerDireccionSucursalesRoutes, direccionSucursalesPantalla);
