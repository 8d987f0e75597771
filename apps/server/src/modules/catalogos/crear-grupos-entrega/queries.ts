import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catGruposEntrega, catGruposEntregaClientes } from '../../../db/schema/index.ts';
import { ordenEspanol, sinAcentos } from '../../../platform/sql.ts';

const g = catGruposEntrega;
const gc = catGruposEntregaClientes;

/** 'HH:mm' of a time column (PostgreSQL answers HH:MM:SS). */
const hhmm = (col: typeof g.lunes) => sql<string>`to_char(${col}, 'HH24:MI')`;

const columnas = {
  grupo: g.grupo,
  descripcion: g.descripcion,
  lunes: hhmm(g.lunes),
  martes: hhmm(g.martes),
  miercoles: hhmm(g.miercoles),
  jueves: hhmm(g.jueves),
  viernes: hhmm(g.viernes),
  sabado: hhmm(g.sabado),
  checkLunes: sql<'S' | 'N'>`${g.checkLunes}`,
  checkMartes: sql<'S' | 'N'>`${g.checkMartes}`,
  checkMiercoles: sql<'S' | 'N'>`${g.checkMiercoles}`,
  checkJueves: sql<'S' | 'N'>`${g.checkJueves}`,
  checkViernes: sql<'S' | 'N'>`${g.checkViernes}`,
  checkSabado: sql<'S' | 'N'>`${g.checkSabado}`,
  clientes: count(gc.codCliente),
};

const grupos = (db: Queryable) =>
  db.select(columnas).from(g).leftJoin(gc, eq(gc.grupo, g.grupo)).groupBy(g.grupo).$dynamic();

/** Every delivery group with its times, flags and number of customers, in Spanish name order. */
export const listarGruposEntrega = (db: Queryable) => grupos(db).orderBy(...ordenEspanol(g.descripcion));

export const buscarGrupoEntrega = async (db: Queryable, grupo: number) =>
  (await grupos(db).where(eq(g.grupo, grupo)))[0];

/** The group with the same name, ignoring accents and case ('Ruta Bajio' is 'Ruta Bajío'). */
export const grupoConNombre = async (db: Queryable, nombre: string) =>
  (
    await db
      .select({ grupo: g.grupo, descripcion: g.descripcion })
      .from(g)
      .where(eq(sinAcentos(g.descripcion), sinAcentos(sql`${nombre}::text`)))
  )[0];
