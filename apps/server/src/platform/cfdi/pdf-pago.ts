import QRCode from 'qrcode';
import { crearPdf, type DocumentoPdf } from '../pdf.ts';
import { leerReciboPago, type PagoImpreso, type ReciboPagoImpreso } from './pdf-pago-datos.ts';
import {
  exportacion,
  fechaHora,
  formaPago,
  importe,
  impuesto,
  LEYENDA_PRUEBA,
  objetoImpuesto,
  regimenFiscal,
  serieFolio,
  tasa,
  tipoComprobante,
  totalEnPalabras,
  usoCfdi,
} from './pdf-pago-textos.ts';

export interface OpcionesPdfPago {
  /** Stamped by the local test authority: every page says it has no fiscal value. */
  modoPrueba: boolean;
  /** Compressed content (default); tests turn it off to read the text back. */
  comprimir?: boolean;
}

/** Side of the QR code, points (about 3.5 cm; the SAT asks for at least 2.75 cm). */
const LADO_QR = 100;

const titulo = (d: DocumentoPdf, texto: string) => d.espacio(0.4).texto(texto, { negrita: true, tamano: 9 });

const encabezado = (d: DocumentoPdf, r: ReciboPagoImpreso) =>
  d
    .texto(r.emisor.nombre, { negrita: true, tamano: 13 })
    .texto(`RFC: ${r.emisor.rfc}    Régimen fiscal: ${regimenFiscal(r.emisor.regimenFiscal)}`)
    .texto(`Lugar de expedición (código postal): ${r.lugarExpedicion}`)
    .espacio(0.4)
    .texto('COMPROBANTE FISCAL DIGITAL POR INTERNET — RECEPCIÓN DE PAGOS', { negrita: true, tamano: 11 })
    .tabla(
      [
        { header: 'Serie y folio' },
        { header: 'Fecha de emisión' },
        { header: 'Fecha de certificación' },
        { header: 'Tipo de comprobante' },
        { header: 'Moneda' },
        { header: 'Exportación' },
      ],
      [
        [
          serieFolio(r.serie, r.folio) || 'Sin serie ni folio',
          fechaHora(r.fecha),
          fechaHora(r.timbre.fechaTimbrado),
          tipoComprobante(r.tipoDeComprobante),
          r.moneda,
          exportacion(r.exportacion),
        ],
      ],
    );

const receptor = (d: DocumentoPdf, r: ReciboPagoImpreso) => {
  titulo(d, 'Receptor');
  d.tabla(
    [
      { header: 'Nombre', ancho: 3 },
      { header: 'RFC', ancho: 1.3 },
      { header: 'Domicilio fiscal (C.P.)', ancho: 1.2 },
      { header: 'Régimen fiscal', ancho: 2.6 },
      { header: 'Uso del CFDI', ancho: 1.2 },
    ],
    [
      [
        r.receptor.nombre,
        r.receptor.rfc,
        r.receptor.domicilioFiscal,
        regimenFiscal(r.receptor.regimenFiscal),
        usoCfdi(r.receptor.usoCfdi),
      ],
    ],
  );
  titulo(d, 'Concepto');
  d.tabla(
    [
      { header: 'Clave prod./serv.' },
      { header: 'Cantidad', alineacion: 'right' },
      { header: 'Clave unidad' },
      { header: 'Descripción', ancho: 2 },
      { header: 'Valor unitario', alineacion: 'right' },
      { header: 'Importe', alineacion: 'right' },
    ],
    r.conceptos.map((c) => [
      c.claveProdServ,
      c.cantidad,
      c.claveUnidad,
      c.descripcion,
      c.valorUnitario,
      c.importe,
    ]),
  );
};

