import {
  consultaExistenciaMinima,
  existenciaMinimaGuardar,
  existenciasMinimasPantalla,
  existenciasMinimasMarcaMessages as m,
  sucursalesExistenciasMinimas,
} from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import { Rechazo } from '../../../platform/errors.ts';
import { guardarMinimos } from '../../../platform/existencias-minimas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { articuloExiste, articulosDeMarca, marcaActiva, sucursalesDeArticulo } from './queries.ts';

/**
 * S26 'Existencias mínimas (proveedores externos)' (002 §7 Minimum stock by brand): every call is
 * granted by the screen's menu entry (its brand select reads catalogos/marcas, granted there too).
 */
export const registerExistenciasMinimasRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(existenciasMinimasPantalla);

  addRoute(app, consultaExistenciaMinima, permiso, async ({ params }) => {
    if (!(await marcaActiva(db, params.idMarca))) throw new Rechazo(m.marcaNoExiste);
    return await articulosDeMarca(db, params.idMarca);
  });
  addRoute(app, sucursalesExistenciasMinimas, permiso, async ({ params }) => {
    if (!(await articuloExiste(db, params.codArticulo)))
      throw new Rechazo(em.articuloNoExiste(params.codArticulo));
    return await sucursalesDeArticulo(db, params.codArticulo);
  });
  addRoute(app, existenciaMinimaGuardar, permiso, async ({ body, actor }) =>
    respuesta(await guardarMinimos(db, actor, body), em.guardados),
  );
};

export default modulo(registerExistenciasMinimasRoutes, existenciasMinimasPantalla);
