import * as c from '@farmasi/contracts/catalogos/buscadores';
import * as catalogos from '@farmasi/contracts/catalogos/catalogos-articulos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import * as q from './queries.ts';

/** Shared search helpers (000 §7 buscadores/): any signed-in user; read-only, no stored data leaks. */
export const registerBuscadoresRoutes = (app: App, { db }: AppDeps) => {
  addRoute(
    app,
    c.buscarProveedores,
    'sesion',
    async ({ params }) => await q.buscarProveedores(db, params.texto),
  );
  addRoute(app, c.buscarFormula, 'sesion', async ({ params }) => await q.buscarFormulas(db, params.texto));
  addRoute(app, c.buscarProductos, 'sesion', async ({ params }) => await q.buscarProductos(db, params.texto));
  addRoute(
    app,
    c.buscarArticulosDifarmer,
    'sesion',
    async ({ params }) => await q.buscarArticulosDifarmer(db, params.texto),
  );
  addRoute(app, c.buscarEmpleados, 'sesion', async ({ params }) => await q.buscarEmpleados(db, params.texto));
  addRoute(
    app,
    c.buscarLicenciatarios,
    'sesion',
    async ({ params }) => await q.buscarLicenciatarios(db, params.texto),
  );
  addRoute(
    app,
    c.buscarArticulosBaranetos,
    'sesion',
    async ({ params }) => await q.buscarArticulosBaranetos(db, params.texto),
  );
  addRoute(app, c.buscarClientes, 'sesion', async ({ params }) => await q.buscarClientes(db, params.texto));
  addRoute(app, c.buscarMedico, 'sesion', async ({ body }) => await q.buscarMedicos(db, body.buscar));
  addRoute(
    app,
    c.buscarProductosAvanzado,
    'sesion',
    async ({ body }) => await q.buscarProductosAvanzado(db, body.buscar),
  );
  // Two catalogues of 000 §7 over the same data: doctors (body buscar) and the states.
  addRoute(app, catalogos.catMedicos, 'sesion', async ({ body }) => await q.buscarMedicos(db, body.buscar));
  addRoute(app, catalogos.obtenerEstados, 'sesion', async () => await q.estados(db));
  addRoute(app, c.buscarSucursal, 'sesion', async ({ body }) => await q.buscarSucursales(db, body.buscar));
  addRoute(app, c.buscarMarca, 'sesion', async ({ body }) => await q.buscarMarcas(db, body.buscar));
};

export default modulo(registerBuscadoresRoutes);
