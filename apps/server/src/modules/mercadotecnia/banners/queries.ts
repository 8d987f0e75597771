import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import { archivoUrl } from '@farmasi/contracts/generales/archivos';
import { type Banner, DISPOSITIVOS, type ImagenSucursal } from '@farmasi/contracts/mercadotecnia/banners';
import { and, asc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catBanners as b, catImagenesSucursales as s } from './tablas.ts';

/** A list code of the spec: T all, EL and OL the types E and O, otherwise the type itself. */
const TIPO_DE_LISTA: Record<string, string | null> = {
  T: null,
  EL: 'E',
  OL: 'O',
  C1: 'C1',
  CL: 'CL',
  FL: 'FL',
};
export const tipoDeLista = (x: string): string | null => TIPO_DE_LISTA[x] ?? null;

const comoBanner = ({ idArchivo, creadoPor, ...f }: typeof b.$inferSelect): Banner => ({
  idCatBanners: f.idCatBanners,
  tipoBanner: f.tipoBanner,
  tipo: f.tipo as Banner['tipo'],
  visible: f.visible,
  orden: f.orden,
  fechaVigenciaInicio: f.fechaVigenciaInicio,
  fechaVigenciaFin: f.fechaVigenciaFin,
  imagen: archivoUrl(idArchivo),
  codUsuario: f.modificadoPor ?? creadoPor ?? 0,
  url: f.url,
});

const orden = [asc(b.tipoBanner), asc(b.tipo), asc(b.orden), asc(b.idCatBanners)];

export const listarBanners = async (db: Queryable, x: string): Promise<Banner[]> => {
  const tipo = tipoDeLista(x);
  const filas = await db
    .select()
    .from(b)
    .where(tipo ? eq(b.tipoBanner, tipo) : undefined)
    .orderBy(...orden);
  return filas.map(comoBanner);
};

export const unBanner = async (db: Queryable, id: number) =>
  (await db.select().from(b).where(eq(b.idCatBanners, id)))[0];

/** One section and device in order (a reorder's whole list). */
export const bannersDeSeccion = async (db: Queryable, tipoBanner: string, tipo: string) =>
  (
    await db
      .select()
      .from(b)
      .where(and(eq(b.tipoBanner, tipoBanner), eq(b.tipo, tipo)))
      .orderBy(...orden)
  ).map(comoBanner);

/** In force on `dia`: no dates (the sentinel) or between both, included. */
const vigente = (dia: string): SQL =>
  or(
    eq(b.fechaVigenciaInicio, SENTINEL_DATE),
    and(lte(b.fechaVigenciaInicio, dia), gte(b.fechaVigenciaFin, dia)),
  )!;

/** The visible banners of these sections on `dia` (optionally one device), in order. */
export const bannersVisibles = async (
  db: Queryable,
  tiposBanner: readonly string[],
  dia: string,
  tipo?: string,
) =>
  (
    await db
      .select()
      .from(b)
      .where(
        and(
          inArray(b.tipoBanner, [...tiposBanner]),
          eq(b.visible, true),
          vigente(dia),
          tipo ? eq(b.tipo, tipo) : undefined,
        ),
      )
      .orderBy(...orden)
  ).map(comoBanner);

/**
 * What the preview shows, section by section and device by device in the given order: the visible
 * banners, or a placeholder where none is (one query for every section).
 */
export const vistaPrevia = async (db: Queryable, secciones: readonly string[], dia: string) => {
  const visibles = await bannersVisibles(db, secciones, dia);
  return secciones.flatMap((t) =>
    DISPOSITIVOS.flatMap(({ tipo }) => {
      const deAqui = visibles.filter((v) => v.tipoBanner === t && v.tipo === tipo);
      return deAqui.length ? deAqui : [marcador(t, tipo)];
    }),
  );
};

/** A placeholder (idCatBanners 0): the preview draws its stand-in image. */
export const marcador = (tipoBanner: string, tipo: Banner['tipo']): Banner => ({
  idCatBanners: 0,
  tipoBanner,
  tipo,
  visible: true,
  orden: 0,
  fechaVigenciaInicio: SENTINEL_DATE,
  fechaVigenciaFin: SENTINEL_DATE,
  imagen: '',
  codUsuario: 0,
  url: '',
});

export const imagenesSucursales = async (db: Queryable): Promise<ImagenSucursal[]> =>
  (await db.select().from(s).orderBy(asc(s.idCatImagenesSucursales))).map((f) => ({
    idCatImagenesSucursales: f.idCatImagenesSucursales,
    url: f.url,
    imagen: f.idArchivo ? archivoUrl(f.idArchivo) : '',
  }));

export const unaImagenSucursal = async (db: Queryable, id: number) =>
  (await db.select().from(s).where(eq(s.idCatImagenesSucursales, id)))[0];
