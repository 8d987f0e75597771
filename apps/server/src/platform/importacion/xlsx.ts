import ExcelJS from 'exceljs';
import { ErrorLectura, type Registro } from './csv.ts';

/**
 * The first sheet of an .xlsx, read as a stream with exceljs's WorkbookReader (the rows are parsed
 * as the zip is inflated; a sheet stored before its shared strings is spooled to a temporary file by
 * exceljs, never kept in memory). Each row's number is the sheet's own, the one Excel shows.
 */

export const mensajesXlsx = {
  invalido: 'El archivo no es un libro de Excel (.xlsx) válido.',
} as const;

const dos = (n: number) => String(n).padStart(2, '0');

/** A date cell as text: a time alone (Excel's day 0) as HH:mm, a day as YYYY-MM-DD. */
const textoDeFecha = (d: Date): string => {
  const hora = `${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}${d.getUTCSeconds() ? `:${dos(d.getUTCSeconds())}` : ''}`;
  if (d.getUTCFullYear() < 1900) return hora;
  const dia = `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;
  return hora === '00:00' ? dia : `${dia} ${hora}`;
};

/** A number as the user typed it (binary noise such as 0.30000000000000004 removed). */
const textoDeNumero = (n: number): string =>
  Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));

/** Any cell value exceljs gives, as the text the importers read ('' when empty). */
export const textoDeCelda = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return textoDeNumero(v);
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : textoDeFecha(v);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
    if ('result' in o) return textoDeCelda(o.result);
    if ('formula' in o || 'sharedFormula' in o) return '';
    if (typeof o.text === 'string') return o.text;
    if (typeof o.error === 'string') return o.error;
  }
  return String(v);
};

type Lector = ExcelJS.stream.xlsx.WorksheetReader & { id?: number | string; name?: string };
type Libro = ExcelJS.stream.xlsx.WorkbookReader & { model?: { sheets?: { id?: number | string }[] } };

/** The rows of the workbook's first sheet (in tab order), as records. */
export async function* leerXlsx(entrada: NodeJS.ReadableStream): AsyncGenerator<Registro> {
  const libro = new ExcelJS.stream.xlsx.WorkbookReader(entrada as never, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Cached styles tell a date cell from a number (exceljs then gives a Date).
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  }) as Libro;
  let ultima = 1;
  try {
    for await (const hoja of libro as AsyncIterable<Lector>) {
      // A sheet matched to the workbook's list has its name: skip those that are not the first tab.
      const primera = libro.model?.sheets?.[0]?.id;
      if (primera !== undefined && hoja.name && String(hoja.id) !== String(primera)) continue;
      for await (const fila of hoja) {
        const valores = fila.values as unknown[];
        const celdas: string[] = [];
        for (let i = 1; i < valores.length; i++) celdas.push(textoDeCelda(valores[i]));
        ultima = fila.number;
        yield { linea: fila.number, celdas };
      }
      return;
    }
  } catch (error) {
    if (error instanceof ErrorLectura) throw error;
    throw new ErrorLectura(ultima, mensajesXlsx.invalido);
  }
}
