import { catalogoSucursales, catalogoSucursalesPropias } from '@farmasi/contracts/catalogos/sucursales';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { contieneTexto, ordenEspanol } from '../../../platform/sql.ts';

/** Active pharmacy-line branches (the wholesale line's have their own calls) whose code is the text or whose short or full name contains it. */
const buscarSucursales = (db: Queryable, buscar: string, extra?: SQL) => {
  const texto = buscar.trim();
  const filtro = texto
    ? or(
        sql`${catSucursales.codSucursal}::text = ${texto}`,
        contieneTexto(catSucursales.sucursal, texto),
        contieneTexto(catSucursales.nombre, texto),
      )
    : undefined;
  return db
    .select({ codigo: catSucursales.codSucursal, descripcion: catSucursales.sucursal })
    .from(catSucursales)
    .where(and(sucursalActivaDeFarmacias(), filtro, extra))
    .orderBy(...ordenEspanol(catSucursales.sucursal))
    .limit(500);
};

/** Shared catalogues: any signed-in user may read them (many screens use them). */
export const registerSucursalesCatalogRoutes = (app: App, { db }: AppDeps) => {
  addRoute(app, catalogoSucursales, 'sesion', async ({ body }) => await buscarSucursales(db, body.buscar));
  addRoute(
    app,
    catalogoSucursalesPropias,
    'sesion',
    async ({ body }) => await buscarSucursales(db, body.buscar, eq(catSucursales.propia, 1)),
  );
};

export default modulo(registerSucursalesCatalogRoutes);
