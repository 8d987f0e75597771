import { archivoUrl } from '@farmasi/contracts/generales/archivos';
import type { PromocionTicket, SucursalActiva } from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { archivos, catSucursales } from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';
import { catPromocionesTicket as p, catPromocionesTicketSucursales as ps } from './tablas.ts';

/** A line's promotions (or one), in their order, with how many branches print each. */
export const listarPromociones = async (
  db: Queryable,
  idEmpresa: number,
  id = 0,
): Promise<PromocionTicket[]> => {
  const filas = await db
    .select({
      idCatPromocionesTicket: p.idCatPromocionesTicket,
      orden: p.orden,
      fechaInicial: p.fechaInicial,
      fechaFinal: p.fechaFinal,
      idArchivo: p.idArchivo,
      ancho: p.ancho,
      alto: p.alto,
      sucursalesCount: sql<number>`count(${ps.codSucursal})::int`,
    })
    .from(p)
    .leftJoin(ps, eq(ps.idCatPromocionesTicket, p.idCatPromocionesTicket))
    .where(and(eq(p.idEmpresa, idEmpresa), id > 0 ? eq(p.idCatPromocionesTicket, id) : undefined))
    .groupBy(p.idCatPromocionesTicket)
    .orderBy(asc(p.orden), asc(p.idCatPromocionesTicket));
  return filas.map(({ idArchivo, ...f }) => ({ ...f, imagen: archivoUrl(idArchivo) }));
};

export const unaPromocion = async (db: Queryable, idEmpresa: number, id: number) =>
  (
    await db
      .select()
      .from(p)
      .where(and(eq(p.idEmpresa, idEmpresa), eq(p.idCatPromocionesTicket, id)))
  )[0];

/** The branches of a promotion, by code. */
export const sucursalesDe = async (db: Queryable, id: number): Promise<number[]> =>
  (
    await db
      .select({ codSucursal: ps.codSucursal })
      .from(ps)
      .where(eq(ps.idCatPromocionesTicket, id))
      .orderBy(asc(ps.codSucursal))
  ).map((r) => r.codSucursal);

/** The line's active branches, in Spanish order (the modal's multi-select). */
export const sucursalesActivas = (db: Queryable, idEmpresa: number): Promise<SucursalActiva[]> =>
  db
    .select({ codSucursal: catSucursales.codSucursal, sucursal: catSucursales.sucursal })
    .from(catSucursales)
    .where(and(eq(catSucursales.activo, true), eq(catSucursales.idEmpresa, idEmpresa)))
    .orderBy(...ordenEspanol(catSucursales.sucursal));

/** The images of the promotions that have not ended by `dia`, in order (the sample ticket). */
export const imagenesParaTicket = (db: Queryable, idEmpresa: number, dia: string) =>
  db
    .select({ contenido: archivos.contenido, ancho: p.ancho, alto: p.alto })
    .from(p)
    .innerJoin(archivos, eq(archivos.id, p.idArchivo))
    .where(and(eq(p.idEmpresa, idEmpresa), gte(p.fechaFinal, dia)))
    .orderBy(asc(p.orden), asc(p.idCatPromocionesTicket));
