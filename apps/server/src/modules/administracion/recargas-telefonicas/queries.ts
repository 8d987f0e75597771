import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catRecargasProveedores, catSucursales } from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';
import { catRecargasUsuarioSucursal, recargasEnvios } from './tablas.ts';

const r = catRecargasUsuarioSucursal;

/** Rows for the list (no password), filtered by branch, provider and id (0: any). */
export const consultar = async (
  db: Queryable,
  filtro: { CodSucursal: number; IdProveedor: number; IdCatRecargasUsuarioSucursal: number },
) => {
  const ultimoEnvio = sql<string | null>`(
    select max(${recargasEnvios.solicitadoEn}) from ${recargasEnvios}
    where ${recargasEnvios.idCatRecargasUsuarioSucursal} = ${r.idCatRecargasUsuarioSucursal})`;
  const rows = await db
    .select({
      idCatRecargasUsuarioSucursal: r.idCatRecargasUsuarioSucursal,
      codSucursal: r.codSucursal,
      sucursal: catSucursales.sucursal,
      idProveedor: r.idProveedor,
      proveedor: catRecargasProveedores.descripcion,
      usuario: r.usuario,
      fecha: sql<Date>`coalesce(${r.modificadoEn}, ${r.creadoEn})`,
      ultimoEnvio,
    })
    .from(r)
    .innerJoin(catSucursales, eq(catSucursales.codSucursal, r.codSucursal))
    .innerJoin(catRecargasProveedores, eq(catRecargasProveedores.codigo, r.idProveedor))
    .where(
      and(
        filtro.CodSucursal > 0 ? eq(r.codSucursal, filtro.CodSucursal) : undefined,
        filtro.IdProveedor > 0 ? eq(r.idProveedor, filtro.IdProveedor) : undefined,
        filtro.IdCatRecargasUsuarioSucursal > 0
          ? eq(r.idCatRecargasUsuarioSucursal, filtro.IdCatRecargasUsuarioSucursal)
          : undefined,
      ),
    )
    .orderBy(...ordenEspanol(catSucursales.sucursal), ...ordenEspanol(catRecargasProveedores.descripcion))
    .limit(5000);
  return rows.map((row) => ({
    ...row,
    fecha: new Date(row.fecha).toISOString(),
    ultimoEnvio: row.ultimoEnvio ? new Date(row.ultimoEnvio).toISOString() : null,
  }));
};

export const buscarRegistro = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(r).where(eq(r.idCatRecargasUsuarioSucursal, id));
  return row;
};

export const buscarPorSucursalProveedor = async (db: Queryable, codSucursal: number, idProveedor: number) => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.codSucursal, codSucursal), eq(r.idProveedor, idProveedor)));
  return row;
};

export const envios = (db: Queryable, id: number) =>
  db
    .select()
    .from(recargasEnvios)
    .where(eq(recargasEnvios.idCatRecargasUsuarioSucursal, id))
    .orderBy(desc(recargasEnvios.idEnvio));
