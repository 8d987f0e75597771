import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { limitesDelDia } from '../../../platform/fechas.ts';
import { barPedidosDet, barPedidosEnc, barPedidosEstatus } from './tablas.ts';

export interface FiltroPedidos {
  fechaInicial: string;
  fechaFinal: string;
  /** 0: every status. */
  estatus: number;
}

export const listarEstatus = (db: Queryable) =>
  db
    .select({ estatus: barPedidosEstatus.estatus, descripcion: barPedidosEstatus.descripcion })
    .from(barPedidosEstatus)
    .orderBy(asc(barPedidosEstatus.estatus));

export const estatusPorCodigo = async (db: Queryable, estatus: number) => {
  const [fila] = await db.select().from(barPedidosEstatus).where(eq(barPedidosEstatus.estatus, estatus));
  return fila;
};

/** The days are Mexico City days: from the first moment of the start to the end of the last day. */
const condicion = (f: FiltroPedidos) =>
  and(
    gte(barPedidosEnc.fecha, limitesDelDia(f.fechaInicial).desde),
    lt(barPedidosEnc.fecha, limitesDelDia(f.fechaFinal).hasta),
    f.estatus > 0 ? eq(barPedidosEnc.estatus, f.estatus) : undefined,
  );

export const contarPedidos = async (db: Queryable, f: FiltroPedidos) => {
  const [fila] = await db.select({ total: count() }).from(barPedidosEnc).where(condicion(f));
  return fila?.total ?? 0;
};

const columnasPedido = {
  idPedidosEnc: barPedidosEnc.idPedidosEnc,
  folio: barPedidosEnc.folio,
  nomCliente: barPedidosEnc.nomCliente,
  fecha: barPedidosEnc.fecha,
  estatus: barPedidosEnc.estatus,
  estatusDescripcion: barPedidosEstatus.descripcion,
};

const aApi = <T extends { fecha: Date }>(p: T) => ({ ...p, fecha: p.fecha.toISOString() });

/** Orders of the filter, newest first. */
export const listarPedidos = async (db: Queryable, f: FiltroPedidos, limite: number) => {
  const filas = await db
    .select(columnasPedido)
    .from(barPedidosEnc)
    .innerJoin(barPedidosEstatus, eq(barPedidosEstatus.estatus, barPedidosEnc.estatus))
    .where(condicion(f))
    .orderBy(desc(barPedidosEnc.fecha), desc(barPedidosEnc.idPedidosEnc))
    .limit(limite);
  return filas.map(aApi);
};

export const pedidoPorFolio = async (db: Queryable, folio: string) => {
  const [fila] = await db
    .select(columnasPedido)
    .from(barPedidosEnc)
    .innerJoin(barPedidosEstatus, eq(barPedidosEstatus.estatus, barPedidosEnc.estatus))
    .where(eq(barPedidosEnc.folio, folio));
  return fila ? aApi(fila) : undefined;
};

export const existePedido = async (db: Queryable, idPedidosEnc: number) =>
  (
    await db
      .select({ id: barPedidosEnc.idPedidosEnc })
      .from(barPedidosEnc)
      .where(eq(barPedidosEnc.idPedidosEnc, idPedidosEnc))
  ).length > 0;

/** The lines of an order in the order they were captured. */
export const listarDetalle = (db: Queryable, idPedidosEnc: number) =>
  db
    .select({
      codArticulo: barPedidosDet.codArticulo,
      descripcion: barPedidosDet.descripcion,
      cantidad: barPedidosDet.cantidad,
    })
    .from(barPedidosDet)
    .where(eq(barPedidosDet.idPedidosEnc, idPedidosEnc))
    .orderBy(asc(barPedidosDet.idPedidosDet));
