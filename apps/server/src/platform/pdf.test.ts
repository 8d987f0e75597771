import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { crearPdf, enviarPdf, PDF_MIME, tamanoTicket } from './pdf.ts';

/** A 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** WinAnsi bytes as text: latin1 but for the punctuation it puts at 0x80–0x9F (Node decodes those as C1). */
const ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};
const winAnsi = { decode: (b: Buffer) => [...b].map((c) => ANSI[c] ?? String.fromCharCode(c)).join('') };
/** The text drawn in an uncompressed PDF: the hex strings of its TJ operators (WinAnsi). */
const textoDe = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [])
    .map((op) =>
      [...op.matchAll(/<([0-9a-f]*)>/g)].map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex'))).join(''),
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
    // Every row in the regular font, also the first one after each repeated (bold) header.
    const fuentes = [...pdf.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf\n[^[]*\[([^\]]*)\] TJ/g)];
    const fuenteDe = (t: string) =>
      fuentes.filter((f) => textoDe(Buffer.from(`[${f[2]}] TJ`, 'latin1')) === t)[0]?.[1];
    expect(new Set(filas.map(([a]) => fuenteDe(a!)))).toEqual(new Set([fuenteDe('Artículo 1')]));
    expect(fuenteDe('Artículo 1')).not.toBe(fuenteDe('Descripción'));
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

  it('wraps a fixed-width block without spaces at the width, continuing on the next page', async () => {
    const sello = Array.from({ length: 9000 }, (_, i) => 'ABCDEFGHIJ+/0123456789'[i % 22]).join('');
    const pdf = await crearPdf({ comprimir: false })
      .texto('Sello digital del SAT')
      .monoespaciado(sello, 8)
      .terminar();
    expect(pdf.toString('latin1')).toContain('/BaseFont /Courier');
    const lineas = textoDe(pdf).split('\n').slice(1);
    // Letter width minus the margins, 4.8 points per character at 8 points.
    expect(Math.max(...lineas.map((l) => l.length))).toBe(Math.floor((612 - 80) / 4.8));
    expect(lineas.join('')).toBe(sello);
    expect(paginas(pdf)).toBe(2);
  });

  it('puts lines of text beside an image', async () => {
    const pdf = await crearPdf({ comprimir: false })
      .imagenConTexto(PNG_1X1, ['Folio fiscal', { texto: 'E0F8F24A-E30B-4F7E', negrita: true }], {
        ancho: 90,
      })
      .texto('Debajo')
      .terminar();
    const texto = textoDe(pdf);
    expect(texto).toContain('Folio fiscal');
    expect(texto).toContain('E0F8F24A-E30B-4F7E');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(pdf.toString('latin1')).toContain('/BaseFont /Helvetica-Bold');
  });

  it('prints a label on every page', async () => {
    const filas = Array.from({ length: 150 }, (_, i) => [`Documento ${i + 1}`]);
    const pdf = await crearPdf({ comprimir: false, leyendaEnCadaPagina: 'SIN VALOR FISCAL — PRUEBA' })
      .tabla([{ header: 'Documento' }], filas)
      .terminar();
    const n = paginas(pdf);
    expect(n).toBeGreaterThan(1);
    expect(textoDe(pdf).split('SIN VALOR FISCAL — PRUEBA').length - 1).toBe(n);
    expect(textoDe(pdf)).toContain('Documento 150');
  });
});
