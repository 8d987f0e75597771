import {
  type DetalleFactura,
  type FacturaDetalle,
  facturasReporteMessages as fm,
  type TicketDetalle,
} from '@farmasi/contracts/reportes/facturas';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { EMPRESA } from '../../../db/schema/sucursales.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { instanteIso as iso, rowsOf } from '../../../platform/sql.ts';
import { clienteDe, numeroDeCorte } from './queries.ts';

/** SAT c_FormaPago of the codes the chain uses (003 §9 lists the receipt flow's). */
export const FORMAS_PAGO: Record<string, string> = {
  '01': 'Efectivo',
  '02': 'Cheque nominativo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '08': 'Vales de despensa',
  '28': 'Tarjeta de débito',
  '99': 'Por definir',
};
export const formaPagoTexto = (codigo: string) => `${codigo} ${FORMAS_PAGO[codigo] ?? ''}`.trim();

interface Cabecera {
  empresa: number;
  codSucursal: number;
  fecha: string;
  global: boolean;
}

/**
 * 003 §7 facturas-detalle: the invoices of the cut the invoice belongs to (the one asked for first),
 * the tickets it covers (a global one also lists the cut's tickets in no invoice, first: the usual
 * cause of a difference), the cut's tickets invoiced to named customers (descontadoGlobal) and its
 * sale (venta). An invoice outside the pharmacy line's branches is not found, as in the report.
 */
export const detalleFactura = async (db: Queryable, idFactura: number): Promise<DetalleFactura> => {
  const [cab] = await rowsOf<Cabecera>(
    db,
    sql`select f.id_cat_empresa as empresa, f.cod_sucursal as "codSucursal", to_char(f.fecha, 'YYYY-MM-DD') as fecha,
               f.global
          from ventas_facturas f
          join cat_sucursales s on s.cod_sucursal = f.cod_sucursal and s.id_empresa = ${EMPRESA.farmacias}
         where f.id_venta_factura = ${idFactura}`,
  );
  if (!cab) throw new Rechazo(fm.facturaNoExiste);
  const delCorte = (t: string) =>
    sql`${sql.raw(t)}.id_cat_empresa = ${cab.empresa} and ${sql.raw(t)}.fecha = ${cab.fecha}::date
        and ${sql.raw(t)}.cod_sucursal = ${cab.codSucursal}`;

  const facturas = await rowsOf<Omit<FacturaDetalle, 'formaPago'> & { formaPago: string }>(
    db,
    sql`select x.id_venta_factura::int as "idFactura", x.cod_sucursal as "codSucursal", s.sucursal,
               x.serie || '-' || x.folio as folio, x.rfc_receptor as "codCliente",
               ${clienteDe(sql`x`, sql`tm`)} as cliente, to_char(x.fecha, 'YYYY-MM-DD') as "fechaFactura",
               case when tm.estatus = 'C' then 'Cancelada' when tm.estatus = 'V' then 'Vigente' else 'Sin timbrar' end
                 as estatus,
               coalesce(tm.forma_pago, '99') as "formaPago", x.total::float8 as "importeFactura"
          from ventas_facturas x
          join cat_sucursales s on s.cod_sucursal = x.cod_sucursal
          left join ventas_facturas_timbres tm on tm.id_venta_factura = x.id_venta_factura
         where ${delCorte('x')}
         order by (x.id_venta_factura = ${idFactura}) desc, x.global desc, x.serie, x.folio`,
  );

  const tickets = await rowsOf<TicketDetalle>(
    db,
    sql`select t.cod_sucursal as "codSucursal", s.sucursal, t.caja || '-' || t.folio as ticket,
               ${iso(sql`t.hora`)} as fecha,
               ${numeroDeCorte(sql`t.id_cat_empresa`, sql`t.cod_sucursal`, sql`t.fecha`)}::int as "noCorte",
               t.total::float8 as venta, coalesce(fx.serie || '-' || fx.folio, '') as "folioFactura"
          from ventas_tickets t
          join cat_sucursales s on s.cod_sucursal = t.cod_sucursal
          left join ventas_facturas fx on fx.id_venta_factura = t.id_venta_factura
         where ${delCorte('t')}
           and (t.id_venta_factura = ${idFactura} or (${sql.raw(cab.global ? 'true' : 'false')} and t.id_venta_factura is null))
         order by t.id_venta_factura is null desc, t.hora, t.caja, t.folio`,
  );

  const [montos] = await rowsOf<{ venta: number; descontadoGlobal: number }>(
    db,
    sql`select coalesce((select c.total from ventas_cortes c where ${delCorte('c')}), 0)::float8 as venta,
               coalesce((select sum(t.total) from ventas_tickets t
                           join ventas_facturas fx on fx.id_venta_factura = t.id_venta_factura and not fx.global
                          where ${delCorte('t')}), 0)::float8 as "descontadoGlobal"`,
  );

  return {
    factura: facturas.map((f) => ({ ...f, formaPago: formaPagoTexto(f.formaPago) })),
    tickets,
    descontadoGlobal: montos?.descontadoGlobal ?? 0,
    venta: montos?.venta ?? 0,
  };
};
