import * as c from '@farmasi/contracts/catalogos/catalogos-articulos';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import * as s from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { contieneTexto, ordenEspanol } from '../../../platform/sql.ts';

const LIMITE = 500;

/** Code exact, or text inside the description (without accents or case, trigram index), active rows only. */
export const filtroBuscar = (codigo: PgColumn, descripcion: PgColumn, buscar: string): SQL | undefined => {
  const texto = buscar.trim();
  if (!texto) return undefined;
  const porTexto = contieneTexto(descripcion, texto);
  return /^\d{1,9}$/.test(texto) ? or(eq(codigo, Number(texto)), porTexto) : porTexto;
};

type Catalogo = PgTable & { codigo: PgColumn; descripcion: PgColumn; activo: PgColumn };

const buscarEn = (db: Queryable, t: Catalogo, buscar: string) =>
  db
    .select({ codigo: sql<number>`${t.codigo}`, descripcion: sql<string>`${t.descripcion}` })
    .from(t)
    .where(and(eq(t.activo, true), filtroBuscar(t.codigo, t.descripcion, buscar)))
    .orderBy(...ordenEspanol(t.descripcion))
    .limit(LIMITE);

/** Catalogues behind the article selects: read by many screens, so any signed-in user may. */
export const registerCatalogosArticulosRoutes = (app: App, { db }: AppDeps) => {
  const _ok = <T>(data: T) => data;
  const f = s.catFormulas;
  addRoute(
    app,
    c.catFormulas,
    'sesion',
    async ({ body }) =>
      await db
        .select({ codigo: f.codigo, descripcion: f.descripcion, desglozar: f.desglozar })
        .from(f)
        .where(and(eq(f.activo, true), filtroBuscar(f.codigo, f.descripcion, body.buscar)))
        .orderBy(...ordenEspanol(f.descripcion))
        .limit(LIMITE),
  );
  const simples: [typeof c.catLaboratorios, Catalogo][] = [
    [c.catLaboratorios, s.catLaboratorios],
    [c.catLineas, s.catLineas],
    [c.catFamilias, s.catFamilias],
    [c.catPresentaciones, s.catPresentaciones],
    [c.catGenericos, s.catGenericos],
  ];
  for (const [e, t] of simples)
    addRoute(app, e, 'sesion', async ({ body }) => await buscarEn(db, t, body.buscar));

  const md = s.catProveedoresMarcasDet;
  const me = s.catProveedoresMarcasEnc;
  const p = s.catProveedores;
  const proveedoresDeMarcas = (where?: SQL) =>
    db
      .select({
        codigo: md.idCatProveedoresMarcasDet,
        descripcion: sql<string>`${me.nombre} || ' - ' || ${p.nombre}`,
      })
      .from(md)
      .innerJoin(me, eq(me.idCatProveedoresMarcasEnc, md.idCatProveedoresMarcasEnc))
      .innerJoin(p, eq(p.codProveedor, md.codProveedor))
      .where(and(eq(p.activo, true), eq(me.activo, true), where))
      .orderBy(...ordenEspanol(me.nombre), ...ordenEspanol(p.nombre))
      .limit(LIMITE);
  addRoute(app, c.catArticulosProveedoresMarcas, 'sesion', async ({ body }) => {
    const texto = body.buscar.trim();
    return await proveedoresDeMarcas(
      texto ? or(contieneTexto(me.nombre, texto), contieneTexto(p.nombre, texto)) : undefined,
    );
  });
  addRoute(
    app,
    c.proveedoresDeMarca,
    'sesion',
    async ({ params }) =>
      await db
        .select({ codigo: md.idCatProveedoresMarcasDet, descripcion: p.nombre })
        .from(md)
        .innerJoin(p, eq(p.codProveedor, md.codProveedor))
        .where(and(eq(md.idCatProveedoresMarcasEnc, params.codigo), eq(p.activo, true)))
        .orderBy(...ordenEspanol(p.nombre)),
  );
  addRoute(
    app,
    c.proveedores,
    'sesion',
    async () =>
      await db
        .select({ codigo: p.codProveedor, descripcion: p.nombre })
        .from(p)
        .where(eq(p.activo, true))
        .orderBy(...ordenEspanol(p.nombre)),
  );
  addRoute(
    app,
    c.marcas,
    'sesion',
    async () =>
      await db
        .select({ idCatProveedoresMarcasEnc: me.idCatProveedoresMarcasEnc, nombre: me.nombre })
        .from(me)
        .where(eq(me.activo, true))
        .orderBy(...ordenEspanol(me.nombre)),
  );

  const g = s.catGenericos;
  addRoute(
    app,
    c.obtenerGenerico,
    'sesion',
    async ({ params }) =>
      await db
        .select({ codigo: g.codigo, descripcion: g.descripcion })
        .from(g)
        .where(and(eq(g.codFormula, params.codigo), eq(g.activo, true)))
        .orderBy(...ordenEspanol(g.descripcion)),
  );
  const med = s.catMedidas;
  addRoute(
    app,
    c.medidas,
    'sesion',
    async ({ params }) =>
      await db
        .select({ codigo: med.codigo, descripcion: med.descripcion, aplicar: med.aplicar })
        .from(med)
        .where(eq(med.codPresentacion, params.codigo))
        .orderBy(...ordenEspanol(med.descripcion)),
  );
  const todos = (t: Catalogo) =>
    db
      .select({ codigo: sql<number>`${t.codigo}`, descripcion: sql<string>`${t.descripcion}` })
      .from(t)
      .where(eq(t.activo, true))
      .orderBy(...ordenEspanol(t.descripcion));
  addRoute(app, c.formasAdministracion, 'sesion', async () => await todos(s.catFormasAdministracion));
  addRoute(app, c.recargaProveedores, 'sesion', async () =>
    (await todos(s.catRecargasProveedores)).map((r) => ({
      idProveedor: r.codigo,
      proveedor: r.descripcion,
    })),
  );
  addRoute(app, c.recargaCompanias, 'sesion', async () =>
    (await todos(s.catRecargasCompanias)).map((r) => ({
      idCompania: r.codigo,
      nombreCompania: r.descripcion,
    })),
  );
  addRoute(app, c.recargaTiposProducto, 'sesion', async () =>
    (await todos(s.catRecargasTiposProducto)).map((r) => ({
      idTipoProducto: r.codigo,
      tipoProducto: r.descripcion,
    })),
  );
};

export default modulo(registerCatalogosArticulosRoutes);
