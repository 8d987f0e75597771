import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import type { Queryable } from '../../../db/client.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { crearPdf } from '../../../platform/pdf.ts';
import { documentosDePago, unPago } from './detalle.ts';
import { cuentasDe } from './queries.ts';
import { folioConSerie, formatoFecha, formatoFechaHora, moneda } from './textos-documento.ts';

/** The counter-receipt's file name. */
export const nombreContrarecibo = (id: number) => `contrarecibo_${id}.pdf`;

/**
 * 002 §7 counter-receipt: the document the supplier keeps for the invoices received for payment
 * (the chain's platform PDF service): folio, dates, supplier and brand, the invoices and the credit
 * notes with their totals, the account once paid, and the signature lines.
 */
export const contrarecibo = async (db: Queryable, id: number) => {
  const pago = await unPago(db, id);
  if (!pago) throw new Rechazo(m.pagoNoExiste);
  const { facturas, notas } = await documentosDePago(db, id);
  const cuenta = pago.idCuenta
    ? (await cuentasDe(db, pago.idCatProveedoresMarcasDet)).find((c) => c.codigo === pago.idCuenta)
    : undefined;
  const pdf = crearPdf({ titulo: `Contrarecibo ${id}`, tamanoLetra: 10 })
    .texto('FarmaSí', { negrita: true, tamano: 16, alineacion: 'center' })
    .texto('CONTRARECIBO', { negrita: true, tamano: 13, alineacion: 'center' })
    .espacio()
    .texto(`Folio: ${id}`, { negrita: true })
    .texto(`Fecha de pago: ${formatoFechaHora(pago.fechaPago)}`)
    .texto(`Proveedor: ${pago.proveedor}`)
    .texto(`Marca: ${pago.marca}`)
    .texto(`Estatus: ${pago.estatusDescripcion}`);
  if (cuenta) pdf.texto(`Cuenta de depósito: ${cuenta.descripcion}`);
  if (pago.fechaNotificacion) pdf.texto(`Enviado al proveedor: ${formatoFechaHora(pago.fechaNotificacion)}`);
  pdf
    .espacio()
    .texto('Facturas', { negrita: true })
    .tabla(
      [
        { header: 'Folio', ancho: 2 },
        { header: 'Fecha de factura', ancho: 2 },
        { header: 'Importe', ancho: 2, alineacion: 'right' },
      ],
      facturas.map((f) => [
        folioConSerie(f.serie, f.folioFactura),
        formatoFecha(f.fechaFactura),
        moneda(f.importe),
      ]),
    );
  if (notas.length)
    pdf
      .espacio()
      .texto('Notas de crédito', { negrita: true })
      .tabla(
        [
          { header: 'Folio', ancho: 2 },
          { header: 'Fecha de nota', ancho: 2 },
          { header: 'Importe', ancho: 2, alineacion: 'right' },
        ],
        notas.map((n) => [folioConSerie(n.serie, n.folio), formatoFecha(n.fechaNota), moneda(n.importe)]),
      );
  pdf
    .espacio()
    .linea()
    .texto(`Total facturas: ${moneda(pago.totalFacturas)}`, { alineacion: 'right' })
    .texto(`Total notas de crédito: ${moneda(pago.totalNotas)}`, { alineacion: 'right' })
    .texto(`Total a pagar: ${moneda(pago.importe)}`, { negrita: true, alineacion: 'right' })
    .espacio(4)
    .texto('______________________________          ______________________________', { alineacion: 'center' })
    .texto('Entregó (proveedor)                                        Recibió (cuentas por pagar)', {
      alineacion: 'center',
    });
  const contenido = await pdf.terminar();
  return { base64PDF: contenido.toString('base64'), archivoPDF: nombreContrarecibo(id) };
};
