import { XLSX_MIME, xlsxBuffer } from '../excel.ts';
import type { Formato } from './filas.ts';
import type { Importador } from './tipos.ts';

/**
 * The template of a kind: its header, in Spanish, and one example row. The CSV is UTF-8 with a BOM
 * (so that Excel opens it with its accents right), comma-separated, CRLF; the .xlsx keeps every cell
 * as text, so that a code such as 01000 keeps its leading zero when typed over.
 */

const BOM = '\uFEFF';

/** A CSV field, quoted when it holds a separator, a quote, a line break or edge spaces. */
export const campoCsv = (texto: string) =>
  /[",;\r\n]|^\s|\s$/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;

/** The CSV text of rows (no BOM): comma-separated, CRLF after every row. */
export const textoCsv = (filas: readonly (readonly string[])[]) =>
  filas.map((f) => `${f.map(campoCsv).join(',')}\r\n`).join('');

export const nombrePlantilla = (tipo: string, formato: Formato) => `plantilla-${tipo}.${formato}`;

export const tipoMimePlantilla = (formato: Formato) =>
  formato === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MIME;

export const escribirPlantilla = async (
  importador: Pick<Importador<unknown>, 'tipo' | 'columnas'>,
  formato: Formato,
): Promise<Buffer> => {
  const encabezado = importador.columnas.map((c) => c.nombre);
  const ejemplo = importador.columnas.map((c) => c.ejemplo);
  if (formato === 'csv') return Buffer.from(BOM + textoCsv([encabezado, ejemplo]), 'utf8');
  return xlsxBuffer({
    hoja: importador.tipo,
    columnas: importador.columnas.map((c, i) => ({
      header: c.nombre,
      key: String(i),
      kind: 'texto' as const,
      width: Math.min(60, Math.max(c.nombre.length, c.ejemplo.length) + 3),
    })),
    filas: [Object.fromEntries(ejemplo.map((v, i) => [String(i), v]))],
  });
};
