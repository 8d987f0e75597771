import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { EMPRESA } from '../../../db/schema/sucursales.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { Random } from '../../../seed/prng.ts';

/**
 * The differences the demo's invoices carry against their cuts (pesos): hidden ones (0.01 in
 * absolute value: a rounding cent, not shown), medium ones (0.02 to 0.10: shown, not red) and large
 * ones (above 0.10: shown in red with the detail link). 0.01 and 0.10 are the report's boundaries.
 */
export const DIFERENCIAS_RECIENTES = {
  ocultas: [0.01, -0.01, 0.01, 0.01, -0.01, 0.01],
  medianas: [0.02, 0.03, 0.05, 0.07, 0.09, 0.1, -0.04, -0.1],
  grandes: [
    0.11, -0.11, 0.25, 0.5, 1.2, 3.5, -7.8, 12.4, -25, 58.75, 130, -230, 0.99, 2.01, -0.6, 15.3, 4.45,
  ],
};
/** Older ones (31 to 120 days ago). */
export const DIFERENCIAS_ANTERIORES = {
  ocultas: [0.01, -0.01, 0.01],
  medianas: [0.02, 0.06, -0.08, 0.1],
  grandes: [0.12, 0.4, -1.5, 9.99, 27.35, -64.2, 310.5, 0.15, -2.75, 18.6, 75],
};

export interface FacturaElegida {
  id: number;
  fecha: string;
  total: number;
}

/** Draws `n` distinct items (Fisher–Yates on a copy). */
export const elegir = <T>(r: Random, items: readonly T[], n: number): T[] => {
  const copia = [...items];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia.slice(0, n);
};

/** Global invoices of the pharmacy line's summarised days (no tickets) in [desde, hasta]. */
export const globalesResumidas = (tx: Queryable, desde: string, hasta: string) =>
  rowsOf<FacturaElegida>(
    tx,
    sql`select f.id_venta_factura::int as id, to_char(f.fecha, 'YYYY-MM-DD') as fecha, f.total::float8 as total
          from ventas_facturas f
          join cat_sucursales s on s.cod_sucursal = f.cod_sucursal and s.id_empresa = ${EMPRESA.farmacias}
          join ventas_cortes c on c.id_cat_empresa = f.id_cat_empresa and c.fecha = f.fecha
                              and c.cod_sucursal = f.cod_sucursal and c.origen = 'corte'
         where f.global and f.fecha between ${desde}::date and ${hasta}::date
         order by f.id_venta_factura`,
  );

/** Adds each delta to its invoice's total, in numeric, in one statement. */
export const sumarATotales = async (tx: Queryable, cambios: readonly { id: number; delta: number }[]) => {
  if (!cambios.length) return;
  await tx.execute(sql`
    update ventas_facturas f set total = f.total + x.delta::numeric
      from unnest(${`{${cambios.map((c) => c.id).join(',')}}`}::bigint[],
                  ${`{${cambios.map((c) => c.delta.toFixed(2)).join(',')}}`}::text[]) as x(id, delta)
     where f.id_venta_factura = x.id`);
};

/**
 * The invoices of one window that get a difference: one invoice per delta, drawn at random; answers
 * the ones with a shown difference (medium and large), for the credit notes.
 */
export const aplicarDiferencias = async (
  tx: Queryable,
  r: Random,
  candidatas: readonly FacturaElegida[],
  d: { ocultas: number[]; medianas: number[]; grandes: number[] },
): Promise<FacturaElegida[]> => {
  const deltas = [...d.ocultas, ...d.medianas, ...d.grandes];
  const elegidas = elegir(r, candidatas, deltas.length);
  // The invoice is the one that differs: a positive difference (cut above invoice) lowers its total.
  await sumarATotales(
    tx,
    elegidas.map((f, i) => ({ id: f.id, delta: -(deltas[i] ?? 0) })),
  );
  return elegidas.slice(d.ocultas.length);
};

/**
 * The day with tickets (yesterday): a ticket that reached the branch's cut after its global invoice
 * was stamped (in no invoice, and missing from the global one's total: a large difference whose
 * detail lists it), and a customer's invoice of another branch stamped 0.04 above its ticket.
 */
export const diferenciasConTickets = async (tx: Queryable, dia: string) => {
  const globales = await rowsOf<{ id: number; codSucursal: number }>(
    tx,
    sql`select f.id_venta_factura::int as id, f.cod_sucursal as "codSucursal"
          from ventas_facturas f
          join cat_sucursales s on s.cod_sucursal = f.cod_sucursal and s.id_empresa = ${EMPRESA.farmacias}
         where f.global and f.fecha = ${dia}::date
           and exists (select 1 from ventas_tickets t where t.id_venta_factura = f.id_venta_factura)
         order by f.cod_sucursal`,
  );
  const [primera, segunda] = globales;
  if (!primera) return;
  const [tardio] = await rowsOf<{ id: number; total: string }>(
    tx,
    sql`select id_venta_ticket::int as id, total::text as total from ventas_tickets
         where id_venta_factura = ${primera.id} order by hora desc, folio desc limit 1`,
  );
  if (tardio) {
    await tx.execute(
      sql`update ventas_tickets set id_venta_factura = null where id_venta_ticket = ${tardio.id}`,
    );
    await tx.execute(
      sql`update ventas_facturas set total = total - ${tardio.total}::numeric where id_venta_factura = ${primera.id}`,
    );
  }
  if (!segunda) return;
  await tx.execute(sql`
    update ventas_facturas set total = total + 0.04
     where id_venta_factura = (select f.id_venta_factura from ventas_facturas f
                                where not f.global and f.fecha = ${dia}::date and f.cod_sucursal = ${segunda.codSucursal}
                                order by f.id_venta_factura limit 1)`);
};
