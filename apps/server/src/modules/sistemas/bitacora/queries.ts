import {
  accionDe,
  BITACORA_MAX_ENTRADAS,
  type BitacoraFiltro,
  type EntradaBitacora,
  type PaginaBitacora,
  USUARIOS_LIMITE,
  type UsuarioBitacora,
} from '@farmasi/contracts/sistemas/bitacora';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { porLotes } from '../../../platform/exportar.ts';
import { limitesDelDia } from '../../../platform/fechas.ts';
import { codigoExacto, contieneTexto, instanteIso, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/** The filters of a search, without its page. */
export type FiltroBitacora = Omit<BitacoraFiltro, 'pagina' | 'tamanoPagina'>;

/**
 * The search's conditions, each served by an index of `auditoria` (migration auditoria_indices):
 * user → (id_usuario, fecha desc, id desc), screen → (pantalla, fecha desc, id desc), record →
 * (tabla, clave, id desc), dates and none → (fecha desc, id desc). The dates are compared as
 * instants (Mexico City's days turned into their limits here), never through a function over the
 * column, so the range is an index range.
 */
const condiciones = (f: FiltroBitacora): SQL[] => {
  const partes: SQL[] = [];
  if (f.usuario) partes.push(sql`a.id_usuario = ${f.usuario}`);
  if (f.pantalla) partes.push(sql`a.pantalla = ${f.pantalla}`);
  if (f.tabla) partes.push(sql`a.tabla = ${f.tabla}`);
  if (f.clave) partes.push(sql`a.clave = ${f.clave}`);
  if (f.desde) partes.push(sql`a.fecha >= ${limitesDelDia(f.desde).desde.toISOString()}::timestamptz`);
  if (f.hasta) partes.push(sql`a.fecha < ${limitesDelDia(f.hasta).hasta.toISOString()}::timestamptz`);
  return partes;
};

const donde = (partes: SQL[]) => (partes.length ? sql`where ${sql.join(partes, sql` and `)}` : sql``);

interface Fila {
  id: string | number;
  fecha: string;
  /** The instant as PostgreSQL writes it (microseconds kept): the export's keyset. */
  fechaExacta: string;
  idUsuario: number | null;
  codEmpleado: number | null;
  nombre: string | null;
  pantalla: number | null;
  metodo: string;
  ruta: string;
  tabla: string;
  clave: string;
  antes: unknown;
  despues: unknown;
}

const nombreEmpleado = sql`trim(e.nombre || ' ' || e.apellido_paterno || ' ' || e.apellido_materno)`;

/** The entries of a search, newest first, after an offset or after the last entry read (keyset). */
const seleccion = (f: FiltroBitacora, limite: number, desde: { offset: number } | { antesDe: Fila }) => {
  const partes = condiciones(f);
  if ('antesDe' in desde)
    partes.push(
      sql`(a.fecha, a.id) < (${desde.antesDe.fechaExacta}::timestamptz, ${Number(desde.antesDe.id)})`,
    );
  return sql`
    select a.id, ${instanteIso(sql`a.fecha`)} as fecha, a.fecha::text as "fechaExacta", a.id_usuario as "idUsuario",
           u.cod_empleado as "codEmpleado", ${nombreEmpleado} as nombre, a.pantalla, a.metodo, a.ruta,
           a.tabla, a.clave, a.antes, a.despues
      from (select * from auditoria a ${donde(partes)}
             order by a.fecha desc, a.id desc
             limit ${limite} ${'offset' in desde ? sql`offset ${desde.offset}` : sql``}) a
      left join web_usuarios u on u.id_usuario = a.id_usuario
      left join empleados e on e.cod_empleado = u.cod_empleado
     order by a.fecha desc, a.id desc`;
};

/**
 * The count reads its filter's index, in the index's order: without an order the planner may count
 * by reading the table until it has 10,001 matches (a screen with one entry in 40: 400,000 rows).
 */
const ordenDelConteo = (f: FiltroBitacora) =>
  f.tabla && !f.usuario && !f.pantalla ? sql`a.clave, a.id desc` : sql`a.fecha desc, a.id desc`;

/** How an entry is answered: who by number and name, the screen by its menu name. */
export const entradaDe =
  (nombrePantalla: (id: number | null) => string) =>
  (r: Fila): EntradaBitacora => ({
    id: Number(r.id),
    fecha: r.fecha,
    idUsuario: r.idUsuario,
    usuario: r.codEmpleado === null ? '' : `${r.codEmpleado} - ${r.nombre ?? ''}`.trim(),
    pantalla: r.pantalla,
    nombrePantalla: nombrePantalla(r.pantalla),
    metodo: r.metodo,
    ruta: r.ruta,
    tabla: r.tabla,
    clave: r.clave,
    accion: accionDe(r.antes, r.despues),
    antes: r.antes ?? null,
    despues: r.despues ?? null,
  });

/**
 * One page of a search and how many entries it has, counted up to BITACORA_MAX_ENTRADAS (an exact
 * count over a million entries costs more than the page).
 */
export const paginaBitacora = async (
  db: Queryable,
  f: BitacoraFiltro,
  nombrePantalla: (id: number | null) => string,
): Promise<PaginaBitacora> => {
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total
          from (select 1 from auditoria a ${donde(condiciones(f))}
                 order by ${ordenDelConteo(f)} limit ${BITACORA_MAX_ENTRADAS + 1}) t`,
  );
  const offset = (f.pagina - 1) * f.tamanoPagina;
  const filas = offset < total ? await rowsOf<Fila>(db, seleccion(f, f.tamanoPagina, { offset })) : [];
  return {
    entradas: filas.map(entradaDe(nombrePantalla)),
    total: Math.min(total, BITACORA_MAX_ENTRADAS),
    masDe: total > BITACORA_MAX_ENTRADAS,
  };
};

/** Every entry of a search, newest first, read in keyset batches for the export (no cap). */
export const todasLasEntradas = (
  db: Queryable,
  f: FiltroBitacora,
  nombrePantalla: (id: number | null) => string,
) => {
  const entrada = entradaDe(nombrePantalla);
  const filas = porLotes<Fila>((ultima, limite) =>
    rowsOf<Fila>(db, seleccion(f, limite, ultima ? { antesDe: ultima } : { offset: 0 })),
  );
  return (async function* () {
    for await (const fila of filas) yield entrada(fila);
  })();
};

/** Web users by employee number or name, active or not, Spanish order. */
export const buscarUsuarios = (db: Queryable, texto: string) => {
  const t = texto.trim();
  return rowsOf<UsuarioBitacora>(
    db,
    sql`select u.id_usuario as "idWebUsuarios", e.cod_empleado as "codEmpleado", ${nombreEmpleado} as nombre
          from web_usuarios u join empleados e on e.cod_empleado = u.cod_empleado
         where e.cod_empleado = ${codigoExacto(t)} or ${contieneTexto(nombreEmpleado, t)}
         order by (e.cod_empleado = ${codigoExacto(t)}) desc, ${ordenEspanolSql(nombreEmpleado)}, 1
         limit ${USUARIOS_LIMITE}`,
  );
};

export interface CatalogoPantallas {
  nombre: (id: number | null) => string;
  lista: { id: number; nombre: string }[];
}

/** The menu's screens (entries with a url) in Spanish order; a removed screen keeps its number. */
export const leerPantallas = async (db: Queryable): Promise<CatalogoPantallas> => {
  const lista = await rowsOf<{ id: number; nombre: string }>(
    db,
    sql`select id, name as nombre from web_menu where url is not null
         order by ${ordenEspanolSql(sql`name`)}, id`,
  );
  const porId = new Map(lista.map((p) => [p.id, p.nombre]));
  return { nombre: (id) => (id === null ? '' : (porId.get(id) ?? `Pantalla ${id}`)), lista };
};
