import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { esCentinela, formatoFechaHora, horaLocal } from './fechas.ts';
import { prepararDescarga } from './respuesta-archivo.ts';
import {
  estilos,
  FIN_HOJA,
  inicioHoja,
  letraColumna,
  libro as libroXml,
  propiedades,
  relacionesLibro,
  relacionesPaquete,
  serialExcel,
  tiposDeContenido,
  xmlTexto,
} from './xlsx-partes.ts';
import { ZipFlujo } from './zip-flujo.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Valor = string | number | boolean | Date | null;

/** What a column holds, which decides the cell's type and format. */
export type TipoColumna = 'texto' | 'numero' | 'moneda' | 'fecha' | 'fechaHora';

export interface ColumnaExcel<T> {
  header: string;
  /** The row's field read into this column (unless `valor` computes it). */
  key: string;
  width?: number;
  kind?: TipoColumna;
  /** Computes the value from the row, for columns that are not one field. */
  valor?: (fila: T) => unknown;
  /** An Excel number format other than the kind's (e.g. costs with 4 decimals). */
  formato?: string;
}

export interface LibroExcel<T> {
  hoja: string;
  columnas: readonly ColumnaExcel<T>[];
  /** Rows as they come: an async generator over the query keeps memory flat (see `enLotes`). */
  filas: AsyncIterable<T> | Iterable<T>;
  /** Data rows per sheet before the next one starts (tests use a few); Excel's most by default. */
  filasPorHoja?: number;
}

/** The rows an Excel sheet holds (1,048,576), less its header: the rest go on to another sheet. */
export const FILAS_POR_HOJA = 1_048_575;

/** Sheet n's name: the book's, then 'Nombre (2)', 'Nombre (3)'…, within Excel's 31 characters. */
export const nombreDeHoja = (hoja: string, n: number) => {
  const sufijo = n === 1 ? '' : ` (${n})`;
  return hoja.slice(0, 31 - sufijo.length) + sufijo;
};

/**
 * Deflate level of the file: the sheet XML repeats itself so much that level 1 gives the size of the
 * default 6 within 1% (100,000 rows: 1.77 MB), in less time.
 */
const NIVEL_COMPRESION = 1;

const FORMATOS: Record<TipoColumna, string | undefined> = {
  texto: '@',
  numero: undefined,
  moneda: '"$"#,##0.00;-"$"#,##0.00',
  fecha: 'dd/mm/yyyy',
  // 12-hour clock with AM/PM, as every screen shows a time (003 §9: 05/ago/2025 03:07 PM).
  fechaHora: 'dd/mm/yyyy hh:mm AM/PM',
};

/** An ISO instant as the API carries it ('2026-11-27T19:15:12.412Z', or with an offset). */
export const INSTANTE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A calendar day as the API carries it. */
export const DIA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The kind of a column judged from its values (a table sent whole by the browser carries the API's
 * raw values): only days → 'fecha', only instants (or days and instants) → 'fechaHora', anything else
 * → 'texto'. Empty cells and the sentinel 1900-01-01 do not count; a column with no value is text.
 */
export const tipoPorValores = (valores: Iterable<unknown>): TipoColumna => {
  let dias = 0;
  let instantes = 0;
  let centinelas = 0;
  for (const v of valores) {
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'string') return 'texto';
    if (esCentinela(v)) {
      centinelas++;
      continue;
    }
    if (INSTANTE_ISO.test(v) && !Number.isNaN(Date.parse(v))) instantes++;
    else if (DIA_ISO.test(v)) dias++;
    else return 'texto';
  }
  // A column of nothing but 'no date' is a date column with every cell empty.
  return instantes > 0 ? 'fechaHora' : dias > 0 || centinelas > 0 ? 'fecha' : 'texto';
};

/**
 * OWASP formula injection: a text that a spreadsheet could read as a formula (= + - @, or a tab or
 * carriage return that some programs strip first) is written with a leading apostrophe.
 */
export const neutralizarCelda = (texto: string): string => (/^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto);

const comoNumero = (v: unknown): number | string | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : neutralizarCelda(String(v));
};

/** A day or instant as the wall clock of Mexico City (what the sheet shows); the sentinel is empty. */
const comoFecha = (v: unknown, kind: 'fecha' | 'fechaHora'): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' && esCentinela(v)) return null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${v}T00:00:00Z`);
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return null;
  const local = horaLocal(d);
  return kind === 'fecha' ? new Date(`${local.toISOString().slice(0, 10)}T00:00:00Z`) : local;
};

/** The cell value of one column for one row. */
export const valorDeCelda = <T>(columna: ColumnaExcel<T>, fila: T): Valor => {
  const v = columna.valor ? columna.valor(fila) : (fila as Record<string, unknown>)[columna.key];
  switch (columna.kind ?? 'texto') {
    case 'numero':
    case 'moneda':
      return comoNumero(v);
    case 'fecha':
      return comoFecha(v, 'fecha');
    case 'fechaHora':
      return comoFecha(v, 'fechaHora');
    default:
      if (v === null || v === undefined) return null;
      // Numbers and booleans stay what they are; only text can carry a formula.
      if (typeof v === 'number' || typeof v === 'boolean') return v;
      // An instant in a text column is written as the screens show it, in Mexico City (never UTC).
      return neutralizarCelda(v instanceof Date ? formatoFechaHora(v) : String(v));
  }
};

/** One cell's XML (empty cells are left out; a non-finite number is written as its text). */
const celda = (ref: string, estilo: number, v: Valor): string => {
  if (v === null) return '';
  const s = estilo ? ` s="${estilo}"` : '';
  if (typeof v === 'number')
    return Number.isFinite(v)
      ? `<c r="${ref}"${s}><v>${v}</v></c>`
      : `<c r="${ref}"${s} t="inlineStr"><is><t>${v}</t></is></c>`;
  if (typeof v === 'boolean') return `<c r="${ref}"${s} t="b"><v>${v ? 1 : 0}</v></c>`;
  if (v instanceof Date) return `<c r="${ref}"${s}><v>${serialExcel(v)}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlTexto(v)}</t></is></c>`;
};

