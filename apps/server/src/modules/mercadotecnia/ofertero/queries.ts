import { archivoUrl } from '@farmasi/contracts/generales/archivos';
import {
  ESTATUS_OFERTERO,
  type Ofertero,
  PARAMETRO_SITIO_FLIPBOOK,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { hoy } from '../../../platform/fechas.ts';
import { parametroPorNombre } from '../../../platform/parametros.ts';
import { catOferteros } from './tablas.ts';

const o = catOferteros;

/** Oferteros (all, or one by id), newest start first; the status is today's in Mexico City. */
export const listarOferteros = async (db: Queryable, id = 0, dia = hoy()): Promise<Ofertero[]> => {
  const filas = await db
    .select({
      idCatOfertero: o.idCatOfertero,
      nombre: o.nombre,
      urlFlipBook: o.urlFlipBook,
      fechaInicia: o.fechaInicia,
      fechaTermina: o.fechaTermina,
      idArchivo: o.idArchivo,
      estatus: sql<string>`case when ${o.fechaInicia} > ${dia}::date then ${ESTATUS_OFERTERO.programada}
        when ${o.fechaTermina} < ${dia}::date then ${ESTATUS_OFERTERO.vencida}
        else ${ESTATUS_OFERTERO.activa} end`,
    })
    .from(o)
    .where(id > 0 ? eq(o.idCatOfertero, id) : undefined)
    .orderBy(desc(o.fechaInicia), desc(o.idCatOfertero));
  return filas.map(({ idArchivo, ...f }) => ({ ...f, thumbnail: archivoUrl(idArchivo) }));
};

export const unOfertero = async (db: Queryable, id: number) =>
  (await db.select().from(o).where(eq(o.idCatOfertero, id)))[0];

/** The flipbook site's address ('' when the parameter is missing). */
export const sitioDeFlipbook = async (db: Queryable): Promise<string> =>
  (await parametroPorNombre(db, PARAMETRO_SITIO_FLIPBOOK))?.valor.trim() ?? '';
