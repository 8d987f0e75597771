import type { TipoImportacion } from '@farmasi/contracts/sistemas/importar-datos';
import type { Database, Queryable, Tx } from '../../db/client.ts';
import type { Actor } from '../audit.ts';

/**
 * Master-data imports (issue 28): one importer per kind, run the same way by the command line
 * (`npm run import -- <tipo> <archivo> [--dry-run]`) and by the 'Importar datos' screen. The framework
 * (`ejecutar.ts`) reads the file as a stream of rows, asks the importer to check each row and each batch,
 * reports every bad row as `línea N: <campo>: <razón>`, and writes nothing unless every row is good; then
 * it reads the file again and writes every batch in ONE transaction, upserting by the natural key.
 */

/** The kinds of master data, as the command and the screen name them (the screen's contract). */
export { TIPOS_IMPORTACION, type TipoImportacion } from '@farmasi/contracts/sistemas/importar-datos';

/** One column of a kind's file: its header, in Spanish, matched by name (accents, case and spaces ignored). */
export interface ColumnaImportacion {
  /** The header as the template writes it, e.g. 'Número de sucursal'. */
  nombre: string;
  requerida: boolean;
  /** The template's example row's value. */
  ejemplo: string;
  /** What it holds and its format, for `--help` and the screen ('3-2-6, p. ej. 105-01-000001'). */
  descripcion: string;
}

/** A data row of the file: cell text by column `nombre` (trimmed; '' when empty or absent). */
export type Fila = Readonly<Record<string, string>>;

/** A reason a row is refused; `linea` is the file's line (the header is line 1). */
export interface ErrorFila {
  linea: number;
  /** The column's `nombre` (or '' for the row as a whole). */
  campo: string;
  razon: string;
}

/** A row that passed `validar`, with its line for the messages of later checks. */
export interface FilaValida<T> {
  linea: number;
  valor: T;
}

export interface Conteo {
  nuevos: number;
  actualizados: number;
  sinCambios: number;
}

/** What an importer gets to write: the run's transaction and who is acting (for the audit log). */
export interface ContextoEscritura {
  tx: Tx;
  actor: Actor;
}

export interface Importador<T> {
  tipo: TipoImportacion;
  /** Spanish, for the screen's selector and `--help`: 'Sucursales (propias y licenciatarias)'. */
  titulo: string;
  columnas: readonly ColumnaImportacion[];
  /** The natural key (branch number, employee number, supplier code, RFC, account key) as text. */
  clave(valor: T): string;
  /**
   * Checks one row alone, with the same rules as the screens (RFC, postal code format, e-mail, CLABE's
   * check digit, account format...): the typed value, or every reason it is refused.
   */
  validar(fila: Fila): { valor: T } | { errores: { campo: string; razon: string }[] };
  /**
   * Checks a batch of valid rows against the database (references to other kinds' records, values
   * unique across records); `vistas` holds the keys of the rows of the same file checked before (and
   * the importer may add to it), for references within the file. Never writes.
   */
  verificar(db: Queryable, lote: readonly FilaValida<T>[], vistas: Set<string>): Promise<ErrorFila[]>;
  /** Writes a batch: inserts new keys, updates changed ones (audited before → after), leaves equal ones. */
  escribir(contexto: ContextoEscritura, lote: readonly FilaValida<T>[]): Promise<Conteo>;
}

/** Progress while a run reads and writes, for the command line and the screen. */
export interface Progreso {
  fase: 'verificando' | 'escribiendo';
  filas: number;
}

export interface OpcionesImportacion {
  /** Check only: nothing is written. */
  dryRun: boolean;
  actor: Actor;
  onProgreso?: (p: Progreso) => void;
}

/** What a run answers: with errors nothing was written. */
export interface ResultadoImportacion {
  tipo: TipoImportacion;
  filas: number;
  errores: ErrorFila[];
  /** Absent on a dry run or when there were errors. */
  conteo?: Conteo;
}

/** A file to import: read twice (check, then write), so it is opened anew each time. */
export interface OrigenArchivo {
  nombre: string;
  abrir(): NodeJS.ReadableStream;
}

/** The framework's entry point (ejecutar.ts). */
export type EjecutarImportacion = (
  db: Database,
  importador: Importador<unknown>,
  archivo: OrigenArchivo,
  opciones: OpcionesImportacion,
) => Promise<ResultadoImportacion>;
