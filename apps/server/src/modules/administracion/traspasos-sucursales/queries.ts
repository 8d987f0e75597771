import { TODAS_SUCURSALES } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { and, asc, count, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { catSucursales, empleados, webUsuarios } from '../../../db/schema/index.ts';
import { conteoPorDias, type Salto } from './conteo.ts';
import { traspasosSucursalesDet, traspasosSucursalesEnc } from './tablas.ts';

const enc = traspasosSucursalesEnc;
const origen = alias(catSucursales, 'origen');
const destino = alias(catSucursales, 'destino');

/** Filters already checked by the service: instants for the range, -1 for all branches, 'T' for all. */
export interface Filtros {
  folio: number;
  codSucursalOrigen: number;
  codSucursalDestino: number;
  estatus: 'T' | 'R' | 'P';
  desde: Date;
  hasta: Date;
  ids?: number[];
}

/** Every filter is combined (AND); folio 0, branch -1 and status T mean "any". */
const condiciones = (f: Filtros): SQL | undefined =>
  and(
    gte(enc.fechaTraspaso, f.desde),
    lte(enc.fechaTraspaso, f.hasta),
    f.folio > 0 ? eq(enc.folioTraspaso, f.folio) : undefined,
    f.codSucursalOrigen !== TODAS_SUCURSALES ? eq(enc.codSucursalOrigen, f.codSucursalOrigen) : undefined,
    f.codSucursalDestino !== TODAS_SUCURSALES ? eq(enc.codSucursalDestino, f.codSucursalDestino) : undefined,
    f.estatus !== 'T' ? eq(enc.estatus, f.estatus) : undefined,
    f.ids && f.ids.length > 0 ? inArray(enc.idTraspasosSucursalesEnc, f.ids) : undefined,
  );

const columnas = {
  idTraspasosSucursalesEnc: enc.idTraspasosSucursalesEnc,
  folioTraspaso: enc.folioTraspaso,
  codSucursalOrigen: enc.codSucursalOrigen,
  sucursalOrigen: origen.sucursal,
  codSucursalDestino: enc.codSucursalDestino,
  sucursalDestino: destino.sucursal,
  motivo: enc.motivo,
  usuarioEnvio: enc.usuarioEnvio,
  fechaTraspaso: enc.fechaTraspaso,
  idUsuarioRecibio: enc.idUsuarioRecibio,
  usuarioRecibio: sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${empleados.nombre}, ${empleados.apellidoPaterno}, ${empleados.apellidoMaterno})), '')`,
  fechaRecibio: enc.fechaRecibio,
  estatus: enc.estatus,
};

/**
 * Newest first, written as the indexes are built (DESC NULLS LAST; both columns are NOT NULL):
 * a plain DESC means NULLS FIRST, which no index matches, and the page became a sort of every row.
 */
const masNuevoPrimero = [
  sql`${enc.fechaTraspaso} desc nulls last`,
  sql`${enc.idTraspasosSucursalesEnc} desc nulls last`,
];

export type FilaTraspaso = Awaited<ReturnType<typeof seleccion>>[number];

const seleccion = (db: Queryable, where: SQL | undefined) =>
  db
    .select(columnas)
    .from(enc)
    .innerJoin(origen, eq(origen.codSucursal, enc.codSucursalOrigen))
    .innerJoin(destino, eq(destino.codSucursal, enc.codSucursalDestino))
    .leftJoin(webUsuarios, eq(webUsuarios.idUsuario, enc.idUsuarioRecibio))
    .leftJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado))
    .where(where)
    .orderBy(...masNuevoPrimero);

/**
 * One page of the filtered transfers, newest first, in one statement: the page's ids are found on
 * the header table alone (its indexes), then only those rows are joined, so deep pages stay cheap
 * at large volumes. With a `salto` (conteoPorDias) the page is read from the midnight it starts
 * before, its offset passing a few days' rows instead of every newer transfer.
 */
export const listarTraspasos = (db: Queryable, f: Filtros, pagina: number, tamano: number, salto?: Salto) =>
  seleccion(
    db,
    inArray(
      enc.idTraspasosSucursalesEnc,
      db
        .select({ id: enc.idTraspasosSucursalesEnc })
        .from(enc)
        .where(and(condiciones(f), salto ? lt(enc.fechaTraspaso, salto.antesDe) : undefined))
        .orderBy(...masNuevoPrimero)
        .limit(tamano)
        .offset(salto ? salto.saltar : (pagina - 1) * tamano),
    ),
  );

/** Every filtered transfer, newest first, up to `limite` (the export checks the count first). */
export const todosLosTraspasos = (db: Queryable, f: Filtros, limite: number) =>
  seleccion(db, condiciones(f)).limit(limite);

/** The exact total of the filters (the screen's 'Total'); wide ranges add up counts per day (conteo.ts). */
export const contarTraspasos = async (db: Queryable, f: Filtros) => (await totalYSalto(db, f)).total;

/** The total, and where page `filasAntes / tamaño + 1` starts when the counts per day know it. */
export const totalYSalto = async (db: Queryable, f: Filtros, filasAntes = 0) =>
  (await conteoPorDias(db, f, filasAntes)) ?? {
    total: (await db.select({ n: count() }).from(enc).where(condiciones(f)))[0]?.n ?? 0,
  };

export const buscarTraspaso = async (db: Queryable, id: number) =>
  (await seleccion(db, eq(enc.idTraspasosSucursalesEnc, id)))[0];

/** The header row locked for the rest of the transaction (two users receiving at once). */
export const bloquearTraspaso = async (db: Queryable, id: number) =>
  (
    await db
      .select({ estatus: enc.estatus, folioTraspaso: enc.folioTraspaso })
      .from(enc)
      .where(eq(enc.idTraspasosSucursalesEnc, id))
      .for('update')
  )[0];

export const existeTraspaso = async (db: Queryable, id: number) =>
  (
    await db
      .select({ id: enc.idTraspasosSucursalesEnc })
      .from(enc)
      .where(eq(enc.idTraspasosSucursalesEnc, id))
  ).length > 0;

/** Lines of a transfer in the order they were captured; importe computed in numeric. */
export const lineasDeTraspaso = (db: Queryable, id: number) =>
  db
    .select({
      codArticulo: traspasosSucursalesDet.codArticulo,
      descArticulo: traspasosSucursalesDet.descArticulo,
      cantidad: traspasosSucursalesDet.cantidad,
      costo: traspasosSucursalesDet.costo,
      importe: sql<string>`(${traspasosSucursalesDet.cantidad} * ${traspasosSucursalesDet.costo})::numeric(18,4)`,
      fechaCaducidad: traspasosSucursalesDet.fechaCaducidad,
      lote: traspasosSucursalesDet.lote,
    })
    .from(traspasosSucursalesDet)
    .where(eq(traspasosSucursalesDet.idTraspasosSucursalesEnc, id))
    .orderBy(asc(traspasosSucursalesDet.idTraspasosSucursalesDet));
