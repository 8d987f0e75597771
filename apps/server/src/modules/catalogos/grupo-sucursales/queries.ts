import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catGrupoSucursalesDet,
  catGrupoSucursalesEnc,
  catSucursales,
  EMPRESA,
  sucursalActivaDeFarmacias,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';

const sucursalColumns = {
  codSucursal: catSucursales.codSucursal,
  sucursal: catSucursales.sucursal,
  nombre: catSucursales.nombre,
  propia: catSucursales.propia,
};

export const listarGrupos = (db: Queryable) =>
  db
    .select({
      idCatGrupoSucursalesEnc: catGrupoSucursalesEnc.idCatGrupoSucursalesEnc,
      grupo: catGrupoSucursalesEnc.grupo,
    })
    .from(catGrupoSucursalesEnc)
    .orderBy(...ordenEspanol(catGrupoSucursalesEnc.grupo));

export const buscarGrupo = async (db: Queryable, id: number) =>
  (
    await db.select().from(catGrupoSucursalesEnc).where(eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, id))
  )[0];

export const buscarGrupoPorNombre = async (db: Queryable, nombre: string) =>
  (
    await db
      .select()
      .from(catGrupoSucursalesEnc)
      .where(eq(sql`lower(${catGrupoSucursalesEnc.grupo})`, nombre.toLowerCase()))
  )[0];

export const sucursalesDeGrupo = async (db: Queryable, idGrupo: number) =>
  (
    await db
      .select(sucursalColumns)
      .from(catGrupoSucursalesDet)
      .innerJoin(catSucursales, eq(catSucursales.codSucursal, catGrupoSucursalesDet.codSucursal))
      .where(eq(catGrupoSucursalesDet.idCatGrupoSucursalesEnc, idGrupo))
      .orderBy(...ordenEspanol(catSucursales.sucursal))
  ).map((s) => ({ ...s, seleccionado: true }));

/** Active branches of the group (seleccionado) and those in no group, for the edit modal. */
export const sucursalesParaEdicion = async (db: Queryable, idGrupo: number) =>
  (
    await db
      .select({ ...sucursalColumns, idGrupo: catGrupoSucursalesDet.idCatGrupoSucursalesEnc })
      .from(catSucursales)
      .leftJoin(catGrupoSucursalesDet, eq(catGrupoSucursalesDet.codSucursal, catSucursales.codSucursal))
      .where(
        and(
          sucursalActivaDeFarmacias(),
          or(
            isNull(catGrupoSucursalesDet.codSucursal),
            eq(catGrupoSucursalesDet.idCatGrupoSucursalesEnc, idGrupo),
          ),
        ),
      )
      .orderBy(...ordenEspanol(catSucursales.sucursal))
  ).map(({ idGrupo: grupoDeSucursal, ...s }) => ({ ...s, seleccionado: grupoDeSucursal === idGrupo }));

/** Where each of the given branches stands: active or not, and the group it is in (if any). */
export const estadoDeSucursales = (db: Queryable, codigos: number[]) =>
  db
    .select({
      codSucursal: catSucursales.codSucursal,
      sucursal: catSucursales.sucursal,
      activo: catSucursales.activo,
      idGrupo: catGrupoSucursalesDet.idCatGrupoSucursalesEnc,
      grupo: catGrupoSucursalesEnc.grupo,
    })
    .from(catSucursales)
    .leftJoin(catGrupoSucursalesDet, eq(catGrupoSucursalesDet.codSucursal, catSucursales.codSucursal))
    .leftJoin(
      catGrupoSucursalesEnc,
      eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, catGrupoSucursalesDet.idCatGrupoSucursalesEnc),
    )
    .where(and(inArray(catSucursales.codSucursal, codigos), eq(catSucursales.idEmpresa, EMPRESA.farmacias)));
