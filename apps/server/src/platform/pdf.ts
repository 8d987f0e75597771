import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { type ModoArchivo, prepararDescarga } from './respuesta-archivo.ts';

export const PDF_MIME = 'application/pdf';

/** Points per millimetre (PDF units are 1/72 inch). */
const PUNTOS_MM = 72 / 25.4;

/** A paper name pdfkit knows ('LETTER', 'A4', 'LEGAL'...) or [width, height] in points. */
export type TamanoPagina = string | [number, number];

/** A receipt-printer page: 80 mm (or 58 mm) wide; as tall as the ticket needs, in millimetres. */
export const tamanoTicket = (anchoMm: 58 | 80 | number, altoMm: number): [number, number] => [
  anchoMm * PUNTOS_MM,
  altoMm * PUNTOS_MM,
];

export interface OpcionesPdf {
  tamano?: TamanoPagina;
  horizontal?: boolean;
  /** Margin on every side, in points (a ticket wants about 8). */
  margen?: number;
  titulo?: string;
  autor?: string;
  /** Compressed content streams (default); tests turn it off to read the text back. */
  comprimir?: boolean;
  /** Base font size in points. */
  tamanoLetra?: number;
  /** A label printed in bold red at the top of every page (e.g. 'SIN VALOR FISCAL'), in the top margin. */
  leyendaEnCadaPagina?: string;
}

export type Alineacion = 'left' | 'center' | 'right' | 'justify';

export interface OpcionesTexto {
  tamano?: number;
  negrita?: boolean;
  alineacion?: Alineacion;
}

export interface ColumnaPdf {
  header: string;
  /** A share of the usable width (all columns' shares are scaled to fill it). */
  ancho?: number;
  alineacion?: Alineacion;
}

const FUENTE = 'Helvetica';
const FUENTE_NEGRITA = 'Helvetica-Bold';
const FUENTE_FIJA = 'Courier';

/** A line of text beside an image: plain, or bold. */
export type LineaPdf = string | { texto: string; negrita?: boolean };

/**
 * One way to write every document (tickets, counter-receipts, CFDI printouts): pdfkit with the
 * built-in Helvetica (WinAnsi covers Spanish), a few building blocks, and the file as a Buffer.
 */
