import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { contieneTexto, ordenEspanol } from '../../../platform/sql.ts';

/** Active pharmacy-line branches (the wholesale line's have their own calls) whose code is the text or whose short or full name contains it. */
export const buscarSucursales = (db: Queryable, buscar: string, extra?: SQL) => {
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

/** The chain's own branches among them. */
export const buscarSucursalesPropias = (db: Queryable, buscar: string) =>
  buscarSucursales(db, buscar, eq(catSucursales.propia, 1));
