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

/**
 * The exact number of transfers of a date range (and status) without reading them all: whole days
 * come from traspasos_conteo_dia, kept by triggers in the writing transaction, and only the two
 * partial days are counted row by row; all in one statement, so one snapshot sees both. Undefined
 * when the filters name a folio or a branch (those counts read few rows through their indexes) or
 * when the range holds no whole day.
 */
export const contarPorDias = async (db: Queryable, f: Filtros): Promise<number | undefined> => {
  const amplio =
    f.folio <= 0 &&
    f.codSucursalOrigen === TODAS_SUCURSALES &&
    f.codSucursalDestino === TODAS_SUCURSALES &&
    !(f.ids && f.ids.length > 0);
  const dias = amplio ? diasCompletos(f.desde, f.hasta) : undefined;
  if (!dias) return undefined;
  const estatus = f.estatus === 'T' ? sql`` : sql`and estatus = ${f.estatus}`;
  const [fila] = await rowsOf<{ n: string | number }>(
    db,
    sql`select
      coalesce((select sum(n) from traspasos_conteo_dia
                where dia >= ${dia(dias.inicio)}::date and dia < ${dia(dias.fin)}::date ${estatus}), 0)
      + (select count(*) from traspasos_sucursales_enc
         where fecha_traspaso >= ${f.desde.toISOString()}::timestamptz
           and fecha_traspaso < ${dias.inicio.toISOString()}::timestamptz ${estatus})
      + (select count(*) from traspasos_sucursales_enc
         where fecha_traspaso >= ${dias.fin.toISOString()}::timestamptz
           and fecha_traspaso <= ${f.hasta.toISOString()}::timestamptz ${estatus}) as n`,
  );
  return Number(fila?.n ?? 0);
};

/**
 * Where a deep page starts, found from the counts per day instead of reading every newer row: the
 * newest UTC midnight `antesDe` such that the page's first row is the `saltar`-th (from 0) row older
 * than it. The page is then read from that midnight with an offset of at most a few days' rows,
 * where an OFFSET of the whole list read up to every transfer of the range (300,000 at large
 * scale, ~20 ms each). Undefined when the page lies in the newest partial day, or when the filters
 * have no counts per day (contarPorDias).
 */
export const saltoPorDias = async (
  db: Queryable,
  f: Filtros,
  filasAntes: number,
): Promise<{ antesDe: Date; saltar: number } | undefined> => {
  const amplio =
    f.folio <= 0 &&
    f.codSucursalOrigen === TODAS_SUCURSALES &&
    f.codSucursalDestino === TODAS_SUCURSALES &&
    !(f.ids && f.ids.length > 0);
  const dias = amplio ? diasCompletos(f.desde, f.hasta) : undefined;
  if (!dias || filasAntes <= 0) return undefined;
  const estatus = f.estatus === 'T' ? sql`` : sql`and estatus = ${f.estatus}`;
  // For each whole day, newest first, how many rows of the range are newer than its end; the day
  // wanted is the oldest whose newer rows are not more than the rows to pass.
  const [fila] = await rowsOf<{ dia: string; antes: string | number }>(
    db,
    sql`with por_dia as (
          select dia, sum(n) as n from traspasos_conteo_dia
           where dia >= ${dia(dias.inicio)}::date and dia < ${dia(dias.fin)}::date ${estatus}
           group by dia
        ), recientes as (
          select count(*) as n from traspasos_sucursales_enc
           where fecha_traspaso >= ${dias.fin.toISOString()}::timestamptz
             and fecha_traspaso <= ${f.hasta.toISOString()}::timestamptz ${estatus}
        ), acumulado as (
          select dia, (select n from recientes)
                      + coalesce(sum(n) over (order by dia desc rows between unbounded preceding and 1 preceding), 0) as antes
            from por_dia
        )
        select to_char(dia, 'YYYY-MM-DD') as dia, antes from acumulado
         where antes <= ${filasAntes} order by dia limit 1`,
  );
  if (!fila) return undefined;
  return {
    antesDe: new Date(Date.parse(`${fila.dia}T00:00:00.000Z`) + DIA_MS),
    saltar: filasAntes - Number(fila.antes),
  };
};
