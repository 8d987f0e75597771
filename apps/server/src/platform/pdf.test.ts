import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { crearPdf, enviarPdf, PDF_MIME, tamanoTicket } from './pdf.ts';

/** A 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The text drawn in an uncompressed PDF: the hex strings of its TJ operators (WinAnsi ≈ latin1). */
const textoDe = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [])
    .map((op) =>
      [...op.matchAll(/<([0-9a-f]*)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');

const paginas = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;

describe('PDF builder', () => {
  it('writes a real PDF with Spanish text, a table and an image', async () => {
    const pdf = await crearPdf({ comprimir: false, titulo: 'Contrarrecibo' })
      .texto('Contrarrecibo de facturas', { negrita: true, tamano: 14, alineacion: 'center' })
      .texto('Señor proveedor: ¿recibió la acción?')
      .linea()
      .imagen(PNG_1X1, { ancho: 40, alto: 40 })
      .tabla(
        [
          { header: 'Factura', ancho: 2 },
          { header: 'Importe', alineacion: 'right' },
        ],
        [
          ['A-100', '$1,234.50'],
          ['B-7', '$10.00'],
        ],
      )
      .terminar();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const texto = textoDe(pdf);
    for (const t of [
      'Contrarrecibo de facturas',
      'Señor proveedor: ¿recibió la acción?',
      'Factura',
      'Importe',
      'A-100',
      '$1,234.50',
    ])
      expect(texto).toContain(t);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(paginas(pdf)).toBe(1);
  });

  it('makes ticket-sized pages and breaks long tables over pages, header repeated', async () => {
    const filas = Array.from({ length: 120 }, (_, i) => [`Artículo ${i + 1}`, String(i + 1)]);
    const pdf = await crearPdf({ comprimir: false, tamano: tamanoTicket(80, 200), margen: 8, tamanoLetra: 8 })
      .tabla([{ header: 'Descripción', ancho: 3 }, { header: 'Cant.' }], filas)
      .terminar();
    const caja = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!;
    expect(Number(caja[1])).toBeCloseTo(226.77, 1);
    expect(Number(caja[2])).toBeCloseTo(566.93, 1);
    const n = paginas(pdf);
    expect(n).toBeGreaterThan(1);
    const texto = textoDe(pdf);
    expect(texto.split('Descripción').length - 1).toBe(n);
    expect(texto).toContain('Artículo 120');
  });

  it('compresses by default', async () => {
    const pdf = await crearPdf().texto('Comprimido').terminar();
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(textoDe(pdf)).not.toContain('Comprimido');
  });

  it('answers a PDF inline with its name', async () => {
    const pdf = await crearPdf().texto('x').terminar();
    const app = Fastify();
    app.get('/t', (_req, reply) => enviarPdf(reply, 'Ticket 15.pdf', pdf));
    const res = await app.inject({ method: 'GET', url: '/t' });
    await app.close();
    expect(res.headers['content-type']).toBe(PDF_MIME);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Ticket 15.pdf"; filename*=UTF-8''Ticket%2015.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
