import { DIAS_VENTAS_INICIO, type VentasInicio } from '@farmasi/contracts/generales/inicio';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

export const SIN_ZONA = 'Sin zona';

/**
 * The chain's net sales (day's cuts, after returns, VAT included) by zone group and day, for the last
 * DIAS_VENTAS_INICIO closed days (today is still open). One grouped query over the cuts' day index; a
 * branch outside every zone group counts under 'Sin zona'. Days without sales are zeros, so that the
 * chart's days line up.
 */
export const ventasPorZona = async (db: Queryable, ahora: Date): Promise<VentasInicio> => {
  const hasta = sumarDias(hoy(ahora), -1);
  const desde = sumarDias(hasta, -(DIAS_VENTAS_INICIO - 1));
  const dias = Array.from({ length: DIAS_VENTAS_INICIO }, (_, i) => sumarDias(desde, i));
  const filas = await rowsOf<{ zona: string | null; fecha: string; venta: string }>(
    db,
    sql`select g.grupo as zona, c.fecha::text as fecha, sum(c.total - c.devolucion_total)::text as venta
          from ventas_cortes c
          left join cat_grupo_sucursales_det d on d.cod_sucursal = c.cod_sucursal
          left join cat_grupo_sucursales_enc g on g.id_cat_grupo_sucursales_enc = d.id_cat_grupo_sucursales_enc
         where c.fecha between ${desde}::date and ${hasta}::date
         group by g.grupo, c.fecha`,
  );
  const porZona = new Map<string, number[]>();
  for (const f of filas) {
    const zona = f.zona ?? SIN_ZONA;
    const ventas = porZona.get(zona) ?? dias.map(() => 0);
    ventas[dias.indexOf(f.fecha)] = Math.round(Number(f.venta) * 100) / 100;
    porZona.set(zona, ventas);
  }
  const suma = (v: number[]) => v.reduce((a, b) => a + b, 0);
  const zonas = [...porZona.entries()]
    .map(([zona, ventas]) => ({ zona, ventas }))
    .sort((a, b) => suma(b.ventas) - suma(a.ventas) || a.zona.localeCompare(b.zona, 'es'));
  return { dias, zonas };
};

/** Remembered for a minute per day: past days' cuts change only when a day's sales are imported. */
export const ventasRecordadas = (db: Queryable, vigencia = 60_000, reloj: () => Date = () => new Date()) => {
  let recordado: { dia: string; hora: number; valor: Promise<VentasInicio> } | undefined;
  return (): Promise<VentasInicio> => {
    const ahora = reloj();
    const dia = hoy(ahora);
    if (recordado && recordado.dia === dia && ahora.getTime() - recordado.hora < vigencia)
      return recordado.valor;
    const valor = ventasPorZona(db, ahora);
    recordado = { dia, hora: ahora.getTime(), valor };
    // A failed read is not remembered.
    valor.catch(() => {
      if (recordado?.valor === valor) recordado = undefined;
    });
    return valor;
  };
};
