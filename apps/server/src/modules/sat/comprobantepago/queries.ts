import type { ComprobanteLista, FacturaPorPagar } from '@farmasi/contracts/sat/comprobantepago';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { limitesDelDia } from '../../../platform/fechas.ts';
import { instanteIso, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/** Numeric columns arrive as text ('1234.50'): the API answers numbers (exact at two decimals). */
const numeros = <T extends Record<string, unknown>>(fila: T, campos: (keyof T)[]): T => {
  const copia: Record<string, unknown> = { ...fila };
  for (const c of campos) copia[c as string] = Number(fila[c]);
  return copia as T;
};

/**
 * The credit invoices with a balance dated within [fi, ff], customer by customer (Spanish order),
 * then by date and folio. `numParcialidad` is the number the next payment of each gets.
 */
export const facturasConSaldo = async (db: Queryable, fi: string, ff: string): Promise<FacturaPorPagar[]> => {
  const filas = await rowsOf<FacturaPorPagar>(
    db,
    sql`select f.id_factura_credito as "idFacturaCredito", f.cod_cliente as "codCliente", f.folio, f.serie,
               f.uuid, c.nombre as "nombreCliente", c.rfc as "rfcCliente", f.total::text as importe,
               f.saldo::text as saldo,
               (select count(*) from comprobantes_pago_facturas d
                 where d.id_factura_credito = f.id_factura_credito)::int + 1 as "numParcialidad",
               to_char(f.fecha, 'YYYY-MM-DD') as "fechaFactura", false as seleccionado
          from facturas_credito f join clientes_credito c on c.cod_cliente = f.cod_cliente
         where f.saldo > 0 and f.fecha between ${fi}::date and ${ff}::date
         order by ${ordenEspanolSql(sql`c.nombre`)}, f.cod_cliente, f.fecha, f.serie, f.folio`,
  );
  return filas.map((f) => numeros(f, ['importe', 'saldo']));
};

/** What the save checks of the invoices named: their customer, balance and date. */
export interface FacturaGuardar {
  idFacturaCredito: number;
  codCliente: number;
  serie: string;
  folio: number;
  fecha: string;
  saldoCentavos: number;
}

export const facturasPorId = async (db: Queryable, ids: readonly number[]): Promise<FacturaGuardar[]> =>
  (
    await rowsOf<Omit<FacturaGuardar, 'saldoCentavos'> & { saldo: string }>(
      db,
      sql`select id_factura_credito as "idFacturaCredito", cod_cliente as "codCliente", serie, folio,
                 to_char(fecha, 'YYYY-MM-DD') as fecha, saldo::text as saldo
            from facturas_credito where id_factura_credito = any(${`{${ids.join(',')}}`}::int[])`,
    )
  ).map(({ saldo, ...f }) => ({ ...f, saldoCentavos: Math.round(Number(saldo) * 100) }));

/** The receiver's fiscal data: RFC, name, regime and the postal code of its fiscal address. */
export interface ClienteFiscal {
  codCliente: number;
  rfc: string;
  nombre: string;
  regimenFiscal: string;
  codPostal: string;
}

export const clienteFiscal = async (db: Queryable, codCliente: number): Promise<ClienteFiscal | undefined> =>
  (
    await rowsOf<ClienteFiscal>(
      db,
      sql`select c.cod_cliente as "codCliente", c.rfc, c.nombre, c.regimen_fiscal as "regimenFiscal",
                 coalesce(d.cod_postal, '') as "codPostal"
            from clientes_credito c left join clientes_credito_domicilios d on d.cod_cliente = c.cod_cliente
           where c.cod_cliente = ${codCliente}`,
    )
  )[0];

/** A receipt's header as the stamping and the printouts read it. */
export interface Comprobante {
  idPago: number;
  seriePago: string;
  folioPago: number;
  codCliente: number;
  formaPago: string;
  fechaPago: string;
  montoPago: string;
  timbrado: boolean;
  uuid: string | null;
  xmlTimbrado: string | null;
  xmlSellado: string | null;
  reintentable: boolean;
  modoPrueba: boolean;
}

export const comprobantePorId = async (db: Queryable, idPago: number): Promise<Comprobante | undefined> =>
  (
    await rowsOf<Comprobante>(
      db,
      sql`select id_pago as "idPago", serie_pago as "seriePago", folio_pago as "folioPago",
                 cod_cliente as "codCliente", forma_pago as "formaPago",
                 to_char(fecha_pago, 'YYYY-MM-DD') as "fechaPago", monto_pago::text as "montoPago",
                 timbrado, uuid, xml_timbrado as "xmlTimbrado", xml_sellado as "xmlSellado",
                 reintentable, modo_prueba as "modoPrueba"
            from comprobantes_pago where id_pago = ${idPago}`,
    )
  )[0];

/** An invoice a receipt pays, with what the DoctoRelacionado needs (amounts as decimal strings). */
export interface DocumentoPagado {
  uuid: string;
  serie: string;
  folio: number;
  numParcialidad: number;
  saldoAnterior: string;
  importePagado: string;
  saldoInsoluto: string;
  total: string;
  baseTasa16: string;
  iva16: string;
  baseTasa0: string;
}

export const documentosDelPago = async (db: Queryable, idPago: number): Promise<DocumentoPagado[]> =>
  rowsOf<DocumentoPagado>(
    db,
    sql`select f.uuid, f.serie, f.folio, d.num_parcialidad as "numParcialidad",
               d.saldo_anterior::text as "saldoAnterior", d.importe_pagado::text as "importePagado",
               d.saldo_insoluto::text as "saldoInsoluto", f.total::text as total,
               f.base_tasa16::text as "baseTasa16", f.iva16::text as "iva16", f.base_tasa0::text as "baseTasa0"
          from comprobantes_pago_facturas d
          join facturas_credito f on f.id_factura_credito = d.id_factura_credito
         where d.id_pago = ${idPago}
         order by f.fecha, f.serie, f.folio`,
  );

/**
 * The receipts issued (saved) within [fi, ff], Mexico City days, of a series ('' every series),
 * newest first; only the unstamped ones when asked.
 */
export const comprobantes = async (
  db: Queryable,
  f: { fi: string; ff: string; seriePago: string; soloPendientes: boolean },
): Promise<ComprobanteLista[]> => {
  const filas = await rowsOf<ComprobanteLista>(
    db,
    sql`select p.id_pago as "iDFacturaPagosEnc", p.id_pago as "idPago", p.folio_pago as "folioPago",
               p.serie_pago as "seriePago", p.cod_cliente as "codCliente", c.nombre as "nomCliente",
               c.rfc as "rfcCliente", p.monto_pago::text as "montoPago",
               ${instanteIso(sql`p.fecha_emision`)} as "fechaEmision",
               to_char(p.fecha_pago, 'YYYY-MM-DD') as "fechaPago", p.forma_pago as "formaPago",
               p.timbrado, coalesce(p.uuid, '') as uuid, p.mensaje_pac as "mensajePac",
               p.modo_prueba as "modoPrueba"
          from comprobantes_pago p join clientes_credito c on c.cod_cliente = p.cod_cliente
         where p.fecha_emision >= ${limitesDelDia(f.fi).desde.toISOString()}::timestamptz
           and p.fecha_emision < ${limitesDelDia(f.ff).hasta.toISOString()}::timestamptz
           and (${f.seriePago} = '' or p.serie_pago = ${f.seriePago})
           and (not ${f.soloPendientes} or not p.timbrado)
         order by p.fecha_emision desc, p.id_pago desc`,
  );
  return filas.map((p) => numeros(p, ['montoPago']));
};

/** The series, the default one first. */
export const series = async (db: Queryable, predeterminada: string) =>
  rowsOf<{ seriePago: string; descripcion: string }>(
    db,
    sql`select serie_pago as "seriePago", descripcion from series_pago
         where activa or exists (select 1 from comprobantes_pago p where p.serie_pago = series_pago.serie_pago)
         order by serie_pago <> ${predeterminada}, serie_pago`,
  );
