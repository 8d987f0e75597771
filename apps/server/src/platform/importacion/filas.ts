import { camposMsg, TEXTO_MAX, TEXTO_VALIDO } from '@farmasi/contracts/campos';
import { ErrorLectura, leerCsv, type Registro } from './csv.ts';
import type { ColumnaImportacion, ErrorFila, Fila, OrigenArchivo } from './tipos.ts';
import { leerXlsx } from './xlsx.ts';

/**
 * A file of an import as rows: its header (the first non-blank row) matched by name to the kind's
 * columns, then each data row as a `Fila` keyed by column name with its line. Blank rows (anywhere,
 * trailing ones included) are skipped.
 */

export type Formato = 'csv' | 'xlsx';

export const mensajesArchivo = {
  formato: 'El archivo debe ser .csv o .xlsx.',
  vacio: 'El archivo está vacío: le falta el encabezado.',
  desconocida: 'Columna desconocida (las columnas son: {columnas}).',
  faltante: 'Falta la columna, que es obligatoria.',
  repetida: 'La columna está dos veces en el encabezado.',
  sinEncabezado: 'La fila tiene datos en una columna sin encabezado ({n}).',
  caracteres: camposMsg.caracteres,
  largo: camposMsg.largo.replace('{max}', TEXTO_MAX.toLocaleString('en-US')),
} as const;

/** The format by the file's name: .csv (or .txt) and .xlsx; null otherwise. */
export const formatoDe = (nombre: string): Formato | null =>
  /\.xlsx$/i.test(nombre) ? 'xlsx' : /\.(csv|txt)$/i.test(nombre) ? 'csv' : null;

/** A header as compared: without accents, case or repeated spaces ('  Número  de SUCURSAL' = 'numero de sucursal'). */
export const normalizarEncabezado = (texto: string) =>
  texto.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The whole file is refused (a bad header, not UTF-8, not an .xlsx): no row was checked. */
export class ArchivoRechazado extends Error {
  readonly errores: ErrorFila[];
  constructor(errores: ErrorFila[]) {
    super(errores.map((e) => e.razon).join(' '));
    this.errores = errores;
  }
}

/** A data row, or the reasons it was refused before any importer's check. */
export type Lectura = { linea: number; fila: Fila } | { linea: number; errores: ErrorFila[] };

/** Column position of each of the kind's columns (-1: absent), or the header's errors. */
export const leerEncabezado = (
  linea: number,
  celdas: readonly string[],
  columnas: readonly ColumnaImportacion[],
): { posiciones: number[] } | { errores: ErrorFila[] } => {
  const porNombre = new Map(columnas.map((c, i) => [normalizarEncabezado(c.nombre), i]));
  const posiciones = columnas.map(() => -1);
  const errores: ErrorFila[] = [];
  const lista = columnas.map((c) => c.nombre).join(', ');
  celdas.forEach((celda, posicion) => {
    const nombre = normalizarEncabezado(celda);
    if (!nombre) return;
    const i = porNombre.get(nombre);
    if (i === undefined)
      errores.push({
        linea,
        campo: celda.trim(),
        razon: mensajesArchivo.desconocida.replace('{columnas}', lista),
      });
    else if (posiciones[i] !== -1)
      errores.push({ linea, campo: celda.trim(), razon: mensajesArchivo.repetida });
    else posiciones[i] = posicion;
  });
  columnas.forEach((c, i) => {
    if (c.requerida && posiciones[i] === -1)
      errores.push({ linea, campo: c.nombre, razon: mensajesArchivo.faltante });
  });
  return errores.length > 0 ? { errores } : { posiciones };
};

/** Column letters as Excel names them (0 → A, 26 → AA), to point at a cell without a header. */
const letra = (i: number): string =>
  (i < 26 ? '' : letra(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** One data row as a Fila (trimmed cells by column name), or why its cells cannot be read. */
export const leerFila = (
  registro: Registro,
  posiciones: readonly number[],
  columnas: readonly ColumnaImportacion[],
): Lectura => {
  const { linea, celdas } = registro;
  const errores: ErrorFila[] = [];
  const fila: Record<string, string> = {};
  const usadas = new Set(posiciones);
  columnas.forEach((c, i) => {
    const p = posiciones[i] ?? -1;
    const valor = p < 0 ? '' : (celdas[p] ?? '').trim();
    if (!TEXTO_VALIDO.test(valor))
      errores.push({ linea, campo: c.nombre, razon: mensajesArchivo.caracteres });
    else if (valor.length > TEXTO_MAX) errores.push({ linea, campo: c.nombre, razon: mensajesArchivo.largo });
    fila[c.nombre] = valor;
  });
  celdas.forEach((celda, p) => {
    if (!usadas.has(p) && celda.trim() !== '')
      errores.push({ linea, campo: '', razon: mensajesArchivo.sinEncabezado.replace('{n}', letra(p)) });
  });
  return errores.length > 0 ? { linea, errores } : { linea, fila };
};

const registrosDe = (formato: Formato, entrada: NodeJS.ReadableStream) =>
  formato === 'csv' ? leerCsv(entrada as AsyncIterable<Buffer>) : leerXlsx(entrada);

/**
 * The data rows of a file, read as a stream. Throws ArchivoRechazado when the file as a whole cannot
 * be read: not .csv/.xlsx, no header, a header that does not match the kind's columns (before any
 * row), not UTF-8 or an unclosed quote (at the line where reading stopped).
 */
export async function* leerFilas(
  archivo: OrigenArchivo,
  columnas: readonly ColumnaImportacion[],
): AsyncGenerator<Lectura> {
  const formato = formatoDe(archivo.nombre);
  if (!formato) throw new ArchivoRechazado([{ linea: 0, campo: '', razon: mensajesArchivo.formato }]);
  const entrada = archivo.abrir();
  let posiciones: number[] | null = null;
  try {
    for await (const registro of registrosDe(formato, entrada)) {
      if (registro.celdas.every((c) => c.trim() === '')) continue;
      if (posiciones) {
        yield leerFila(registro, posiciones, columnas);
        continue;
      }
      const encabezado = leerEncabezado(registro.linea, registro.celdas, columnas);
      if ('errores' in encabezado) throw new ArchivoRechazado(encabezado.errores);
      posiciones = encabezado.posiciones;
    }
  } catch (error) {
    if (error instanceof ErrorLectura)
      throw new ArchivoRechazado([{ linea: error.linea, campo: '', razon: error.message }]);
    throw error;
  } finally {
    (entrada as { destroy?: () => void }).destroy?.();
  }
  if (!posiciones) throw new ArchivoRechazado([{ linea: 0, campo: '', razon: mensajesArchivo.vacio }]);
}
