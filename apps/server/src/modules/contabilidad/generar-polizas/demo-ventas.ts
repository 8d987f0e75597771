import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { Random } from '../../../seed/prng.ts';
import type { LoteVentas } from './ventas-importar.ts';

/**
 * The demo's branches about to open: the active ones the chart of accounts (S23, whose demo runs
 * first) has no row for. They get no sales, so that every branch that sells has its accounts and
 * every demo month's pólizas generate, while 'Sin cuenta' still lists branches.
 */
export const sucursalesPorAbrir = async (db: Queryable): Promise<number[]> =>
  (
    await rowsOf<{ codSucursal: number }>(
      db,
      sql`select s.cod_sucursal as "codSucursal" from cat_sucursales s
           where s.activo and not exists (select 1 from cat_cuentas_contables c where c.cod_sucursal = s.cod_sucursal)
           order by s.cod_sucursal`,
    )
  ).map((r) => r.codSucursal);

/**
 * Summarised sales (day cuts alone, `origen` 'corte') and their global invoices for the active
 * branches over a period, drawn in SQL so that a year of a chain is one statement. Pharmacies
 * (company 1) sell about $70,000 a day, 30% at the general VAT rate; the wholesale branches
 * (company 2) about $600,000, 10% at the general rate; the workshops (company 3) work in every
 * tenth pharmacy, about $12,000 a day, all at the general rate. Saturdays sell more, Sundays less;
 * discounts are about 4% of the list price, returns about 0.6%, cost about 68% of the sale.
 * Days a branch already has are kept (imported from tickets); the branches in `sinVentas` get none.
 */
export const generarCortesResumidos = async (
  db: Queryable,
  o: { desde: string; hasta: string; maxSucursal?: number; sinVentas?: readonly number[] },
) => {
  const limite = o.maxSucursal ?? 2_147_483_647;
  // Branches that do not sell (not opened yet): `<> all` of an empty array keeps every branch.
  const vende = sql`cod_sucursal <> all(array[${sql.join(
    (o.sinVentas ?? []).map((n) => sql`${n}`),
    sql`, `,
  )}]::int[])`;
  await db.execute(sql`
    with dias as (select d::date as fecha from generate_series(${o.desde}::date, ${o.hasta}::date, interval '1 day') d),
    suc as (
      select cod_sucursal, case when id_empresa = 2 then 2 else 1 end as emp,
             case when id_empresa = 2 then 600000 else 70000 end::float8 as escala,
             case when id_empresa = 2 then 0.10 else 0.30 end::float8 as gral
        from cat_sucursales where activo and cod_sucursal <= ${limite} and ${vende}
      union all
      select cod_sucursal, 3, 12000::float8, 1.0::float8 from cat_sucursales
        where activo and id_empresa = 1 and cod_sucursal % 10 = 0 and cod_sucursal <= ${limite} and ${vende}),
    bruto as (
      select s.cod_sucursal, s.emp, d.fecha, s.gral,
             s.escala * (case extract(isodow from d.fecha) when 7 then 0.8 when 6 then 1.15 else 1 end)
               * (0.7 + 0.6 * (abs(hashint8(s.cod_sucursal * 100000::bigint + s.emp * 40000 + (d.fecha - date '2000-01-01'))) % 1000) / 1000.0::float8) as venta,
             0.02 + 0.04 * (abs(hashint8((d.fecha - date '2000-01-01') * 100000::bigint + s.cod_sucursal)) % 100) / 100.0::float8 as descuento
        from suc s cross join dias d
       where not exists (select 1 from ventas_cortes c
                          where c.id_cat_empresa = s.emp and c.fecha = d.fecha and c.cod_sucursal = s.cod_sucursal)),
    partes as (
      select cod_sucursal, emp, fecha, round(venta / 180)::int as tickets,
             round((venta * gral * descuento)::numeric, 2) as dg, round((venta * (1 - gral) * descuento)::numeric, 2) as d0,
             round((venta * gral * (1 - descuento))::numeric, 2) as vg, round((venta * (1 - gral) * (1 - descuento))::numeric, 2) as v0
        from bruto),
    montos as (
      select *, round(vg * 0.16, 2) as iva, round((vg + v0) * 0.68, 2) as costo,
             round(vg * 0.006, 2) as rg, round(v0 * 0.006, 2) as r0
        from partes)
    insert into ventas_cortes (cod_sucursal, id_cat_empresa, fecha, tickets, venta_tasa_gral, venta_tasa0, iva, total, costo,
      descuento_tasa_gral, descuento_tasa0, devolucion_tasa_gral, devolucion_tasa0, devolucion_iva, devolucion_total,
      devolucion_costo, origen)
    select cod_sucursal, emp, fecha, tickets, vg, v0, iva, vg + v0 + iva, costo, dg, d0, rg, r0, round(rg * 0.16, 2),
           rg + r0 + round(rg * 0.16, 2), round((rg + r0) * 0.68, 2), 'corte'
      from montos`);
  // One global invoice (to the public, XAXX010101000) per summarised day: series G<branch>, folio the
  // day's number since 2000, so that any later run of the same period finds it again.
  await db.execute(sql`
    insert into ventas_facturas (cod_sucursal, id_cat_empresa, fecha, serie, folio, uuid, rfc_receptor, global, total)
    select c.cod_sucursal, c.id_cat_empresa, c.fecha, 'G' || c.cod_sucursal,
           c.fecha - date '2000-01-01',
           upper(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12)),
           'XAXX010101000', true, c.total
      from (select *, md5('factura|' || id_cat_empresa || '|' || cod_sucursal || '|' || fecha) as h from ventas_cortes
             where origen = 'corte' and fecha between ${o.desde}::date and ${o.hasta}::date and cod_sucursal <= ${limite}) c
     where not exists (select 1 from ventas_facturas f where f.uuid = upper(substr(c.h, 1, 8) || '-' || substr(c.h, 9, 4) || '-4'
             || substr(c.h, 14, 3) || '-a' || substr(c.h, 18, 3) || '-' || substr(c.h, 21, 12)))`);
};

