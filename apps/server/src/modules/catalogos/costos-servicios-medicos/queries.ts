import {
  CODIGO_SAT_SERVICIO,
  type ServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catArticulos } from '../../../db/schema/index.ts';
import { ordenEspanol, sinAcentos } from '../../../platform/sql.ts';
import { catServiciosMedicos, catServiciosMedicosTipos } from './tablas.ts';
import { vigenteAl } from './vigencia.ts';

const columnas = {
  idServicioMedico: catServiciosMedicos.idServicioMedico,
  servicio: catServiciosMedicos.servicio,
  tipo: catServiciosMedicos.tipo,
  descripcionTipo: catServiciosMedicosTipos.descripcion,
  costo: catServiciosMedicos.costo,
  fechaAplicacion: catServiciosMedicos.fechaAplicacion,
  costoPendiente: catServiciosMedicos.costoPendiente,
  fechaPendiente: catServiciosMedicos.fechaPendiente,
  idUsuario: sql<
    number | null
  >`coalesce(${catServiciosMedicos.modificadoPor}, ${catServiciosMedicos.creadoPor})`,
  codArticulo: catServiciosMedicos.codArticulo,
  estatus: catServiciosMedicos.estatus,
};

const consulta = (db: Queryable) =>
  db
    .select(columnas)
    .from(catServiciosMedicos)
    .innerJoin(catServiciosMedicosTipos, eq(catServiciosMedicosTipos.tipo, catServiciosMedicos.tipo));

type Fila = Awaited<ReturnType<typeof consulta>>[number];

const aServicio = (f: Fila, hoy: string): ServicioMedico => ({
  idServicioMedico: f.idServicioMedico,
  servicio: f.servicio,
  tipo: f.tipo,
  descripcionTipo: f.descripcionTipo,
  idUsuario: f.idUsuario,
  codArticulo: f.codArticulo,
  estatus: f.estatus === 'C' ? 'C' : 'A',
  ...vigenteAl(f, hoy),
});

/** Every service (cancelled ones too) with the price in effect on `hoy`, in Spanish order. */
export const listarServicios = async (db: Queryable, hoy: string) =>
  (await consulta(db).orderBy(...ordenEspanol(catServiciosMedicos.servicio))).map((f) => aServicio(f, hoy));

export const servicioPorId = async (db: Queryable, id: number, hoy: string) => {
  const [f] = await consulta(db).where(eq(catServiciosMedicos.idServicioMedico, id));
  return f ? aServicio(f, hoy) : undefined;
};

/** The stored row, locked for the write that reads it. */
export const filaParaEscribir = async (db: Queryable, id: number) =>
  (
    await db
      .select()
      .from(catServiciosMedicos)
      .where(eq(catServiciosMedicos.idServicioMedico, id))
      .for('update')
  )[0];

/** An active service with the same description (accents and case ignored), other than `excepto`. */
export const homonimoActivo = async (db: Queryable, servicio: string, excepto = 0) =>
  (
    await db
      .select({ idServicioMedico: catServiciosMedicos.idServicioMedico })
      .from(catServiciosMedicos)
      .where(
        and(
          eq(sinAcentos(catServiciosMedicos.servicio), sinAcentos(sql`${servicio}`)),
          eq(catServiciosMedicos.estatus, 'A'),
          ne(catServiciosMedicos.idServicioMedico, excepto),
        ),
      )
      .limit(1)
  )[0];

export const listarTipos = (db: Queryable) =>
  db
    .select({ tipo: catServiciosMedicosTipos.tipo, descripcion: catServiciosMedicosTipos.descripcion })
    .from(catServiciosMedicosTipos)
    .orderBy(...ordenEspanol(catServiciosMedicosTipos.descripcion));

export const tipoExiste = async (db: Queryable, tipo: string) =>
  (
    await db
      .select({ tipo: catServiciosMedicosTipos.tipo })
      .from(catServiciosMedicosTipos)
      .where(eq(catServiciosMedicosTipos.tipo, tipo))
  ).length > 0;

/**
 * The article a service sells as (001 §3 defaults: description = the service, sizes 1, SAT code
 * 01010101 unless given, status A — B for a cancelled service); its code.
 */
export const insertarArticuloDeServicio = async (
  db: Queryable,
  a: { servicio: string; usuario: number | null; codigoSat?: string; cancelado?: boolean; creadoEn?: Date },
): Promise<number> => {
  const [articulo] = await db
    .insert(catArticulos)
    .values({
      descripcion: a.servicio,
      descripcionFarmasi: a.servicio,
      soloFarmasi: true,
      alto: '1',
      ancho: '1',
      fondo: '1',
      codigoSat: a.codigoSat ?? CODIGO_SAT_SERVICIO,
      estatus: a.cancelado ? 'B' : 'A',
      creadoPor: a.usuario,
      ...(a.creadoEn ? { creadoEn: a.creadoEn } : {}),
    })
    .returning({ codArticulo: catArticulos.codArticuloFarmasi });
  if (!articulo) throw new Error('El artículo del servicio no se insertó');
  return articulo.codArticulo;
};