export class DocumentoPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly partes: Buffer[] = [];
  private readonly fin: Promise<void>;
  private readonly letra: number;
  private readonly leyenda: string | undefined;

  constructor(opciones: OpcionesPdf = {}) {
    this.letra = opciones.tamanoLetra ?? 10;
    this.leyenda = opciones.leyendaEnCadaPagina;
    this.doc = new PDFDocument({
      size: opciones.tamano ?? 'LETTER',
      layout: opciones.horizontal ? 'landscape' : 'portrait',
      margin: opciones.margen ?? 40,
      compress: opciones.comprimir ?? true,
      // Pages kept until the end only to print the label on each of them.
      bufferPages: Boolean(opciones.leyendaEnCadaPagina),
      info: {
        Title: opciones.titulo ?? '',
        Author: opciones.autor ?? 'FarmaSí',
        Creator: 'FarmaSí back-office',
        Producer: 'FarmaSí back-office',
      },
    });
    this.doc.on('data', (c: Buffer) => this.partes.push(c));
    this.fin = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.font(FUENTE).fontSize(this.letra);
  }

  /** The usable width between the margins. */
  get anchoUtil(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  texto(texto: string, o: OpcionesTexto = {}): this {
    this.doc
      .font(o.negrita ? FUENTE_NEGRITA : FUENTE)
      .fontSize(o.tamano ?? this.letra)
      .text(texto, this.doc.page.margins.left, this.doc.y, {
        width: this.anchoUtil,
        align: o.alineacion ?? 'left',
      });
    this.doc.font(FUENTE).fontSize(this.letra);
    return this;
  }

  /** Blank lines of the base size. */
  espacio(lineas = 1): this {
    this.doc.moveDown(lineas);
    return this;
  }

  /** A horizontal rule across the usable width. */
  linea(): this {
    const y = this.doc.y + 2;
    const x = this.doc.page.margins.left;
    this.doc
      .moveTo(x, y)
      .lineTo(x + this.anchoUtil, y)
      .lineWidth(0.5)
      .stroke();
    this.doc.y = y + 4;
    return this;
  }

  /** A PNG or JPEG from memory, fitted into the given box (points), at the current line. */
  imagen(
    contenido: Buffer,
    o: { ancho?: number; alto?: number; alineacion?: 'left' | 'center' | 'right' } = {},
  ): this {
    const ancho = Math.min(o.ancho ?? this.anchoUtil, this.anchoUtil);
    const alto = o.alto ?? ancho;
    this.saltoSiNoCabe(alto);
    const y = this.doc.y;
    const hueco = this.anchoUtil - ancho;
    const dx = o.alineacion === 'center' ? hueco / 2 : o.alineacion === 'right' ? hueco : 0;
    this.doc.image(contenido, this.doc.page.margins.left + dx, y, { fit: [ancho, alto] });
    this.doc.y = y + alto;
    return this;
  }

  /**
   * A simple table: bold header, rows of text, column shares of the usable width; a row that does
   * not fit goes to a new page under the header again.
   */
  tabla(columnas: readonly ColumnaPdf[], filas: readonly (readonly unknown[])[], tamano = this.letra): this {
    const total = columnas.reduce((s, c) => s + (c.ancho ?? 1), 0);
    const anchos = columnas.map((c) => ((c.ancho ?? 1) / total) * this.anchoUtil);
    const x0 = this.doc.page.margins.left;
    const encabezados = columnas.map((c) => c.header);
    const fila = (celdas: readonly string[], negrita: boolean) => {
      this.doc.font(negrita ? FUENTE_NEGRITA : FUENTE).fontSize(tamano);
      const alto = Math.max(
        ...celdas.map((t, i) => this.doc.heightOfString(t, { width: anchos[i]! - 4 })),
        tamano,
      );
      if (this.saltoSiNoCabe(alto + 4) && !negrita) {
        fila(encabezados, true);
        this.fuente(false, tamano); // the row's own font again after the repeated bold header
      }
      const y = this.doc.y;
      let x = x0;
      celdas.forEach((t, i) => {
        this.doc.text(t, x + 2, y + 2, { width: anchos[i]! - 4, align: columnas[i]!.alineacion ?? 'left' });
        x += anchos[i]!;
      });
      this.doc.y = y + alto + 4;
      if (negrita) {
        this.doc
          .moveTo(x0, this.doc.y)
          .lineTo(x0 + this.anchoUtil, this.doc.y)
          .lineWidth(0.5)
          .stroke();
      }
    };
    fila(encabezados, true);
    for (const f of filas)
      fila(
        columnas.map((_, i) => textoDe(f[i])),
        false,
      );
    this.doc.font(FUENTE).fontSize(this.letra);
    this.doc.x = x0;
    return this;
  }

  /**
   * A block of fixed-width text (seals, cadenas originales), cut every as many characters as fit the
   * usable width, so that long runs without spaces wrap too; it continues on the next page when needed.
   */
  monoespaciado(texto: string, tamano = 7): this {
    const porLinea = Math.max(1, Math.floor(this.anchoUtil / (tamano * 0.6)));
    const alto = tamano * 1.2;
    const lineas = texto
      .split('\n')
      .flatMap((l) => (l.length ? (l.match(new RegExp(`.{1,${porLinea}}`, 'g')) ?? []) : ['']));
    this.doc.font(FUENTE_FIJA).fontSize(tamano);
    for (const l of lineas) {
      this.saltoSiNoCabe(alto);
      const y = this.doc.y;
      this.doc.text(l, this.doc.page.margins.left, y, { lineBreak: false });
      this.doc.y = y + alto;
    }
    this.fuente(false);
    this.doc.x = this.doc.page.margins.left;
    return this;
  }

  /** A PNG or JPEG (a QR code) of `ancho` points square at the left, and lines of text beside it. */
  imagenConTexto(
    contenido: Buffer,
    lineas: readonly LineaPdf[],
    o: { ancho: number; tamano?: number },
  ): this {
    const [x0, y0] = [this.doc.page.margins.left, this.doc.y];
    const ancho = this.anchoUtil - o.ancho - 10;
    const partes = lineas.map((l) => (typeof l === 'string' ? { texto: l } : l));
    const alto = partes.reduce(
      (s, l) => s + this.fuente(l.negrita, o.tamano).heightOfString(l.texto, { width: ancho }),
      0,
    );
    const y = this.saltoSiNoCabe(Math.max(o.ancho, alto)) ? this.doc.y : y0;
    this.doc.image(contenido, x0, y, { fit: [o.ancho, o.ancho] });
    this.doc.y = y;
    for (const l of partes)
      this.fuente(l.negrita, o.tamano).text(l.texto, x0 + o.ancho + 10, this.doc.y, { width: ancho });
    this.fuente(false);
    this.doc.x = x0;
    this.doc.y = Math.max(y + o.ancho, this.doc.y) + 4;
    return this;
  }

  nuevaPagina(): this {
    this.doc.addPage();
    return this;
  }

  /** Ends the document and answers its bytes. */
  async terminar(): Promise<Buffer> {
    if (this.leyenda) {
      const { start, count } = this.doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) this.dibujarLeyenda(i, this.leyenda);
    }
    this.doc.end();
    await this.fin;
    return Buffer.concat(this.partes);
  }

  private fuente(negrita: boolean | undefined, tamano = this.letra) {
    return this.doc.font(negrita ? FUENTE_NEGRITA : FUENTE).fontSize(tamano);
  }

  /** The label of page `i`, in its top margin. */
  private dibujarLeyenda(i: number, leyenda: string): void {
    this.doc.switchToPage(i);
    this.fuente(true, 11)
      .fillColor('#b00020')
      .text(leyenda, this.doc.page.margins.left, Math.max(4, this.doc.page.margins.top / 2 - 6), {
        width: this.anchoUtil,
        align: 'center',
        lineBreak: false,
      })
      .fillColor('black');
  }

  /** Starts a new page when `alto` points do not fit above the bottom margin; true if it did. */
  private saltoSiNoCabe(alto: number): boolean {
    const limite = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + alto <= limite) return false;
    this.doc.addPage();
    return true;
  }
}

const textoDe = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const crearPdf = (opciones?: OpcionesPdf) => new DocumentoPdf(opciones);

/** Sends a PDF as the answer: shown in the browser by default, or saved with `modo: 'attachment'`. */
export const enviarPdf = (
  reply: FastifyReply,
  nombreArchivo: string,
  contenido: Buffer,
  modo: ModoArchivo = 'inline',
): FastifyReply =>
  prepararDescarga(reply, { tipoMime: PDF_MIME, nombre: nombreArchivo, modo })
    .header('content-length', contenido.length)
    .send(contenido);
