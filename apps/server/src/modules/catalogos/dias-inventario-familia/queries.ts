import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catFamilias, catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';
import { catDiasInventarioFamilia as d } from './tablas.ts';

/** The active families, Spanish order (the filter's catalogue). */
export const familiasActivas = (db: Queryable) =>
  db
    .select({ codigo: catFamilias.codigo, descripcion: catFamilias.descripcion })
    .from(catFamilias)
    .where(eq(catFamilias.activo, true))
    .orderBy(...ordenEspanol(catFamilias.descripcion));

/**
 * Every active pharmacy branch × active family of the filters (0 = Todas) with its days, 0 when the
 * pair has none: the screen sets days for pairs that have none yet.
 */
export const diasPorSucursalFamilia = (db: Queryable, codSucursal: number, codFamilia: number) =>
  db
    .select({
      codSucursal: catSucursales.codSucursal,
      sucursal: catSucursales.sucursal,
      codFamilia: catFamilias.codigo,
      descripcion: catFamilias.descripcion,
      diasInventario: sql<number>`coalesce(${d.diasInventario}, 0)`.mapWith(Number),
    })
    .from(catSucursales)
    .innerJoin(
      catFamilias,
      and(eq(catFamilias.activo, true), codFamilia ? eq(catFamilias.codigo, codFamilia) : undefined),
    )
    .leftJoin(d, and(eq(d.codSucursal, catSucursales.codSucursal), eq(d.codFamilia, catFamilias.codigo)))
    .where(
      and(sucursalActivaDeFarmacias(), codSucursal ? eq(catSucursales.codSucursal, codSucursal) : undefined),
    )
    .orderBy(
      ...ordenEspanol(catSucursales.sucursal),
      asc(catSucursales.codSucursal),
      ...ordenEspanol(catFamilias.descripcion),
    );
