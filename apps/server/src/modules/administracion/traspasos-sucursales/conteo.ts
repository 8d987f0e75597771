import { TODAS_SUCURSALES } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { Filtros } from './queries.ts';

const DIA_MS = 86_400_000;

/**
 * The range split at UTC midnights: [desde, inicio) and [fin, hasta] are partial days, [inicio, fin)
 * whole days. Undefined when the range holds no whole day.
 */
export const diasCompletos = (desde: Date, hasta: Date) => {
  const inicio = new Date(Math.ceil(desde.getTime() / DIA_MS) * DIA_MS);
  const fin = new Date(Math.floor((hasta.getTime() + 1) / DIA_MS) * DIA_MS);
  return inicio.getTime() < fin.getTime() ? { inicio, fin } : undefined;
};

const dia = (d: Date) => d.toISOString().slice(0, 10);

/** Where a page starts: the `saltar`-th (from 0) row older than the UTC midnight `antesDe`. */
export type Salto = { antesDe: Date; saltar: number };

/**
 * The exact number of transfers of a date range (and status) without reading them all: whole days
 * come from traspasos_conteo_dia, kept by triggers in the writing transaction, and only the two
 * partial days are counted row by row. In the same statement (one snapshot, one round trip), where
 * the page that begins after `filasAntes` rows starts: the newest midnight with at most that many
 * rows newer than it, so that the page is read from there with an offset of a few days' rows,
 * where an OFFSET of the whole list read up to every transfer of the range (300,000 at large scale,
 * ~20 ms each). No `salto` when the page lies in the newest partial day. Undefined when the filters
 * name a folio or a branch (those read few rows through their indexes) or when the range holds no
 * whole day.
 */
export const conteoPorDias = async (
  db: Queryable,
  f: Filtros,
  filasAntes = 0,
): Promise<{ total: number; salto?: Salto } | undefined> => {
  const amplio =
    f.folio <= 0 &&
    f.codSucursalOrigen === TODAS_SUCURSALES &&
    f.codSucursalDestino === TODAS_SUCURSALES &&
    !(f.ids && f.ids.length > 0);
  const dias = amplio ? diasCompletos(f.desde, f.hasta) : undefined;
  if (!dias) return undefined;
  const estatus = f.estatus === 'T' ? sql`` : sql`and estatus = ${f.estatus}`;
  // For each whole day, newest first, how many rows of the range are newer than its end; the page
  // starts in the oldest day whose newer rows are not more than the rows to pass.
  const [fila] = await rowsOf<{ total: string | number; dia: string | null; antes: string | number | null }>(
    db,
    sql`with por_dia as (
          select dia, sum(n) as n from traspasos_conteo_dia
           where dia >= ${dia(dias.inicio)}::date and dia < ${dia(dias.fin)}::date ${estatus}
           group by dia
        ), recientes as (
          select count(*) as n from traspasos_sucursales_enc
           where fecha_traspaso >= ${dias.fin.toISOString()}::timestamptz
             and fecha_traspaso <= ${f.hasta.toISOString()}::timestamptz ${estatus}
        ), antiguos as (
          select count(*) as n from traspasos_sucursales_enc
           where fecha_traspaso >= ${f.desde.toISOString()}::timestamptz
             and fecha_traspaso < ${dias.inicio.toISOString()}::timestamptz ${estatus}
        ), inicio_pagina as (
          select dia, antes from (
            select dia, (select n from recientes)
                        + coalesce(sum(n) over (order by dia desc rows between unbounded preceding and 1 preceding), 0) as antes
              from por_dia
          ) acumulado
           where ${filasAntes} > 0 and antes <= ${filasAntes} order by dia limit 1
        )
        select (select n from recientes) + coalesce((select sum(n) from por_dia), 0) + (select n from antiguos) as total,
               (select to_char(dia, 'YYYY-MM-DD') from inicio_pagina) as dia,
               (select antes from inicio_pagina) as antes`,
  );
  const total = Number(fila?.total ?? 0);
  if (!fila?.dia) return { total };
  return {
    total,
    salto: {
      antesDe: new Date(Date.parse(`${fila.dia}T00:00:00.000Z`) + DIA_MS),
      saltar: filasAntes - Number(fila.antes),
    },
  };
};

/** The exact number of transfers of a wide range (conteoPorDias), undefined for narrow filters. */
export const contarPorDias = async (db: Queryable, f: Filtros) => (await conteoPorDias(db, f))?.total;
