import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catArticulosDifarmer,
  catSucursales,
  sucursalActivaDeFarmacias,
  webUsuarios,
} from '../../../db/schema/index.ts';
import { codigoExacto, contieneTexto, ordenEspanol } from '../../../platform/sql.ts';
import { catArticulosReiniciarDemanda } from './tablas.ts';

const r = catArticulosReiniciarDemanda;
const a = catArticulosDifarmer;
const s = catSucursales;

/** Branch 0 is every branch; the search is the article's exact code or text in its description. */
const filtro = (sucursal: number, buscar: string): SQL | undefined => {
  const condiciones: (SQL | undefined)[] = [];
  if (sucursal > 0) condiciones.push(eq(r.codSucursal, sucursal));
  const texto = buscar.trim();
  if (texto !== '')
    condiciones.push(or(eq(r.codArticulo, codigoExacto(texto)), contieneTexto(a.descripcion, texto)));
  return and(...condiciones);
};

const columnas = {
  idCatArticulosReiniciarDemanda: r.idCatArticulosReiniciarDemanda,
  codarticulo: r.codArticulo,
  des_articulo: a.descripcion,
  codsucursal: r.codSucursal,
  des_sucursal: s.sucursal,
  fechaDemanda: r.fechaDemanda,
  des_usuario: webUsuarios.usuario,
};

const desde = (db: Queryable) =>
  db
    .select(columnas)
    .from(r)
    .innerJoin(a, eq(a.codArticulo, r.codArticulo))
    .innerJoin(s, eq(s.codSucursal, r.codSucursal))
    .innerJoin(webUsuarios, eq(webUsuarios.idUsuario, r.idUsuario));

/** One page of the list: by article description (Spanish order), then branch name. */
export const listarDemanda = (
  db: Queryable,
  sucursal: number,
  buscar: string,
  pagina: number,
  tamano: number,
) =>
  desde(db)
    .where(filtro(sucursal, buscar))
    .orderBy(
      ...ordenEspanol(a.descripcion),
      asc(r.codArticulo),
      ...ordenEspanol(s.sucursal),
      asc(r.codSucursal),
    )
    .limit(tamano)
    .offset((pagina - 1) * tamano);

export const contarDemanda = async (db: Queryable, sucursal: number, buscar: string) => {
  const [fila] = await db
    .select({ total: count() })
    .from(r)
    .innerJoin(a, eq(a.codArticulo, r.codArticulo))
    .where(filtro(sucursal, buscar));
  return fila?.total ?? 0;
};

export const buscarRenglon = async (db: Queryable, id: number) => {
  const [fila] = await desde(db).where(eq(r.idCatArticulosReiniciarDemanda, id));
  return fila;
};

/** The rows an article already has in these branches (the before image of a save). */
export const renglonesDeArticulo = (db: Queryable, codArticulo: number, sucursales: number[]) =>
  db
    .select({
      idCatArticulosReiniciarDemanda: r.idCatArticulosReiniciarDemanda,
      codSucursal: r.codSucursal,
      fechaDemanda: r.fechaDemanda,
      idUsuario: r.idUsuario,
    })
    .from(r)
    .where(and(eq(r.codArticulo, codArticulo), inArray(r.codSucursal, sucursales)));

export const articuloDifarmer = async (db: Queryable, codArticulo: number) => {
  const [fila] = await db
    .select({ codArticulo: a.codArticulo, descripcion: a.descripcion })
    .from(a)
    .where(eq(a.codArticulo, codArticulo));
  return fila;
};

/** The chain's own active branches (the own-branch catalogue's set), one or all. */
export const sucursalesPropias = (db: Queryable, codSucursal?: number) =>
  db
    .select({ codSucursal: s.codSucursal, sucursal: s.sucursal })
    .from(s)
    .where(
      and(
        sucursalActivaDeFarmacias(),
        eq(s.propia, 1),
        codSucursal === undefined ? undefined : eq(s.codSucursal, codSucursal),
      ),
    )
    .orderBy(asc(s.codSucursal));
