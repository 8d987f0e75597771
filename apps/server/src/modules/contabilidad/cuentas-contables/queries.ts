import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catCuentasContables, catEmpresas, catSucursales } from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';

const c = catCuentasContables;
const s = catSucursales;

/** The companies with their account ('' when none), by id. */
export const listarEmpresas = (db: Queryable) =>
  db
    .select({
      idCatEmpresa: catEmpresas.idCatEmpresa,
      descripcion: catEmpresas.descripcion,
      cuenta: catEmpresas.cuenta,
    })
    .from(catEmpresas)
    .orderBy(asc(catEmpresas.idCatEmpresa));

export const empresaPorId = async (db: Queryable, idCatEmpresa: number) =>
  (await listarEmpresas(db).where(eq(catEmpresas.idCatEmpresa, idCatEmpresa)))[0];

const sucursales = (db: Queryable) =>
  db
    .select({
      idCatCuentasContables: sql<number>`coalesce(${c.idCatCuentasContables}, 0)`.mapWith(Number),
      id: s.codSucursal,
      descripcion: s.sucursal,
      cuentaEfectivo: sql<string>`coalesce(${c.cuentaEfectivo}, '')`,
      cuentaTasaGral: sql<string>`coalesce(${c.cuentaTasaGral}, '')`,
      cuentaTasa0: sql<string>`coalesce(${c.cuentaTasa0}, '')`,
    })
    .from(s)
    .leftJoin(c, eq(c.codSucursal, s.codSucursal))
    .$dynamic();

/**
 * Every active branch of both lines (the journal entries of each company read them) with its
 * accounts, '' where it has none, in Spanish name order.
 */
export const listarSucursales = (db: Queryable) =>
  sucursales(db)
    .where(eq(s.activo, true))
    .orderBy(...ordenEspanol(s.sucursal), asc(s.codSucursal));

export const sucursalActiva = async (db: Queryable, codSucursal: number) =>
  (await sucursales(db).where(and(eq(s.activo, true), eq(s.codSucursal, codSucursal))))[0];

/** The stored accounts row, locked until the transaction ends (two saves of one branch queue up). */
export const registroDeCuentas = async (db: Queryable, idCatCuentasContables: number) =>
  (await db.select().from(c).where(eq(c.idCatCuentasContables, idCatCuentasContables)).for('update'))[0];