type Ticket = NonNullable<LoteVentas['tickets']>[number] & {
  ventaTasaGral: number;
  ventaTasa0: number;
  iva: number;
  caja: number;
  folio: number;
  hora: string;
};

const centavos = (n: number) => Math.round(n * 100) / 100;
const uuidDe = (r: Random) =>
  Array.from({ length: 32 }, () => '0123456789ABCDEF'[r.int(0, 15)])
    .join('')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-A$4-$5');

/**
 * A point-of-sale delivery for some branches' days, as the import reads it: tickets with cash,
 * card and transfer payments, a few returns of those tickets, one customer invoice a day and the
 * day's global invoice for the rest.
 */
export const loteDeDemo = (
  r: Random,
  dias: readonly string[],
  sucursales: readonly { codSucursal: number; empresa: number }[],
): LoteVentas => {
  const lote: Required<LoteVentas> = { facturas: [], tickets: [], devoluciones: [] };
  for (const { codSucursal, empresa } of sucursales) {
    let folio = 1;
    for (const fecha of dias) {
      const delDia: Ticket[] = [];
      for (let i = 0; i < r.int(25, 40); i++) {
        const bruto0 = r.int(0, 90_000) / 100;
        const brutoGral = r.int(0, 40_000) / 100;
        const desc = r.int(0, 8) / 100;
        const hora = `${fecha}T${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00-06:00`;
        const ventaTasaGral = centavos(brutoGral * (1 - desc));
        const ventaTasa0 = centavos(bruto0 * (1 - desc));
        delDia.push({
          codSucursal,
          empresa,
          fecha,
          hora,
          caja: 1 + (i % 2),
          folio: folio++,
          ventaTasaGral,
          ventaTasa0,
          descuentoTasaGral: centavos(brutoGral - ventaTasaGral),
          descuentoTasa0: centavos(bruto0 - ventaTasa0),
          iva: centavos(ventaTasaGral * 0.16),
          costo: centavos((ventaTasaGral + ventaTasa0) * 0.68),
          formaPago: r.pick(['EF', 'EF', 'TC', 'TD', 'TR'] as const),
        });
      }
      const [propio, ...publico] = delDia;
      if (!propio) continue;
      // Series per branch, folios by day: deliveries of other days never collide.
      let folioFactura = Math.floor(Date.parse(fecha) / 86_400_000) * 10;
      const factura = (global: boolean, total: number, rfc: string) => {
        const f = {
          codSucursal,
          empresa,
          fecha,
          serie: `F${codSucursal}`,
          folio: ++folioFactura,
          uuid: uuidDe(r),
          rfcReceptor: rfc,
          global,
          total: centavos(total),
        };
        lote.facturas.push(f);
        return { serie: f.serie, folio: f.folio };
      };
      const total = (t: Ticket) => t.ventaTasaGral + t.ventaTasa0 + t.iva;
      lote.tickets.push({ ...propio, factura: factura(false, total(propio), 'GODE561231GR8') });
      const global = factura(
        true,
        publico.reduce((s, t) => s + total(t), 0),
        'XAXX010101000',
      );
      lote.tickets.push(...publico.map((t) => ({ ...t, factura: global })));
      for (const t of publico.slice(0, 2)) {
        lote.devoluciones.push({
          codSucursal,
          empresa,
          fecha,
          hora: t.hora,
          caja: t.caja,
          folio: 100_000 + t.folio,
          ticket: { caja: t.caja, folio: t.folio },
          ventaTasaGral: centavos(t.ventaTasaGral / 2),
          ventaTasa0: centavos(t.ventaTasa0 / 2),
          iva: centavos(centavos(t.ventaTasaGral / 2) * 0.16),
          costo: centavos((t.ventaTasaGral + t.ventaTasa0) * 0.34),
        });
      }
    }
  }
  return lote;
};
