import type { Postulante, SucursalInfo, Vacante } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { archivos, catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { catVacantes, controlVacantesPostulantes } from './tablas.ts';

// Written whole: inside a select drizzle leaves a column unqualified, which the subquery would take as its own.
const numAplicantes = sql<number>`(select count(*)::int from control_vacantes_postulantes p where p.id_vacante = cat_vacantes.id_vacante)`;

const columnasVacante = {
  idVacante: catVacantes.idVacante,
  area: catVacantes.area,
  titulo: catVacantes.titulo,
  estatus: catVacantes.estatus,
  salario: catVacantes.salario,
  ubicacion: catVacantes.ubicacion,
  estado: catVacantes.estado,
  ciudad: catVacantes.ciudad,
  seccionSobre: catVacantes.seccionSobre,
  seccionDetalles: catVacantes.seccionDetalles,
  seccionDescripcion: catVacantes.seccionDescripcion,
  seccionOfrecemos: catVacantes.seccionOfrecemos,
  tipoEmpleo: catVacantes.tipoEmpleo,
  modalidadEmpleo: catVacantes.modalidadEmpleo,
  usuario: sql<number>`coalesce(${catVacantes.usuario}, 0)`,
  numAplicantes,
};

/** Every vacancy with its number of applicants, by title in Spanish order. */
export const listarVacantes = (db: Queryable): Promise<Vacante[]> =>
  db
    .select(columnasVacante)
    .from(catVacantes)
    .orderBy(sql`f_unaccent(lower(${catVacantes.titulo}))`, catVacantes.titulo, catVacantes.idVacante);

export const unaVacante = async (db: Queryable, idVacante: number): Promise<Vacante | undefined> =>
  (await db.select(columnasVacante).from(catVacantes).where(eq(catVacantes.idVacante, idVacante)))[0];

/** A vacancy's applicants, newest upload first, without the file's bytes. */
export const listarPostulantes = async (db: Queryable, idVacante: number): Promise<Postulante[]> => {
  const filas = await db
    .select({
      idControlVacantesPostulantes: controlVacantesPostulantes.idControlVacantesPostulantes,
      idVacante: controlVacantesPostulantes.idVacante,
      fechaSubida: controlVacantesPostulantes.fechaSubida,
      tipoDocumento: controlVacantesPostulantes.tipoDocumento,
      nombreArchivo: archivos.nombre,
      tamano: archivos.tamano,
    })
    .from(controlVacantesPostulantes)
    .innerJoin(archivos, eq(archivos.id, controlVacantesPostulantes.idArchivo))
    .where(eq(controlVacantesPostulantes.idVacante, idVacante))
    .orderBy(
      sql`${controlVacantesPostulantes.fechaSubida} desc`,
      asc(controlVacantesPostulantes.idControlVacantesPostulantes),
    );
  return filas.map((f) => ({ ...f, fechaSubida: f.fechaSubida.toISOString() }));
};

export const unPostulante = async (db: Queryable, id: number) =>
  (
    await db
      .select()
      .from(controlVacantesPostulantes)
      .where(eq(controlVacantesPostulantes.idControlVacantesPostulantes, id))
  )[0];

/** The files of a vacancy's applicants (to remove them with the vacancy). */
export const postulantesDeVacante = (db: Queryable, idVacante: number) =>
  db
    .select({
      id: controlVacantesPostulantes.idControlVacantesPostulantes,
      idArchivo: controlVacantesPostulantes.idArchivo,
    })
    .from(controlVacantesPostulantes)
    .where(eq(controlVacantesPostulantes.idVacante, idVacante));

/**
 * The pharmacy line's active branches with their state and locality (cat_sucursales.estado and
 * .municipio): the vacancy modal offers their states, and a state's localities as cities.
 */
export const sucursalesConUbicacion = (db: Queryable): Promise<SucursalInfo[]> =>
  db
    .select({
      codSucursal: catSucursales.codSucursal,
      sucursal: catSucursales.sucursal,
      estado: catSucursales.estado,
      localidad: catSucursales.municipio,
    })
    .from(catSucursales)
    .where(sucursalActivaDeFarmacias())
    .orderBy(
      sql`f_unaccent(lower(${catSucursales.estado}))`,
      sql`f_unaccent(lower(${catSucursales.municipio}))`,
      catSucursales.codSucursal,
    );

/** How many active branches lie in a state (and locality, when given), accents and case ignored. */
export const sucursalesEn = async (db: Queryable, estado: string, localidad?: string) => {
  const mismo = (col: typeof catSucursales.estado | typeof catSucursales.municipio, valor: string) =>
    sql`f_unaccent(lower(${col})) = f_unaccent(lower(${valor}))`;
  const [fila] = await db
    .select({ n: count() })
    .from(catSucursales)
    .where(
      sql`${sucursalActivaDeFarmacias()} and ${mismo(catSucursales.estado, estado)}${
        localidad === undefined ? sql`` : sql` and ${mismo(catSucursales.municipio, localidad)}`
      }`,
    );
  return fila?.n ?? 0;
};
