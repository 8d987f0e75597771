import type { ColumnaResultado } from '@farmasi/contracts/reportes/consultageneraldatos';
import type { FiltroDato } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import type { SQL } from 'drizzle-orm';

/** The checked values of one search, as an option's query reads them. */
export interface Parametros {
  /** Mexico City days, YYYY-MM-DD ('' when the option shows no such date). */
  desde: string;
  hasta: string;
  /** The data filters: free text (trimmed) or a finder's code as text; '' when not given. */
  dato: string;
  dato2: string;
  /** The special combo's value; '' is TODOS (every value). */
  combo: string;
}

/** A data filter an option asks for: its label, its finder ('' free text) and whether it is required. */
export interface DatoOpcion {
  texto: string;
  filtro: FiltroDato;
  requerido: boolean;
}

/**
 * One column of the order key. The key is unique per row and orders the result: the page query
 * orders by it, and the export reads the whole result in batches after the last key read (keyset),
 * so every batch costs the same however deep the export goes. `tipo` is the SQL type the key's
 * value (read back as text) is cast to.
 */
export interface ClaveConsulta {
  expr: SQL;
  tipo: 'int' | 'bigint' | 'date' | 'text';
}

/**
 * The parts of an option's query, all built with bound parameters (no user text is ever part of the
 * SQL): `select` (the columns, aliased as their `campo`), `desde` (FROM and joins), `donde` (the
 * WHERE condition) and `agrupar` (GROUP BY, whose keys must include the order key's columns).
 */
export interface PartesConsulta {
  select: SQL;
  desde: SQL;
  donde: SQL;
  agrupar?: SQL;
}

/**
 * An option of the general data query (003 §3): a named, parameterised, read-only query the product
 * defines. Its `descripcion` and its grants live in the database (consulta_general_opciones); here,
 * what it asks for and what it reads.
 */
export interface OpcionRegistro {
  idOpcion: number;
  /** The line: 1 pharmacies, 2 Baranetos. */
  empresa: 1 | 2;
  /** The description datos.sql writes (the database's may be renamed). */
  descripcion: string;
  /** 'rango' shows from/to dates, 'dia' one date, 'ninguna' none. */
  fechas: 'rango' | 'dia' | 'ninguna';
  dato?: DatoOpcion;
  dato2?: DatoOpcion;
  /** The special combo's type (combos.ts) and its label. */
  combo?: { tipo: number; texto: string };
  columnas: readonly ColumnaResultado[];
  clave: readonly ClaveConsulta[];
  consulta: (p: Parametros) => PartesConsulta;
}

export const opcion = (o: OpcionRegistro) => o;

/** Column helpers: `c('codSucursal', 'Sucursal', 'entero')`. */
export const c = (
  campo: string,
  titulo: string,
  tipo: ColumnaResultado['tipo'] = 'texto',
): ColumnaResultado => ({
  campo,
  titulo,
  tipo,
});

/** Not every text filter is a number: a finder's code as an int (validated before). */
export const codigo = (valor: string) => Number.parseInt(valor, 10);
