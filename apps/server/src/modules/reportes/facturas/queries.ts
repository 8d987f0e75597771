import {
  type consultaFacturasReporteBody,
  type FacturaCorte,
  fallaRangoFacturas,
  TOLERANCIA_FILA,
} from '@farmasi/contracts/reportes/facturas';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { EMPRESA } from '../../../db/schema/sucursales.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { aCentinela } from '../../../platform/fechas.ts';
import { instanteIso as iso, rowsOf } from '../../../platform/sql.ts';

export type FiltrosFacturas = z.output<typeof consultaFacturasReporteBody>;

/** The range's checks (both dates, start not after end, at most a year) before anything is read. */
export const revisarRango = (f: FiltrosFacturas) => {
  const falla = fallaRangoFacturas(f);
  if (falla) throw new Rechazo(falla.mensaje);
};

/** The receiver's name: the stamping record's, else 'PÚBLICO EN GENERAL' (global) or the RFC. */
export const clienteDe = (f: SQL, tm: SQL) =>
  sql`coalesce(nullif(${tm}.nombre_receptor, ''), case when ${f}.global then 'PÚBLICO EN GENERAL' else ${f}.rfc_receptor end)`;

/**
 * The cut's number at its branch and company: days since the branch's first cut, the first being 1
 * (the sales model keeps one cut per branch, company and day and no number of its own). The
 * primary key (company, day, branch) finds the first cut at once.
 */
export const numeroDeCorte = (empresa: SQL, sucursal: SQL, fecha: SQL) =>
  sql`(${fecha} - (select min(c1.fecha) from ventas_cortes c1
                     where c1.id_cat_empresa = ${empresa} and c1.cod_sucursal = ${sucursal}) + 1)`;

/**
 * Every invoice of the pharmacy line's branches dated in the range (the branch given, or all), with
 * its cut and what of the cut it should cover, all in SQL numeric:
 * - a global invoice (to the public) covers the cut's sale less the tickets invoiced to named
 *   customers (descontadoGlobal);
 * - a customer's invoice covers the tickets of its cut linked to it.
 * The difference is importeCorte − importeFactura; credit notes are shown beside it, apart.
 */
const comparadas = (f: FiltrosFacturas) => {
  const sucursal = f.codSucursal > 0 ? sql`and x.cod_sucursal = ${f.codSucursal}` : sql``;
  return sql`
    with fac as (
      select x.id_venta_factura, x.id_cat_empresa, x.cod_sucursal, x.fecha, x.serie, x.folio, x.rfc_receptor,
             x.global, x.total
        from cat_empresas e
        join ventas_facturas x on x.id_cat_empresa = e.id_cat_empresa
                              and x.fecha between ${f.fechaInicio}::date and ${f.fechaFin}::date
        join cat_sucursales s on s.cod_sucursal = x.cod_sucursal and s.id_empresa = ${EMPRESA.farmacias}
       where true ${sucursal}),
    tk as (
      select x.id_cat_empresa, x.fecha, x.cod_sucursal, x.id_venta_factura, x.total, fx.global
        from cat_empresas e
        join ventas_tickets x on x.id_cat_empresa = e.id_cat_empresa
                             and x.fecha between ${f.fechaInicio}::date and ${f.fechaFin}::date
        left join ventas_facturas fx on fx.id_venta_factura = x.id_venta_factura
       where true ${sucursal}),
    por_factura as (
      select id_cat_empresa, fecha, cod_sucursal, id_venta_factura, sum(total) as total
        from tk where id_venta_factura is not null group by 1, 2, 3, 4),
    descontado as (
      select id_cat_empresa, fecha, cod_sucursal, sum(total) as total
        from tk where global = false group by 1, 2, 3)
    select fac.*, c.venta_tasa0, c.venta_tasa_gral, c.iva, coalesce(c.total, 0) as total_corte,
           case when fac.global then coalesce(c.total, 0) - coalesce(d.total, 0) else coalesce(pf.total, 0) end
             as importe_corte,
           c.fecha is not null as con_corte
      from fac
      left join ventas_cortes c
        on c.id_cat_empresa = fac.id_cat_empresa and c.fecha = fac.fecha and c.cod_sucursal = fac.cod_sucursal
      left join descontado d
        on d.id_cat_empresa = fac.id_cat_empresa and d.fecha = fac.fecha and d.cod_sucursal = fac.cod_sucursal
      left join por_factura pf
        on pf.id_venta_factura = fac.id_venta_factura and pf.id_cat_empresa = fac.id_cat_empresa
       and pf.fecha = fac.fecha and pf.cod_sucursal = fac.cod_sucursal`;
};

