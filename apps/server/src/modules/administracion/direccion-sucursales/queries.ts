import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import {
  catSucursales,
  catSucursalesDirecciones,
  sucursalActivaDeFarmacias,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';

const d = catSucursalesDirecciones;
const hhmm = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'HH24:MI')`;

const direccionColumns = {
  codSucursal: d.codSucursal,
  sucursal: catSucursales.sucursal,
  tipo: d.tipo,
  cP: d.codigoPostal,
  colonia: d.colonia,
  calle: d.calle,
  numExterior: d.numExterior,
  entreCalles: d.entreCalles,
  telefono: d.telefono,
  municipio: d.municipio,
  estado: d.estado,
  localidad: d.localidad,
  horarios: d.horarios,
  domicilioDescriptivo: d.domicilioDescriptivo,
  horarioApertura: hhmm(d.horarioApertura),
  horarioCierre: hhmm(d.horarioCierre),
};

/** Addresses of one branch (codSucursal > 0) or of all, by branch then type. */
export const listarDirecciones = (db: Queryable, codSucursal = 0) =>
  db
    .select(direccionColumns)
    .from(d)
    .innerJoin(catSucursales, eq(catSucursales.codSucursal, d.codSucursal))
    .where(codSucursal > 0 ? eq(d.codSucursal, codSucursal) : undefined)
    .orderBy(...ordenEspanol(catSucursales.sucursal), asc(d.tipo));

export const buscarDireccion = async (db: Queryable, codSucursal: number, tipo: number) =>
  (
    await db
      .select(direccionColumns)
      .from(d)
      .innerJoin(catSucursales, eq(catSucursales.codSucursal, d.codSucursal))
      .where(and(eq(d.codSucursal, codSucursal), eq(d.tipo, tipo)))
  )[0];

export const listarSucursales = (db: Queryable, codSucursal = 0) =>
  db
    .select({ codSucursal: catSucursales.codSucursal, sucursal: catSucursales.sucursal })
    .from(catSucursales)
    .where(
      and(
        sucursalActivaDeFarmacias(),
        codSucursal > 0 ? eq(catSucursales.codSucursal, codSucursal) : undefined,
      ),
    )
    .orderBy(...ordenEspanol(catSucursales.sucursal));
