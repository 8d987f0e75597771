import {
  type consultaFacturasBody,
  documentosMessages as dm,
  type Factura,
  FECHA_FACTURA,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import { estatusDeDocumentos, filtroEstatusDocumento } from '../../../db/documentos-proveedor.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { aCentinela, limitesDelDia } from '../../../platform/fechas.ts';
import { instanteIso as iso, rowsOf } from '../../../platform/sql.ts';

export type FiltrosFacturas = z.output<typeof consultaFacturasBody>;

/** Invoice statuses (tipo F) in their order (002 §7 Facturas/ObtenerEstatus). */
export const estatusFacturas = (db: Queryable) =>
  rowsOf<{ estatus: string; descripcion: string }>(db, estatusDeDocumentos('F'));

/** 'De' after 'A' is refused before anything is read. */
export const revisarRango = (f: { fechaInicio: string; fechaFin: string }) => {
  if (f.fechaInicio > f.fechaFin) throw new Rechazo(dm.fechaInicialMayor);
};

/**
 * Every filter is combined (AND): folio 0 and brand 0 mean any. The range covers whole Mexico City
 * days of the upload instant (FechaSelect 1) or the invoice's own day (2).
 */
const condiciones = (f: FiltrosFacturas): SQL => {
  const rango =
    f.fechaSelect === FECHA_FACTURA
      ? sql`f.fecha_factura between ${f.fechaInicio}::date and ${f.fechaFin}::date`
      : sql`f.fecha_subida >= ${limitesDelDia(f.fechaInicio).desde.toISOString()}::timestamptz
            and f.fecha_subida < ${limitesDelDia(f.fechaFin).hasta.toISOString()}::timestamptz`;
  return sql.join(
    [
      rango,
      f.folioFactura > 0 ? sql`f.folio_factura = ${f.folioFactura}` : sql`true`,
      f.idCatProveedoresMarcasEnc > 0
        ? sql`d.id_cat_proveedores_marcas_enc = ${f.idCatProveedoresMarcasEnc}`
        : sql`true`,
      filtroEstatusDocumento(sql`f.estatus`, 'F', f.estatus),
    ],
    sql` and `,
  );
};

/** Newest first by the date the range filters on; the id breaks ties (stable pages). */
const orden = (f: FiltrosFacturas) =>
  f.fechaSelect === FECHA_FACTURA
    ? sql`f.fecha_factura desc, f.fecha_subida desc, f.id_facturas_proveedores desc`
    : sql`f.fecha_subida desc, f.id_facturas_proveedores desc`;

interface FilaFactura extends Omit<Factura, 'fechaPago'> {
  fechaPago: string | null;
}

/** One page of the filtered invoices (limite rows from the offset). */
export const listarFacturas = async (
  db: Queryable,
  f: FiltrosFacturas,
  limite: number,
  desde: number,
): Promise<Factura[]> => {
  const filas = await rowsOf<FilaFactura>(
    db,
    sql`select f.id_facturas_proveedores as "idFacturasProveedores", ${iso(sql`f.fecha_subida`)} as "fechaSubida",
               to_char(f.fecha_factura, 'YYYY-MM-DD') as "fechaFactura", ${iso(sql`pg.fecha_pago`)} as "fechaPago",
               f.folio_factura as "folioFactura", f.serie, f.importe::float8 as importe,
               d.id_cat_proveedores_marcas_enc as "idCatProveedoresMarcasEnc", e.nombre as marca,
               d.cod_proveedor as "codProveedor", pr.nombre as proveedor, f.estatus,
               coalesce(s.descripcion, f.estatus) as "estatusDescripcion"
          from facturas_proveedores f
          join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = f.id_cat_proveedores_marcas_det
          join cat_proveedores_marcas_enc e on e.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
          join cat_proveedores pr on pr.cod_proveedor = d.cod_proveedor
          left join proveedores_documentos_estatus s on s.tipo = 'F' and s.estatus = f.estatus
          left join facturas_proveedores_pago_enc pg
            on pg.id_facturas_proveedores_pago_enc = f.id_facturas_proveedores_pago_enc
         where ${condiciones(f)}
         order by ${orden(f)}
         limit ${limite} offset ${desde}`,
  );
  return filas.map((r) => ({ ...r, fechaPago: aCentinela(r.fechaPago) }));
};

export const contarFacturas = async (db: Queryable, f: FiltrosFacturas) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n
            from facturas_proveedores f
            join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = f.id_cat_proveedores_marcas_det
           where ${condiciones(f)}`,
    )
  )[0]?.n ?? 0;
