import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';

/**
 * Sales of the invoices report's tests on days no demo data reaches (2035), for branch 1 of the
 * pharmacies (company 1): every amount is known, so each rule is checked at its boundary.
 */
export const SUCURSAL = 1;
export const DIA_LIMITES = '2035-03-10';
export const DIA_TICKETS = '2035-03-11';

let folio = 900_000;
let uuid = 0;
const siguienteUuid = () => {
  uuid++;
  return `00000000-0000-4000-A000-${String(uuid).padStart(12, '0')}`;
};

/** A day's cut: gravado at the general rate (16% VAT), exento at 0%. */
export const cortar = (db: Queryable, fecha: string, gravado: string, exento: string, iva: string) =>
  db.execute(sql`
    insert into ventas_cortes (cod_sucursal, id_cat_empresa, fecha, tickets, venta_tasa_gral, venta_tasa0, iva, total, origen)
    values (${SUCURSAL}, 1, ${fecha}::date, 0, ${gravado}::numeric, ${exento}::numeric, ${iva}::numeric,
            ${gravado}::numeric + ${exento}::numeric + ${iva}::numeric, 'corte')`);

/** An invoice of the branch's cut of that day; answers its id. */
export const facturar = async (
  db: Queryable,
  o: { fecha: string; total: string; global?: boolean; rfc?: string; serie?: string },
): Promise<{ id: number; folio: string }> => {
  folio++;
  const serie = o.serie ?? (o.global === false ? 'FT' : 'GT');
  const [fila] = await rowsOf<{ id: number }>(
    db,
    sql`insert into ventas_facturas (cod_sucursal, id_cat_empresa, fecha, serie, folio, uuid, rfc_receptor, global, total)
        values (${SUCURSAL}, 1, ${o.fecha}::date, ${serie}, ${folio}, ${siguienteUuid()},
                ${o.rfc ?? (o.global === false ? 'GODE561231GR8' : 'XAXX010101000')}, ${o.global ?? true},
                ${o.total}::numeric)
        returning id_venta_factura::int as id`,
  );
  return { id: fila!.id, folio: `${serie}-${folio}` };
};

/** A ticket of the branch (all of it at 0% VAT), in an invoice or in none. */
export const vender = (db: Queryable, o: { fecha: string; total: string; folio: number; factura?: number }) =>
  db.execute(sql`
    insert into ventas_tickets (cod_sucursal, id_cat_empresa, fecha, hora, caja, folio, venta_tasa0, total, id_venta_factura)
    values (${SUCURSAL}, 1, ${o.fecha}::date, ${`${o.fecha}T10:${String(o.folio % 60).padStart(2, '0')}:00-06:00`}::timestamptz,
            1, ${o.folio}, ${o.total}::numeric, ${o.total}::numeric, ${o.factura ?? null})`);

export const timbrar = (db: Queryable, id: number, instante: string, nombre: string, formaPago = '01') =>
  db.execute(sql`
    insert into ventas_facturas_timbres (id_venta_factura, fecha_timbrado, nombre_receptor, forma_pago)
    values (${id}, ${instante}::timestamptz, ${nombre}, ${formaPago})`);

export const notaDeCredito = (db: Queryable, id: number, fecha: string, importe: string) =>
  db.execute(sql`
    insert into ventas_notas_credito (id_venta_factura, serie, folio, uuid, fecha, fecha_timbrado, importe)
    values (${id}, 'NC', ${++folio}, ${siguienteUuid()}, ${fecha}::date, ${`${fecha}T18:00:00-06:00`}::timestamptz,
            ${importe}::numeric)`);

/** The branch's cut number of a day, as the report counts it (days since its first cut, from 1). */
export const numeroDeCorte = async (db: Queryable, fecha: string) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select (${fecha}::date - min(fecha) + 1)::int as n from ventas_cortes
           where id_cat_empresa = 1 and cod_sucursal = ${SUCURSAL}`,
    )
  )[0]!.n;

/**
 * RFC 4180 CSV read back (quoted fields, doubled quotes, CRLF lines), without the BOM, as rows of
 * cells; the final empty line is dropped.
 */
export const leerCsv = (texto: string): string[][] => {
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let entreComillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (entreComillas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') entreComillas = false;
      else campo += c;
    } else if (c === '"') entreComillas = true;
    else if (c === ',') {
      fila.push(campo);
      campo = '';
    } else if (c === '\r' && texto[i + 1] === '\n') {
      fila.push(campo);
      filas.push(fila);
      fila = [];
      campo = '';
      i++;
    } else campo += c;
  }
  if (campo || fila.length) filas.push([...fila, campo]);
  return filas;
};
