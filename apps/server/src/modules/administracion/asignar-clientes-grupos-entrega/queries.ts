import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catClientes,
  catGruposEntrega,
  catGruposEntregaClientes,
  catSucursales,
} from '../../../db/schema/index.ts';
import { ordenEspanol } from '../../../platform/sql.ts';

const gc = catGruposEntregaClientes;

const columns = {
  cod_Cliente: catClientes.codCliente,
  nombre: catClientes.nombre,
  sucursal: sql<string>`coalesce(${catSucursales.sucursal}, '')`,
  grupo: sql<number>`coalesce(${gc.grupo}, 0)`.mapWith(Number),
};

/** Active customers with their branch and delivery group (0 = none). */
const clientes = (db: Queryable) =>
  db
    .select(columns)
    .from(catClientes)
    .leftJoin(catSucursales, eq(catSucursales.codSucursal, catClientes.codSucursal))
    .leftJoin(gc, eq(gc.codCliente, catClientes.codCliente))
    .$dynamic();

const activos = eq(catClientes.activo, true);
const conSeleccion = (seleccionado: boolean) => (rows: Omit<Row, 'seleccionado'>[]) =>
  rows.map((r) => ({ ...r, seleccionado }));
type Row = { cod_Cliente: number; nombre: string; sucursal: string; grupo: number; seleccionado: boolean };

export const clientesAsignados = async (db: Queryable, grupo?: number) =>
  conSeleccion(true)(
    await clientes(db)
      .where(and(activos, grupo ? eq(gc.grupo, grupo) : sql`${gc.grupo} is not null`))
      .orderBy(...ordenEspanol(catClientes.nombre)),
  );

export const clientesSinGrupo = async (db: Queryable) =>
  conSeleccion(false)(
    await clientes(db)
      .where(and(activos, isNull(gc.grupo)))
      .orderBy(...ordenEspanol(catClientes.nombre)),
  );

export const buscarCliente = async (db: Queryable, codCliente: number) =>
  (await clientes(db).where(eq(catClientes.codCliente, codCliente)))[0];

/** The given customers, active or not, with their group. */
export const clientesPorCodigo = (db: Queryable, codigos: number[]) =>
  db
    .select({ ...columns, activo: catClientes.activo })
    .from(catClientes)
    .leftJoin(catSucursales, eq(catSucursales.codSucursal, catClientes.codSucursal))
    .leftJoin(gc, eq(gc.codCliente, catClientes.codCliente))
    .where(inArray(catClientes.codCliente, codigos));

export const listarGrupos = (db: Queryable) =>
  db
    .select({
      grupo: catGruposEntrega.grupo,
      nombre: catGruposEntrega.descripcion,
      sucursales: count(gc.codCliente),
    })
    .from(catGruposEntrega)
    .leftJoin(gc, eq(gc.grupo, catGruposEntrega.grupo))
    .groupBy(catGruposEntrega.grupo)
    .orderBy(asc(catGruposEntrega.grupo));

export const buscarGrupo = async (db: Queryable, grupo: number) =>
  (await db.select().from(catGruposEntrega).where(eq(catGruposEntrega.grupo, grupo)))[0];
