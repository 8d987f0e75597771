import {
  type ImagenArticulo,
  PARAMETRO_TAMANO_IMAGENES,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { archivoUrl } from '@farmasi/contracts/generales/archivos';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { archivos, barArticulos } from '../../../db/schema/index.ts';
import { parametroPorNombre } from '../../../platform/parametros.ts';
import { barArticulosImagenes } from './tablas.ts';

const i = barArticulosImagenes;

/** An article's images in their order. */
export const imagenesDe = async (db: Queryable, codArticulo: number): Promise<ImagenArticulo[]> => {
  const filas = await db
    .select({
      idCatArticulosImagenes: i.idCatArticulosImagenes,
      codArticulo: i.codArticulo,
      orden: i.orden,
      idArchivo: i.idArchivo,
      nombre: archivos.nombre,
    })
    .from(i)
    .innerJoin(archivos, eq(archivos.id, i.idArchivo))
    .where(eq(i.codArticulo, codArticulo))
    .orderBy(asc(i.orden), asc(i.idCatArticulosImagenes));
  return filas.map(({ idArchivo, ...f }) => ({ ...f, url: archivoUrl(idArchivo) }));
};

export const unaImagen = async (db: Queryable, id: number) =>
  (await db.select().from(i).where(eq(i.idCatArticulosImagenes, id)))[0];

export const articuloExiste = async (db: Queryable, codArticulo: number) =>
  (
    await db
      .select({ c: barArticulos.codArticulo })
      .from(barArticulos)
      .where(eq(barArticulos.codArticulo, codArticulo))
  ).length > 0;

/** The size limit in MB (the parameter; 2 when it is missing or not a positive number). */
export const tamanoMaximoMb = async (db: Queryable): Promise<number> => {
  const valor = Number((await parametroPorNombre(db, PARAMETRO_TAMANO_IMAGENES))?.valor);
  return Number.isFinite(valor) && valor > 0 ? valor : 2;
};
