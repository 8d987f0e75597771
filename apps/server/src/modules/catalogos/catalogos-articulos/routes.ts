import { recargasTelefonicasPantalla } from '@farmasi/contracts/administracion/recargas-telefonicas';
import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import * as c from '@farmasi/contracts/catalogos/catalogos-articulos';
import { marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import { existenciasMinimasPantalla } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { excluirArticulosPantalla } from '@farmasi/contracts/proveedores/excluirarticulos';
import * as s from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import * as q from './queries.ts';

/**
 * Catalogues behind the article form's selects (apps/web/src/ui/articulo), which S06 (alta de
 * artículos) and S05 (pendientes) share: granted to those two screens, and each to any other screen
 * that calls it (docs/decisions/seguridad.md, 'Routes for any signed-in user').
 */
export const registerCatalogosArticulosRoutes = (app: App, { db }: AppDeps) => {
  const articulos = pantallas(altaArticulosPantalla, articulosPendientesPantalla);

  addRoute(app, c.catFormulas, articulos, async ({ body }) => await q.buscarFormulas(db, body.buscar));
  const simples: [typeof c.catLaboratorios, q.Catalogo][] = [
    [c.catLaboratorios, s.catLaboratorios],
    [c.catLineas, s.catLineas],
    [c.catFamilias, s.catFamilias],
    [c.catPresentaciones, s.catPresentaciones],
    [c.catGenericos, s.catGenericos],
  ];
  for (const [e, t] of simples)
    addRoute(app, e, articulos, async ({ body }) => await q.buscarEn(db, t, body.buscar));

  // Suppliers of each brand: the article's costs (S06) and the screen that maintains them.
  addRoute(
    app,
    c.catArticulosProveedoresMarcas,
    pantallas(altaArticulosPantalla, marcasPantalla),
    async ({ body }) => await q.buscarProveedoresDeMarcas(db, body.buscar),
  );
  // The cost modal of S06 (features/catalogos/articulos) alone.
  addRoute(
    app,
    c.proveedoresDeMarca,
    pantallas(altaArticulosPantalla),
    async ({ params }) => await q.proveedoresDeMarca(db, params.codigo),
  );
  // The active suppliers: the article form's select and the supplier selects of S25 (issue 24) and S27.
  addRoute(
    app,
    c.proveedores,
    pantallas(
      altaArticulosPantalla,
      articulosPendientesPantalla,
      preciosProgramadosPantalla,
      excluirArticulosPantalla,
    ),
    async () => await q.proveedoresActivos(db),
  );
  // The active brands: the article form's select and the brand select of S26 (existencias mínimas).
  addRoute(
    app,
    c.marcas,
    pantallas(altaArticulosPantalla, articulosPendientesPantalla, existenciasMinimasPantalla),
    async () => await q.marcasActivas(db),
  );
  addRoute(
    app,
    c.obtenerGenerico,
    articulos,
    async ({ params }) => await q.genericosDeFormula(db, params.codigo),
  );
  addRoute(app, c.medidas, articulos, async ({ params }) => await q.medidasDePresentacion(db, params.codigo));
  addRoute(
    app,
    c.formasAdministracion,
    articulos,
    async () => await q.todosDe(db, s.catFormasAdministracion),
  );
  // The airtime providers: the article form's airtime card and Recargas telefónicas.
  addRoute(
    app,
    c.recargaProveedores,
    pantallas(altaArticulosPantalla, articulosPendientesPantalla, recargasTelefonicasPantalla),
    async () =>
      (await q.todosDe(db, s.catRecargasProveedores)).map((r) => ({
        idProveedor: r.codigo,
        proveedor: r.descripcion,
      })),
  );
  addRoute(app, c.recargaCompanias, articulos, async () =>
    (await q.todosDe(db, s.catRecargasCompanias)).map((r) => ({
      idCompania: r.codigo,
      nombreCompania: r.descripcion,
    })),
  );
  addRoute(app, c.recargaTiposProducto, articulos, async () =>
    (await q.todosDe(db, s.catRecargasTiposProducto)).map((r) => ({
      idTipoProducto: r.codigo,
      tipoProducto: r.descripcion,
    })),
  );
};

export default modulo(registerCatalogosArticulosRoutes);
