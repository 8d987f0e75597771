import {
  consultarArticulosExcluir,
  consultarSucursalesExcluir,
  excluirArticulosPantalla,
  guardarExclusiones,
  excluirArticulosMessages as m,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { modulo } from '../../../platform/modulo.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import * as s from './service.ts';

/** Exclude articles from branch (S27, 002 §7): every call is granted by the screen's menu entry. */
export const registerExcluirArticulosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(excluirArticulosPantalla);

  addRoute(
    app,
    consultarArticulosExcluir,
    permiso,
    async ({ params }) => await s.consultarArticulos(db, params.codProveedor, params.idMarca),
  );
  addRoute(
    app,
    consultarSucursalesExcluir,
    permiso,
    async ({ params }) =>
      await s.consultarSucursales(db, params.codProveedor, params.idMarca, params.codArticulo),
  );
  addRoute(app, guardarExclusiones, permiso, async ({ body, actor }) =>
    respuesta(await s.guardarExclusiones(db, actor, body), m.guardados),
  );
};

export default modulo(registerExcluirArticulosRoutes, excluirArticulosPantalla);
