import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { webUsuarios } from '../../../db/schema/index.ts';
import { catDiasInternacionales as t } from './tablas.ts';

const columnas = {
  idCatDiasInternacionales: t.idCatDiasInternacionales,
  fecha: t.fecha,
  titulo: t.titulo,
  descripcion: t.descripcion,
  fechaInicio: t.fechaInicio,
  fechaFin: t.fechaFin,
  // Whoever saved it last (the creator until someone modifies it).
  usuario: sql<string>`coalesce(${webUsuarios.usuario}, '')`,
};

/** Every day (id 0) in calendar order, or the one asked for. */
export const listarDias = (db: Queryable, id = 0) =>
  db
    .select(columnas)
    .from(t)
    .leftJoin(webUsuarios, eq(webUsuarios.idUsuario, sql`coalesce(${t.modificadoPor}, ${t.creadoPor})`))
    .where(id > 0 ? eq(t.idCatDiasInternacionales, id) : undefined)
    .orderBy(asc(t.fecha), asc(t.idCatDiasInternacionales));

export const buscarDia = async (db: Queryable, id: number) => (await listarDias(db, id))[0];