/** 003 §5: only the rows whose difference exceeds the tolerance, in absolute value (numeric). */
const conDiferencia = (f: FiltrosFacturas) =>
  sql`select * from (${comparadas(f)}) r where abs(r.importe_corte - r.total) > ${String(TOLERANCIA_FILA)}::numeric`;

interface FilaSql extends Omit<FacturaCorte, 'fechaTimbrado'> {
  fechaTimbrado: string | null;
  totalRegistros: number;
}

/**
 * One page of the report (limite rows from the offset), by day, branch, company and invoice, and the
 * number of rows of the whole search (counted in the same query; a page past the end counts apart).
 */
export const listarFacturas = async (
  db: Queryable,
  f: FiltrosFacturas,
  limite: number,
  desde: number,
): Promise<{ facturas: FacturaCorte[]; totalRegistros: number }> => {
  const filas = await rowsOf<FilaSql>(
    db,
    sql`select e.descripcion as farmacia, r.id_cat_empresa as "idCatEmpresa", r.cod_sucursal as "codSucursal",
               s.sucursal, case when r.con_corte
                 then ${numeroDeCorte(sql`r.id_cat_empresa`, sql`r.cod_sucursal`, sql`r.fecha`)} else 0 end::int as corte,
               to_char(r.fecha, 'YYYY-MM-DD') as fecha,
               coalesce(r.venta_tasa0, 0)::float8 as exento, coalesce(r.venta_tasa_gral, 0)::float8 as gravado,
               coalesce(r.iva, 0)::float8 as "iVA", 0::float8 as "iEPS", r.total_corte::float8 as total,
               r.id_venta_factura::int as "idFactura", r.serie || '-' || r.folio as folio,
               ${clienteDe(sql`r`, sql`tm`)} as "clienteFactura",
               r.importe_corte::float8 as "importeCorte", r.total::float8 as "importeFactura",
               (r.importe_corte - r.total)::float8 as diferencia,
               ${iso(sql`tm.fecha_timbrado`)} as "fechaTimbrado",
               coalesce((select sum(n.importe) from ventas_notas_credito n
                          where n.id_venta_factura = r.id_venta_factura), 0)::float8 as "importeNC",
               r.n as "totalRegistros"
          from (select q.*, count(*) over ()::int as n from (${conDiferencia(f)}) q
                 order by q.fecha, q.cod_sucursal, q.id_cat_empresa, q.id_venta_factura
                 limit ${limite} offset ${desde}) r
          join cat_empresas e on e.id_cat_empresa = r.id_cat_empresa
          join cat_sucursales s on s.cod_sucursal = r.cod_sucursal
          left join ventas_facturas_timbres tm on tm.id_venta_factura = r.id_venta_factura
         order by r.fecha, r.cod_sucursal, r.id_cat_empresa, r.id_venta_factura`,
  );
  const facturas = filas.map(({ totalRegistros: _, ...r }) => ({
    ...r,
    fechaTimbrado: aCentinela(r.fechaTimbrado),
  }));
  const totalRegistros = filas[0]?.totalRegistros ?? (desde > 0 ? await contarFacturas(db, f) : 0);
  return { facturas, totalRegistros };
};

export const contarFacturas = async (db: Queryable, f: FiltrosFacturas) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${conDiferencia(f)}) q`))[0]?.n ?? 0;

/** The report's rows whatever their number (the export), in pages of `tamano`. */
export async function* todasLasFacturas(db: Queryable, f: FiltrosFacturas, tamano = 2000) {
  for (let desde = 0; ; desde += tamano) {
    const { facturas: lote } = await listarFacturas(db, f, tamano, desde);
    yield* lote;
    if (lote.length < tamano) return;
  }
}
