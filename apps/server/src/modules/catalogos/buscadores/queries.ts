import { BUSCADOR_LIMITE } from '@farmasi/contracts/catalogos/buscadores';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { codigoExacto, containsPattern, rowsOf } from '../../../platform/sql.ts';

export type Fila = { codigo: number; descripcion: string };

const LIMITE = BUSCADOR_LIMITE;

/** The words of a search text, lower case, at most five (more words only narrow a finder). */
const palabrasDe = (texto: string) => texto.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);

const NOMBRE_MEDICO = sql.raw("lower(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)");

/** Doctors: every word inside the full name, or the cédula / SSA registry exactly; empty: the first 50. */
export const buscarMedicos = (db: Queryable, texto: string) => {
  const palabras = palabrasDe(texto);
  const enNombre = palabras.length
    ? sql.join(
        palabras.map((p) => sql`${NOMBRE_MEDICO} like ${containsPattern(p)}`),
        sql` and `,
      )
    : sql`true`;
  const t = texto.trim();
  return rowsOf<Fila>(
    db,
    sql`select id_cat_antibioticos_medicos as codigo,
               trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno) || ' (cédula ' || cedula || ')' as descripcion
        from cat_antibioticos_medicos
        where cedula = ${t} or (ssa = ${t} and ssa <> '0') or (${enNombre})
        order by (cedula = ${t} or ssa = ${t}) desc, 2 limit ${LIMITE}`,
  );
};

/**
 * Chain articles holding every word in their description, formula or laboratory. Each word is one
 * bitmap OR (trigram index on the description, formula and laboratory ids), the words are ANDed.
 */
export const buscarProductosAvanzado = (db: Queryable, texto: string) => {
  const t = texto.trim();
  const palabras = palabrasDe(t);
  if (!palabras.length) return Promise.resolve([]);
  const codigo = codigoExacto(t);
  const porPalabra = sql.join(
    palabras.map((p) => {
      const patron = containsPattern(p);
      return sql`(lower(a.descripcion_farmasi) like ${patron}
        or a.cod_formula = any (array(select codigo from cat_formulas where lower(descripcion) like ${patron}))
        or a.cod_laboratorio = any (array(select codigo from cat_laboratorios where lower(descripcion) like ${patron})))`;
    }),
    sql` and `,
  );
  return rowsOf<Fila>(
    db,
    sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
        where a.cod_articulo_farmasi in (select ${codigo}::int
                union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
           or (${porPalabra})
        order by (a.cod_articulo_farmasi = ${codigo}) desc, 2 limit ${LIMITE}`,
  );
};