const pago = (d: DocumentoPdf, p: PagoImpreso, i: number, n: number) => {
  titulo(d, n > 1 ? `Pago ${i + 1} de ${n}` : 'Pago');
  d.tabla(
    [
      { header: 'Fecha de pago' },
      { header: 'Forma de pago', ancho: 2 },
      { header: 'Moneda', ancho: 0.6 },
      { header: 'Tipo de cambio', ancho: 0.8, alineacion: 'right' },
      { header: 'Monto', alineacion: 'right' },
      { header: 'Núm. de operación' },
    ],
    [
      [
        fechaHora(p.fechaPago),
        formaPago(p.formaPago),
        p.moneda,
        p.tipoCambio,
        importe(p.monto),
        p.numOperacion,
      ],
    ],
  );
  d.texto('Documentos relacionados', { negrita: true, tamano: 8 }).tabla(
    [
      { header: 'Folio fiscal (UUID)', ancho: 3.3 },
      { header: 'Serie y folio', ancho: 1.1 },
      { header: 'Parcialidad', ancho: 1, alineacion: 'right' },
      { header: 'Saldo anterior', ancho: 1.2, alineacion: 'right' },
      { header: 'Importe pagado', ancho: 1.2, alineacion: 'right' },
      { header: 'Saldo insoluto', ancho: 1.2, alineacion: 'right' },
      { header: 'Objeto de impuesto', ancho: 1.9 },
    ],
    p.documentos.map((doc) => [
      doc.idDocumento,
      serieFolio(doc.serie, doc.folio),
      doc.numParcialidad,
      importe(doc.saldoAnterior),
      importe(doc.importePagado),
      importe(doc.saldoInsoluto),
      objetoImpuesto(doc.objetoImpDR),
    ]),
    7,
  );
  if (p.impuestos.length)
    d.texto('Impuestos del pago', { negrita: true, tamano: 8 }).tabla(
      [
        { header: 'Impuesto' },
        { header: 'Tipo' },
        { header: 'Tasa o cuota', alineacion: 'right' },
        { header: 'Base', alineacion: 'right' },
        { header: 'Importe', alineacion: 'right' },
      ],
      p.impuestos.map((t) => [
        `${impuesto(t.impuesto)} ${t.retencion ? 'retenido' : 'trasladado'}`,
        t.tipoFactor,
        tasa(t.tasaOCuota),
        importe(t.base),
        importe(t.importe),
      ]),
      7,
    );
};

const timbre = (d: DocumentoPdf, r: ReciboPagoImpreso, qr: Buffer) => {
  titulo(d, 'Timbre fiscal digital');
  d.imagenConTexto(
    qr,
    [
      { texto: 'Folio fiscal (UUID)', negrita: true },
      r.timbre.uuid,
      { texto: 'No. de serie del certificado del emisor', negrita: true },
      r.noCertificado,
      { texto: 'No. de serie del certificado del SAT', negrita: true },
      r.timbre.noCertificadoSat,
      { texto: 'Fecha y hora de certificación', negrita: true },
      fechaHora(r.timbre.fechaTimbrado),
      { texto: 'RFC del proveedor de certificación', negrita: true },
      r.timbre.rfcProvCertif,
    ],
    { ancho: LADO_QR, tamano: 8 },
  );
  for (const [nombre, valor] of [
    ['Sello digital del CFDI', r.sello],
    ['Sello digital del SAT', r.timbre.selloSat],
    ['Cadena original del complemento de certificación digital del SAT', r.cadenaOriginalTimbre],
  ] as const)
    d.texto(nombre, { negrita: true, tamano: 8 }).monoespaciado(valor, 6.5).espacio(0.3);
};

/**
 * The printed representation of a stamped payment receipt (CFDI 4.0, pagos 2.0), letter size, in Spanish:
 * issuer, receiver, series and folio, dates, the concept, each payment with its related documents and
 * taxes, the totals, the stamp (UUID, certificate numbers, date, seals, the stamp's cadena original) and
 * the QR code of the SAT's verification address. In test mode every page says it has no fiscal value.
 */
export const pdfComprobantePago = async (xmlTimbrado: string, opciones: OpcionesPdfPago): Promise<Buffer> => {
  const r = leerReciboPago(xmlTimbrado);
  const qr = await QRCode.toBuffer(r.urlVerificacion, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 6,
  });
  const d = crearPdf({
    titulo: `Comprobante de pago ${serieFolio(r.serie, r.folio) || r.timbre.uuid}`,
    margen: 36,
    tamanoLetra: 8,
    comprimir: opciones.comprimir ?? true,
    ...(opciones.modoPrueba ? { leyendaEnCadaPagina: LEYENDA_PRUEBA } : {}),
  });
  encabezado(d, r);
  receptor(d, r);
  r.pagos.forEach((p, i) => {
    pago(d, p, i, r.pagos.length);
  });
  if (r.totales.length) {
    titulo(d, 'Totales');
    d.tabla(
      [
        { header: 'Concepto', ancho: 3 },
        { header: 'Importe', alineacion: 'right' },
      ],
      r.totales.map(([nombre, valor]) => [totalEnPalabras(nombre), importe(valor)]),
    );
  }
  timbre(d, r, qr);
  d.espacio(0.5).texto('Este documento es una representación impresa de un CFDI.', { alineacion: 'center' });
  if (opciones.modoPrueba)
    d.texto(
      'Timbrado por la autoridad de prueba local del sistema (modo de prueba): no fue certificado por un PAC y no tiene validez ante el SAT.',
      { alineacion: 'center', negrita: true },
    );
  return d.terminar();
};
