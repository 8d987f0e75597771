import { conProducto } from '@farmasi/contracts/administracion/asignacion-permisos';
import {
  actualizarArticulosSucursal,
  eliminarSucursalV20,
  guardarSucursalV20,
  sistemaV20Messages as m,
  obtenerSucursalesSinActualizar,
  obtenerSucursalesV20,
  sistemaV20Pantalla,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { sucursalesSinActualizar, sucursalesV20 } from './queries.ts';
import { eliminarSucursal, guardarSucursal, solicitarArticulos } from './service.ts';

/**
 * S48 'FarmaSí 2.0' (003 §7 Second-generation system): five calls under /{product}v20/sistemas/,
 * the configured slug in their path (conProducto, as the caja permissions), every one granted by the
 * screen's menu entry.
 */
export const registerSistemaV20Routes = (app: App, { db, config }: AppDeps) => {
  const permiso = pantallas(sistemaV20Pantalla);
  const p = <E extends { path: string }>(e: E) => conProducto(e, config.PRODUCT_SLUG);

  addRoute(app, p(obtenerSucursalesSinActualizar), permiso, async () => await sucursalesSinActualizar(db));
  addRoute(app, p(obtenerSucursalesV20), permiso, async ({ params }) => await sucursalesV20(db, params.tipo));
  addRoute(app, p(guardarSucursalV20), permiso, async ({ body, actor }) => {
    const { fila, nueva } = await guardarSucursal(db, actor, body);
    return respuesta(fila, nueva ? m.agregada : m.editada);
  });
  addRoute(app, p(eliminarSucursalV20), permiso, async ({ body, actor }) =>
    respuesta(await eliminarSucursal(db, actor, body.codSucursal), m.eliminada),
  );
  addRoute(app, p(actualizarArticulosSucursal), permiso, async ({ body, actor }) =>
    respuesta(await solicitarArticulos(db, actor, body.codSucursal), m.articulosSolicitada),
  );
};

export default modulo(registerSistemaV20Routes, sistemaV20Pantalla);
