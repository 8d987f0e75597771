import { type SQL, sql } from 'drizzle-orm';
import { contieneTexto, instanteIso } from '../../../../platform/sql.ts';
import { codigo, type Parametros } from './tipos.ts';

/** Pieces the options' queries share; every value is a bound parameter. */

/** The conditions given, joined with AND ('true' when none). */
export const todas = (...condiciones: (SQL | undefined | false | null)[]): SQL => {
  const dadas = condiciones.filter((c): c is SQL => !!c);
  return dadas.length ? sql.join(dadas, sql` and `) : sql`true`;
};

/** A day column within the search's dates (both included). */
export const enRango = (columna: SQL, p: Parametros) =>
  sql`${columna} between ${p.desde}::date and ${p.hasta}::date`;

/** A column equal to a finder's code, when given. */
export const igualCodigo = (columna: SQL, valor: string) =>
  valor ? sql`${columna} = ${codigo(valor)}` : undefined;

/** A text column holding the typed text, accents and case ignored, when given. */
export const contiene = (columna: SQL, valor: string) => (valor ? contieneTexto(columna, valor) : undefined);

/** `expr as "campo"`. */
export const como = (expr: SQL, campo: string) => sql`${expr} as ${sql.identifier(campo)}`;
/**
 * An amount (numeric(14,2) pesos, or sums of them: still two decimals) as a JSON number. No round():
 * it cost a third of an export's query time and changes nothing on columns of scale 2.
 */
export const monto = (expr: SQL, campo: string) => como(sql`(${expr})::float8`, campo);
/** A cost (numeric with 4 decimals) as a JSON number. */
export const costo = (expr: SQL, campo: string) => como(sql`(${expr})::float8`, campo);
export const entero = (expr: SQL, campo: string) => como(sql`(${expr})::int`, campo);
export const textoDe = (expr: SQL, campo: string) => como(sql`coalesce((${expr})::text, '')`, campo);
/** A day: rows travel as JSON (consulta.ts), which writes it YYYY-MM-DD whatever the DateStyle. */
export const dia = (expr: SQL, campo: string) => como(expr, campo);
/** An instant as the API writes it (ISO, UTC). */
export const instante = (expr: SQL, campo: string) => como(instanteIso(expr), campo);
export const siNo = (expr: SQL, campo: string) => como(sql`case when ${expr} then 'Sí' else 'No' end`, campo);

/** The select list. */
export const lista = (...columnas: SQL[]) => sql.join(columnas, sql`, `);

/** A branch's kind, own or licensee (003 §3: propia). */
export const tipoSucursal = (s: SQL) =>
  como(sql`case when ${s}.propia = 1 then 'Propia' else 'Licenciataria' end`, 'tipo');

/** Combo 1 (kind of branch): P own, L licensees, '' every branch. */
export const filtroTipoSucursal = (s: SQL, p: Parametros) =>
  p.combo === 'P' ? sql`${s}.propia = 1` : p.combo === 'L' ? sql`${s}.propia = 0` : undefined;

/** Orders by a name in Spanish order (platform/sql.ts ordenEspanol): the key's first column. */
export const ordenNombre = (expr: SQL) => sql`f_orden_espanol(${expr}) collate "C"`;