// Rows are gathered into pieces of about this many characters before they are compressed.
const TROZO = 64 * 1024;

/**
 * Writes a real .xlsx into `destino`, row by row as they come: the sheets' XML is written by hand
 * (xlsx-partes.ts) and deflated as it goes (zip-flujo.ts), waiting whenever the destination is full,
 * so a 100,000-row export never holds its rows in memory. (exceljs's streaming writer built a style
 * object model per cell: 100,000 rows took 20 s on a loaded machine; see docs/rendimiento.md.) Past
 * a sheet's 1,048,575 rows the export goes on in another sheet with the same header, so no export is
 * cut; the parts that list the sheets are written last (readers find parts by the zip's directory).
 * Resolves with the number of data rows written.
 */
export const escribirXlsx = async <T>(destino: Writable, libro: LibroExcel<T>): Promise<number> => {
  const zip = new ZipFlujo(destino, NIVEL_COMPRESION);
  const { parte: estilosXml, porColumna } = estilos(
    libro.columnas.map((c) => c.formato ?? FORMATOS[c.kind ?? 'texto']),
  );
  const porHoja = Math.max(1, libro.filasPorHoja ?? FILAS_POR_HOJA);
  const letras = libro.columnas.map((_, i) => letraColumna(i));
  const encabezado = inicioHoja(libro.columnas.map((c) => ({ header: c.header, width: c.width ?? 15 })));
  await zip.agregar('_rels/.rels', relacionesPaquete());
  await zip.agregar('docProps/core.xml', propiedades('FarmaSí back-office', new Date()));
  await zip.agregar('xl/styles.xml', estilosXml);
  let hojas = 1;
  let hoja = await zip.abrir('xl/worksheets/sheet1.xml');
  let pendiente = encabezado;
  let filas = 0;
  let enHoja = 0;
  for await (const fila of libro.filas) {
    if (enHoja === porHoja) {
      await hoja.escribir(pendiente + FIN_HOJA);
      await hoja.cerrar();
      hojas++;
      hoja = await zip.abrir(`xl/worksheets/sheet${hojas}.xml`);
      pendiente = encabezado;
      enHoja = 0;
    }
    const r = enHoja + 2;
    pendiente += `<row r="${r}">`;
    for (let i = 0; i < libro.columnas.length; i++) {
      const columna = libro.columnas[i] as ColumnaExcel<T>;
      pendiente += celda(`${letras[i]}${r}`, porColumna[i] ?? 0, valorDeCelda(columna, fila) as Valor);
    }
    pendiente += '</row>';
    filas++;
    enHoja++;
    if (pendiente.length >= TROZO) {
      await hoja.escribir(pendiente);
      pendiente = '';
    }
  }
  await hoja.escribir(pendiente + FIN_HOJA);
  await hoja.cerrar();
  const nombres = Array.from({ length: hojas }, (_, i) => nombreDeHoja(libro.hoja, i + 1));
  await zip.agregar('xl/workbook.xml', libroXml(nombres));
  await zip.agregar('xl/_rels/workbook.xml.rels', relacionesLibro(hojas));
  await zip.agregar('[Content_Types].xml', tiposDeContenido(hojas));
  await zip.terminar();
  return filas;
};

/** The whole file in memory, for the calls whose answer carries it (base64 in the envelope). */
export const xlsxBuffer = async <T>(libro: LibroExcel<T>): Promise<Buffer> => {
  const destino = new PassThrough();
  const partes: Buffer[] = [];
  destino.on('data', (c: Buffer) => partes.push(c));
  const fin = once(destino, 'end');
  await escribirXlsx(destino, libro);
  await fin;
  return Buffer.concat(partes);
};

/**
 * Streams the file as the HTTP answer (a route handler returns what this returns). A failure
 * after the first bytes cuts the download, so a truncated file is never taken for a whole one.
 */
export const enviarXlsx = <T>(
  reply: FastifyReply,
  nombreArchivo: string,
  libro: LibroExcel<T>,
): FastifyReply => {
  const paso = new PassThrough();
  prepararDescarga(reply, { tipoMime: XLSX_MIME, nombre: nombreArchivo });
  escribirXlsx(paso, libro).catch((error: unknown) => {
    reply.log.error({ err: error }, 'exportación a Excel interrumpida');
    paso.destroy(error as Error);
  });
  return reply.send(paso);
};

/**
 * Pulls a query in pages as an async generator: `leer(offset, tamano)` answers one page, and the
 * generator stops at the first short page. For big tables prefer `porClave`.
 */
export async function* enLotes<T>(
  leer: (offset: number, tamano: number) => Promise<readonly T[]>,
  tamano = 1000,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += tamano) {
    const lote = await leer(offset, tamano);
    yield* lote;
    if (lote.length < tamano) return;
  }
}

/**
 * Keyset paging: `leer(despues, tamano)` answers the rows whose key follows `despues` (undefined
 * for the first page) in key order; every page costs the same however deep the export goes.
 */
export async function* porClave<T, K>(
  leer: (despues: K | undefined, tamano: number) => Promise<readonly T[]>,
  claveDe: (fila: T) => K,
  tamano = 1000,
): AsyncGenerator<T> {
  let despues: K | undefined;
  for (;;) {
    const lote = await leer(despues, tamano);
    yield* lote;
    if (lote.length < tamano) return;
    despues = claveDe(lote[lote.length - 1]!);
  }
}
