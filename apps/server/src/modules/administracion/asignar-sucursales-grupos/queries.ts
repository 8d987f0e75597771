import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catGrupoSucursalesDet,
  catGrupoSucursalesEnc,
  catSucursales,
  sucursalActivaDeFarmacias,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';

const det = catGrupoSucursalesDet;
const enc = catGrupoSucursalesEnc;

const columns = {
  codSucursal: catSucursales.codSucursal,
  sucursal: catSucursales.sucursal,
  nombre: catSucursales.nombre,
  idCatGrupoSucursalesEnc: sql<number>`coalesce(${det.idCatGrupoSucursalesEnc}, 0)`.mapWith(Number),
};

/** Branches with their group (0 = none). */
const sucursales = (db: Queryable) =>
  db
    .select({ ...columns, activo: catSucursales.activo })
    .from(catSucursales)
    .leftJoin(det, eq(det.codSucursal, catSucursales.codSucursal))
    .$dynamic();

// Pharmacy-line branches only: the wholesale line's never join the chain's groups.
const activas = sucursalActivaDeFarmacias();
const dto =
  (seleccionado: boolean) =>
  ({
    activo: _,
    ...r
  }: {
    activo: boolean;
    codSucursal: number;
    sucursal: string;
    nombre: string;
    idCatGrupoSucursalesEnc: number;
  }) => ({
    ...r,
    seleccionado,
  });

/** Branches assigned to a group (one group, or every group). */
export const sucursalesAsignadas = async (db: Queryable, idGrupo?: number) =>
  (
    await sucursales(db)
      .where(and(activas, idGrupo ? eq(det.idCatGrupoSucursalesEnc, idGrupo) : isNotNull(det.codSucursal)))
      .orderBy(...ordenEspanol(catSucursales.sucursal))
  ).map(dto(true));

export const sucursalesSinGrupo = async (db: Queryable) =>
  (
    await sucursales(db)
      .where(and(activas, isNull(det.codSucursal)))
      .orderBy(...ordenEspanol(catSucursales.sucursal))
  ).map(dto(false));

export const sucursalesPorCodigo = (db: Queryable, codigos: number[]) =>
  sucursales(db).where(inArray(catSucursales.codSucursal, codigos));

export const buscarSucursal = async (db: Queryable, codSucursal: number) =>
  (await sucursalesPorCodigo(db, [codSucursal]))[0];

/** Groups with their number of active branches; onlyEmpty for the groups without any. */
export const listarGrupos = async (db: Queryable, onlyEmpty = false) => {
  const rows = await db
    .select({
      idCatGrupoSucursalesEnc: enc.idCatGrupoSucursalesEnc,
      grupo: enc.grupo,
      sucursales: count(catSucursales.codSucursal),
    })
    .from(enc)
    .leftJoin(det, eq(det.idCatGrupoSucursalesEnc, enc.idCatGrupoSucursalesEnc))
    .leftJoin(catSucursales, and(eq(catSucursales.codSucursal, det.codSucursal), activas))
    .groupBy(enc.idCatGrupoSucursalesEnc)
    .orderBy(...ordenEspanol(enc.grupo));
  return onlyEmpty ? rows.filter((g) => g.sucursales === 0) : rows;
};

export const buscarGrupo = async (db: Queryable, id: number) =>
  (await db.select().from(enc).where(eq(enc.idCatGrupoSucursalesEnc, id)))[0];

export const nombreDeGrupo = async (db: Queryable, id: number) =>
  (await buscarGrupo(db, id))?.grupo ?? String(id);
