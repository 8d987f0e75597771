import {
  guardarPreciosProgramados,
  preciosProgramadosMessages as m,
  marcasDeProveedor,
  preciosArticulos,
  preciosPendientes,
  preciosProgramadosPantalla,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { excluirArticulosPantalla } from '@farmasi/contracts/proveedores/excluirarticulos';
import { modulo } from '../../../platform/modulo.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { programarTarea } from '../../../platform/tareas.ts';
import { aplicarPreciosProgramados } from './aplicar.ts';
import { marcasDelProveedor, pendientes, preciosDelProveedor } from './queries.ts';
import { guardarPrecios } from './service.ts';

/** How often the server looks for schedules whose day has come (and once at start). */
export const CADA_MS = 10 * 60 * 1000;

/** Scheduled prices (S25, 002 §7): every call is granted by the screen's menu entry. */
export const registerPreciosProgramadosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(preciosProgramadosPantalla);

  // A supplier's brands: also S27's brand select (Excluir artículos de sucursal).
  addRoute(
    app,
    marcasDeProveedor,
    pantallas(preciosProgramadosPantalla, excluirArticulosPantalla),
    async ({ params }) => await marcasDelProveedor(db, params.codProveedor),
  );
  addRoute(app, preciosPendientes, permiso, async () => await pendientes(db));
  addRoute(
    app,
    preciosArticulos,
    permiso,
    async ({ params }) => await preciosDelProveedor(db, params.codProveedor, params.idMarca),
  );
  addRoute(app, guardarPreciosProgramados, permiso, async ({ body, actor }) =>
    respuesta(await guardarPrecios(db, actor, body), m.guardados),
  );

  programarTarea(app, {
    nombre: 'precios-programados',
    cadaMs: CADA_MS,
    correr: () => aplicarPreciosProgramados(db),
  });
};

export default modulo(registerPreciosProgramadosRoutes, preciosProgramadosPantalla);
