import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catClientes, catSucursales } from '../../../db/schema/index.ts';
import { codigoExacto, contieneTexto, ordenEspanol } from '../../../platform/sql.ts';
import { catClientesHorarios, catTiposHorario } from './tablas.ts';

const numero = (v: string | null) => (v === null ? null : Number(v));

const columnas = {
  codCliente: catClientes.codCliente,
  nombre: catClientes.nombre,
  nombreNegocio: catClientes.nombreNegocio,
  sucursal: sql<string>`coalesce(${catSucursales.sucursal}, '')`,
  latitud: catClientes.latitud,
  longitud: catClientes.longitud,
  uRL: catClientes.url,
};

type Fila = { latitud: string | null; longitud: string | null } & Record<string, unknown>;
const conPosicion = <F extends Fila>(f: F) => ({
  ...f,
  latitud: numero(f.latitud),
  longitud: numero(f.longitud),
});

/** Active customers whose code is the text, or whose name or business holds it (accents and case ignored). */
const filtro = (buscar: string): SQL | undefined => {
  const texto = buscar.trim();
  const activos = eq(catClientes.activo, true);
  if (texto === '') return activos;
  return and(
    activos,
    or(
      eq(catClientes.codCliente, codigoExacto(texto)),
      contieneTexto(catClientes.nombre, texto),
      contieneTexto(catClientes.nombreNegocio, texto),
    ),
  );
};

const base = (db: Queryable) =>
  db
    .select(columnas)
    .from(catClientes)
    .leftJoin(catSucursales, eq(catSucursales.codSucursal, catClientes.codSucursal));

/** One page of the list in Spanish name order (code breaks ties); `limite` rows from `desde`. */
export const listarClientes = async (db: Queryable, buscar: string, desde: number, limite: number) =>
  (
    await base(db)
      .where(filtro(buscar))
      .orderBy(...ordenEspanol(catClientes.nombre), asc(catClientes.codCliente))
      .limit(limite)
      .offset(desde)
  ).map(conPosicion);

export const contarClientes = async (db: Queryable, buscar: string) =>
  (await db.select({ n: count() }).from(catClientes).where(filtro(buscar)))[0]?.n ?? 0;

export const buscarCliente = async (db: Queryable, codCliente: number) => {
  const [fila] = await base(db).where(eq(catClientes.codCliente, codCliente));
  return fila ? conPosicion(fila) : undefined;
};

/** One row per kind of schedule, in the kinds' order, with the customer's text or ''. */
export const horariosDe = (db: Queryable, codCliente: number) =>
  db
    .select({
      codCliente: sql<number>`${codCliente}::integer`,
      idTipoHorario: catTiposHorario.idTipoHorario,
      tipoDesc: catTiposHorario.descripcion,
      horarios: sql<string>`coalesce(${catClientesHorarios.horarios}, '')`,
    })
    .from(catTiposHorario)
    .leftJoin(
      catClientesHorarios,
      and(
        eq(catClientesHorarios.idTipoHorario, catTiposHorario.idTipoHorario),
        eq(catClientesHorarios.codCliente, codCliente),
      ),
    )
    .orderBy(asc(catTiposHorario.orden), asc(catTiposHorario.idTipoHorario));

export const tiposHorario = (db: Queryable) => db.select().from(catTiposHorario);
