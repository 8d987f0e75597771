import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type ColumnaExcel, type LibroExcel, neutralizarCelda, valorDeCelda } from './excel.ts';
import { horaLocal } from './fechas.ts';
import { prepararDescarga } from './respuesta-archivo.ts';

export const CSV_MIME = 'text/csv; charset=utf-8';
/** UTF-8 byte order mark: without it Excel reads the file as ANSI and shows 'FarmaSÃ­'. */
export const BOM = '\uFEFF';
/** Excel in Mexico (es-MX) splits on commas and reads '.' as the decimal point. */
const SEPARADOR = ',';
const FIN_LINEA = '\r\n';

const dos = (n: number) => String(n).padStart(2, '0');

/**
 * A file name's stamp in Mexico City's wall-clock time, as the spec names exports (003 §9:
 * prefix + yyyymmdd_hhmmss), e.g. '20261127_131512'.
 */
export const selloArchivo = (ahora: Date = new Date()): string => {
  const l = horaLocal(ahora);
  return `${l.getUTCFullYear()}${dos(l.getUTCMonth() + 1)}${dos(l.getUTCDate())}_${dos(l.getUTCHours())}${dos(
    l.getUTCMinutes(),
  )}${dos(l.getUTCSeconds())}`;
};

/** RFC 4180: a field with the separator, a quote or a line break is quoted, its quotes doubled. */
export const campoCsv = (texto: string): string =>
  /[",\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;

/**
 * One cell as CSV text, by the column's kind and with the same rules as the .xlsx (excel.ts): numbers
 * plain (money with two decimals, no '$', so Excel reads a number), days dd/mm/yyyy and instants
 * dd/mm/yyyy HH:mm in Mexico City time, the sentinel and NULL empty, and text that a spreadsheet
 * could take for a formula (= + - @, tab, CR) neutralised with a leading apostrophe.
 */
export const celdaCsv = <T>(columna: ColumnaExcel<T>, fila: T): string => {
  const v = valorDeCelda(columna, fila);
  if (v === null) return '';
  if (typeof v === 'number') return columna.kind === 'moneda' ? v.toFixed(2) : String(v);
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (v instanceof Date) {
    // valorDeCelda already moved instants to Mexico City's wall clock, written as UTC fields.
    const diaTexto = `${dos(v.getUTCDate())}/${dos(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`;
    return columna.kind === 'fechaHora'
      ? `${diaTexto} ${dos(v.getUTCHours())}:${dos(v.getUTCMinutes())}`
      : diaTexto;
  }
  return campoCsv(neutralizarCelda(v));
};

// Lines are gathered into pieces of about this many characters before they are written.
const TROZO = 64 * 1024;

/**
 * Writes the rows as CSV into `destino` as they come (memory stays flat), UTF-8 with BOM, CRLF
 * lines, a header line with the columns' titles; waits whenever the destination is full. Resolves
 * with the number of data rows written.
 */
export const escribirCsv = async <T>(destino: Writable, libro: LibroExcel<T>): Promise<number> => {
  const escribir = async (texto: string) => {
    if (!destino.write(texto, 'utf8'))
      await new Promise<void>((listo, fallo) => {
        destino.once('drain', listo);
        destino.once('error', fallo);
      });
  };
  let pendiente =
    BOM + libro.columnas.map((c) => campoCsv(neutralizarCelda(c.header))).join(SEPARADOR) + FIN_LINEA;
  let filas = 0;
  for await (const fila of libro.filas) {
    pendiente += libro.columnas.map((c) => celdaCsv(c, fila)).join(SEPARADOR) + FIN_LINEA;
    filas++;
    if (pendiente.length >= TROZO) {
      await escribir(pendiente);
      pendiente = '';
    }
  }
  await escribir(pendiente);
  destino.end();
  return filas;
};

/**
 * Streams the CSV as the HTTP answer (a route handler returns what this returns). A failure after
 * the first bytes cuts the download, so a truncated file is never taken for a whole one.
 */
export const enviarCsv = <T>(
  reply: FastifyReply,
  nombreArchivo: string,
  libro: LibroExcel<T>,
): FastifyReply => {
  const paso = new PassThrough();
  prepararDescarga(reply, { tipoMime: CSV_MIME, nombre: nombreArchivo });
  escribirCsv(paso, libro).catch((error: unknown) => {
    reply.log.error({ err: error }, 'exportación a CSV interrumpida');
    paso.destroy(error as Error);
  });
  return reply.send(paso);
};
