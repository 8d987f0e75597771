import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { timbrarLocalmente } from './pac/prueba.ts';
import { pdfComprobantePago } from './pdf-pago.ts';
import { leerReciboPago, MENSAJE_NO_PAGO, MENSAJE_SIN_TIMBRE } from './pdf-pago-datos.ts';
import { fechaHora, importe, LEYENDA_PRUEBA, tasa, totalEnPalabras } from './pdf-pago-textos.ts';

const muestra = (n: string) => readFileSync(new URL(`./muestras/${n}`, import.meta.url), 'utf8');
const TIMBRADO = muestra('pago20-timbrado-cfdi40rb.xml');
const SELLADO = muestra('pago20-sellado-cfdiutils.xml');

/** WinAnsi bytes as text (latin1 but for the punctuation at 0x80–0x9F). */
const ANSI: Record<number, string> = { 147: '“', 148: '”', 150: '–', 151: '—' };
const ansi = (b: Buffer) => [...b].map((c) => ANSI[c] ?? String.fromCharCode(c)).join('');
/** The text of an uncompressed PDF, one line per text operator. */
const textoDe = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [])
    .map((op) => [...op.matchAll(/<([0-9a-f]*)>/g)].map((m) => ansi(Buffer.from(m[1]!, 'hex'))).join(''))
    .join('\n');
const paginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;

const timbradoLocal = (xml: string) => {
  const r = timbrarLocalmente(xml);
  if (!r.ok) throw new Error(r.mensaje);
  return r;
};

describe('printed representation of a stamped payment receipt', () => {
  it('shows issuer, receiver, payment, related document, totals and the stamp of a public sample', async () => {
    const pdf = await pdfComprobantePago(TIMBRADO, { modoPrueba: false, comprimir: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDe(pdf);
    for (const t of [
      'ESCUELA KEMPER URGATE',
      'RFC: EKU9003173C9    Régimen fiscal: 601 - General de Ley Personas Morales',
      'Lugar de expedición (código postal): 12345',
      'INDISTRIA ILUMINADORA DE ALMACENES',
      'IIA040805DZ4',
      '62661',
      'CP01 - Pagos',
      '17/12/2025 20:02:26',
      '04/12/2025 10:09:00',
      '01 - Efectivo',
      'E3289BC6-0415-3CA7-A89E-EF30832EA26C',
      '$33,780.80',
      '$300.00',
      '$33,480.80',
      'Monto total de los pagos',
      'IVA trasladado 16 %',
      '$41.38',
      'E0F8F24A-E30B-4F7E-8665-5A018637A684',
      '30001000000500003416',
      '30001000000500003456',
      '17/12/2025 20:02:30',
      'SPR190613I52',
      'Sello digital del SAT',
      'Cadena original del complemento de certificación digital del SAT',
    ])
      expect(texto).toContain(t);
    expect(texto).not.toContain('SIN VALOR FISCAL');
    // The seals and the cadena original are printed whole (wrapped at the width).
    const r = leerReciboPago(TIMBRADO);
    const corrido = texto.replace(/\n/g, '');
    for (const largo of [r.sello, r.timbre.selloSat, r.cadenaOriginalTimbre])
      expect(corrido).toContain(largo);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(paginas(pdf)).toBe(1);
  });

  it('encodes the SAT verification address for the QR code', () => {
    const r = leerReciboPago(TIMBRADO);
    expect(r.urlVerificacion).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=E0F8F24A-E30B-4F7E-8665-5A018637A684&re=EKU9003173C9&rr=IIA040805DZ4&tt=0.0&fe=${r.sello.slice(-8)}`,
    );
  });

  it('labels every page of a test-mode receipt, stamped by the local test authority', async () => {
    const local = timbradoLocal(SELLADO);
    const pdf = await pdfComprobantePago(local.xml, { modoPrueba: true, comprimir: false });
    const texto = textoDe(pdf);
    expect(texto.split(LEYENDA_PRUEBA).length - 1).toBe(paginas(pdf));
    for (const t of [
      local.uuid,
      'CARLOS CORTES SOTO',
      'COSC8001137NA',
      '00000000-1111-2222-3333-00000000000A',
      '00000000-1111-2222-3333-00000000000B',
      '$12,000.00',
      '$7,000.00',
      '03 - Transferencia electrónica de fondos',
      '963852',
      '30001000000300023708',
      'no tiene validez ante el SAT',
    ])
      expect(texto).toContain(t);
  });

  it('flows a receipt with many related documents onto more pages, the table header repeated', async () => {
    const uno =
      /<pago20:DoctoRelacionado IdDocumento="00000000-1111-2222-3333-00000000000B"[\s\S]*?<\/pago20:DoctoRelacionado>/.exec(
        SELLADO,
      )![0];
    const ids = Array.from(
      { length: 70 },
      (_, i) => `C0FFEE00-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    );
    const muchos = ids
      .map((id, i) =>
        uno
          .replace('00000000-1111-2222-3333-00000000000B', id)
          .replace('NumParcialidad="1"', `Serie="BA" Folio="${1000 + i}" NumParcialidad="1"`),
      )
      .join('\n');
    const xml = timbradoLocal(SELLADO.replace(uno, muchos)).xml;
    const pdf = await pdfComprobantePago(xml, { modoPrueba: true, comprimir: false });
    const texto = textoDe(pdf);
    const n = paginas(pdf);
    expect(n).toBeGreaterThanOrEqual(2);
    for (const [i, id] of ids.entries()) {
      expect(texto).toContain(id);
      expect(texto).toContain(`BA-${1000 + i}`);
    }
    expect(texto.split('Folio fiscal (UUID)').length - 1).toBeGreaterThanOrEqual(3);
    expect(texto.split(LEYENDA_PRUEBA).length - 1).toBe(n);
  });

  it('compresses by default and refuses what it cannot print, in Spanish', async () => {
    const pdf = await pdfComprobantePago(TIMBRADO, { modoPrueba: false });
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    await expect(pdfComprobantePago(SELLADO, { modoPrueba: true })).rejects.toThrow(MENSAJE_SIN_TIMBRE);
    await expect(pdfComprobantePago('<Factura/>', { modoPrueba: true })).rejects.toThrow(MENSAJE_NO_PAGO);
  });
});

describe('printed receipt formats', () => {
  it('writes amounts, rates, dates and totals as the reader expects', () => {
    expect(importe('33780.8')).toBe('$33,780.80');
    expect(importe('0')).toBe('$0.00');
    expect(importe('1234567.000000')).toBe('$1,234,567.00');
    expect(importe('12931.040000')).toBe('$12,931.04');
    expect(importe('0.081600')).toBe('$0.0816');
    expect(tasa('0.160000')).toBe('16 %');
    expect(tasa('0.080000')).toBe('8 %');
    expect(fechaHora('2025-12-04T10:09:00')).toBe('04/12/2025 10:09:00');
    expect(totalEnPalabras('TotalTrasladosBaseIVA16')).toBe('Base del IVA trasladado 16 %');
    expect(totalEnPalabras('MontoDesconocido')).toBe('MontoDesconocido');
    expect(totalEnPalabras('TotalTrasladosBaseIVAExento')).toBe('Base del IVA trasladado exento');
    expect(totalEnPalabras('TotalRetencionesISR')).toBe('Total de retenciones de ISR');
  });
});
