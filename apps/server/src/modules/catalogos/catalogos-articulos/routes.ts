import * as c from '@farmasi/contracts/catalogos/catalogos-articulos';
import * as s from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import * as q from './queries.ts';

/** Catalogues behind the article selects: read by many screens, so any signed-in user may. */
export const registerCatalogosArticulosRoutes = (app: App, { db }: AppDeps) => {
  addRoute(app, c.catFormulas, 'sesion', async ({ body }) => await q.buscarFormulas(db, body.buscar));
  const simples: [typeof c.catLaboratorios, q.Catalogo][] = [
    [c.catLaboratorios, s.catLaboratorios],
    [c.catLineas, s.catLineas],
    [c.catFamilias, s.catFamilias],
    [c.catPresentaciones, s.catPresentaciones],
    [c.catGenericos, s.catGenericos],
  ];
  for (const [e, t] of simples)
    addRoute(app, e, 'sesion', async ({ body }) => await q.buscarEn(db, t, body.buscar));

  addRoute(
    app,
    c.catArticulosProveedoresMarcas,
    'sesion',
    async ({ body }) => await q.buscarProveedoresDeMarcas(db, body.buscar),
  );
  addRoute(
    app,
    c.proveedoresDeMarca,
    'sesion',
    async ({ params }) => await q.proveedoresDeMarca(db, params.codigo),
  );
  addRoute(app, c.proveedores, 'sesion', async () => await q.proveedoresActivos(db));
  addRoute(app, c.marcas, 'sesion', async () => await q.marcasActivas(db));
  addRoute(
    app,
    c.obtenerGenerico,
    'sesion',
    async ({ params }) => await q.genericosDeFormula(db, params.codigo),
  );
  addRoute(app, c.medidas, 'sesion', async ({ params }) => await q.medidasDePresentacion(db, params.codigo));
  addRoute(app, c.formasAdministracion, 'sesion', async () => await q.todosDe(db, s.catFormasAdministracion));
  addRoute(app, c.recargaProveedores, 'sesion', async () =>
    (await q.todosDe(db, s.catRecargasProveedores)).map((r) => ({
      idProveedor: r.codigo,
      proveedor: r.descripcion,
    })),
  );
  addRoute(app, c.recargaCompanias, 'sesion', async () =>
    (await q.todosDe(db, s.catRecargasCompanias)).map((r) => ({
      idCompania: r.codigo,
      nombreCompania: r.descripcion,
    })),
  );
  addRoute(app, c.recargaTiposProducto, 'sesion', async () =>
    (await q.todosDe(db, s.catRecargasTiposProducto)).map((r) => ({
      idTipoProducto: r.codigo,
      tipoProducto: r.descripcion,
    })),
  );
};

export default modulo(registerCatalogosArticulosRoutes);
