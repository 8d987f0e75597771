import type { DetallePago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { contenidoDeArchivo } from '../../../platform/archivos.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { aCentinela } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { correosDePago, cuentasDe, DEL_PAGO, iso } from './queries.ts';

interface FilaPago {
  idFacturasProveedoresPagoEnc: number;
  idCatProveedoresMarcasDet: number;
  fechaPago: Date;
  marca: string;
  proveedor: string;
  estatus: string;
  estatusDescripcion: string;
  fechaNotificacion: Date | null;
  idCuenta: number | null;
  idArchivo: number | null;
  nombreArchivo: string | null;
  totalFacturas: number;
  totalNotas: number;
  importe: number;
}

/** A payment with its brand and supplier (and its proof's name); undefined when it does not exist. */
export const unPago = async (db: Queryable, id: number): Promise<FilaPago | undefined> => {
  const [fila] = await rowsOf<FilaPago>(
    db,
    sql`select pg.id_facturas_proveedores_pago_enc as "idFacturasProveedoresPagoEnc",
                 pg.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet", pg.fecha_pago as "fechaPago",
                 me.nombre as marca, p.nombre as proveedor, pg.estatus,
                 coalesce(e.descripcion, pg.estatus) as "estatusDescripcion",
                 pg.fecha_notificacion as "fechaNotificacion",
                 pg.id_cat_proveedores_marcas_cuentas as "idCuenta", pg.id_archivo_comprobante as "idArchivo",
                 a.nombre as "nombreArchivo", pg.total_facturas::float8 as "totalFacturas",
                 pg.total_notas::float8 as "totalNotas", pg.importe::float8 as importe
            from facturas_proveedores_pago_enc pg ${DEL_PAGO}
            left join archivos a on a.id = pg.id_archivo_comprobante
           where pg.id_facturas_proveedores_pago_enc = ${id}`,
  );
  return (
    fila && {
      ...fila,
      fechaPago: new Date(iso(fila.fechaPago)),
      fechaNotificacion: fila.fechaNotificacion ? new Date(iso(fila.fechaNotificacion)) : null,
    }
  );
};

/** The invoices and the credit notes of a payment, by date. */
export const documentosDePago = async (db: Queryable, id: number) => ({
  facturas: await rowsOf<{
    idFacturasProveedores: number;
    fechaFactura: string;
    folioFactura: number;
    serie: string;
    importe: number;
  }>(
    db,
    sql`select id_facturas_proveedores as "idFacturasProveedores",
               to_char(fecha_factura, 'YYYY-MM-DD') as "fechaFactura", folio_factura as "folioFactura",
               serie, importe::float8 as importe
          from facturas_proveedores where id_facturas_proveedores_pago_enc = ${id}
         order by fecha_factura, folio_factura, id_facturas_proveedores`,
  ),
  notas: await rowsOf<{
    idFacturasProveedoresNotaCredito: number;
    fechaNota: string;
    folio: number;
    serie: string;
    importe: number;
  }>(
    db,
    sql`select id_facturas_proveedores_nota_credito as "idFacturasProveedoresNotaCredito",
               to_char(fecha_nota, 'YYYY-MM-DD') as "fechaNota", folio, serie, importe::float8 as importe
          from facturas_proveedores_nota_credito where id_facturas_proveedores_pago_enc = ${id}
         order by fecha_nota, folio, id_facturas_proveedores_nota_credito`,
  ),
});

/**
 * 002 §7 payment detail (payment id and brand-detail id, which must agree): its header, invoices and
 * notes, totals, the account (the one paid to once P; before, the principal or first one, which the
 * selector starts on), the payment contacts' e-mails and, once P, the proof in base64.
 */
export const detalleDePago = async (db: Queryable, id: number, idDet: number): Promise<DetallePago> => {
  const pago = await unPago(db, id);
  if (!pago || pago.idCatProveedoresMarcasDet !== idDet) throw new Rechazo(m.pagoNoExiste);
  const cuentas = await cuentasDe(db, idDet);
  const cuenta = pago.idCuenta ? cuentas.find((c) => c.codigo === pago.idCuenta) : cuentas[0];
  const correoAsignado = (await correosDePago(db, idDet)).join(', ');
  const { facturas, notas } = await documentosDePago(db, id);
  const contenido = pago.idArchivo ? await contenidoDeArchivo(db, pago.idArchivo) : undefined;
  const banco = {
    cuentaBanco: cuenta?.cuenta ?? '',
    banco: cuenta?.banco ?? '',
    claveBanco: cuenta?.claveBanco ?? '',
  };
  return {
    idFacturasProveedoresPagoEnc: pago.idFacturasProveedoresPagoEnc,
    idCatProveedoresMarcasDet: pago.idCatProveedoresMarcasDet,
    fechaPago: iso(pago.fechaPago),
    marca: pago.marca,
    proveedor: pago.proveedor,
    estatus: pago.estatus,
    estatusDescripcion: pago.estatusDescripcion,
    fechaNotificacion: pago.fechaNotificacion ? iso(pago.fechaNotificacion) : aCentinela(null),
    idCatProveedoresMarcasCuentas: cuenta?.codigo ?? 0,
    ...banco,
    nombreCuenta: cuenta?.nombreCuenta ?? '',
    correoAsignado,
    facturasAPagar: facturas.map((f) => ({ ...f, ...banco, correoAsignado })),
    notasCredito: notas,
    totalFacturas: pago.totalFacturas,
    totalNotas: pago.totalNotas,
    totalPago: pago.importe,
    archivoPdfBase64: contenido ? contenido.toString('base64') : '',
    nombreArchivoPdf: contenido ? (pago.nombreArchivo ?? '') : '',
  };
};
