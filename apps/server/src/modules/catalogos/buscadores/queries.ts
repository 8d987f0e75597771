import { BUSCADOR_LIMITE } from '@farmasi/contracts/catalogos/buscadores';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { codigoExacto, ordenEspanolSql, patronSinAcentos, rowsOf } from '../../../platform/sql.ts';

export type Fila = { codigo: number; descripcion: string };

const LIMITE = BUSCADOR_LIMITE;

/** The words of a search text, at most five (more words only narrow a finder). */
const palabrasDe = (texto: string) => texto.split(/\s+/).filter(Boolean).slice(0, 5);

// The expression of the trigram index cat_antibioticos_medicos_nombre_trgm, written the same way.
const NOMBRE_COMPLETO = sql.raw("trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)");
const NOMBRE_MEDICO = sql.raw(
  "lower(f_unaccent(nombre || ' ' || apellido_paterno || ' ' || apellido_materno))",
);

/** Doctors: every word inside the full name, or the cédula / SSA registry exactly; empty: the first 50. */
export const buscarMedicos = (db: Queryable, texto: string) => {
  const palabras = palabrasDe(texto);
  const enNombre = palabras.length
    ? sql.join(
        palabras.map((p) => sql`${NOMBRE_MEDICO} like ${patronSinAcentos(p)}`),
        sql` and `,
      )
    : sql`true`;
  const t = texto.trim();
  return rowsOf<Fila>(
    db,
    sql`select id_cat_antibioticos_medicos as codigo,
               ${NOMBRE_COMPLETO} || ' (cédula ' || cedula || ')' as descripcion
        from cat_antibioticos_medicos
        where cedula = ${t} or (ssa = ${t} and ssa <> '0') or (${enNombre})
        order by (cedula = ${t} or ssa = ${t}) desc, ${ordenEspanolSql(NOMBRE_COMPLETO)}, cedula limit ${LIMITE}`,
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
      const patron = patronSinAcentos(p);
      return sql`(lower(f_unaccent(a.descripcion_farmasi)) like ${patron}
        or a.cod_formula = any (array(select codigo from cat_formulas where lower(f_unaccent(descripcion)) like ${patron}))
        or a.cod_laboratorio = any (array(select codigo from cat_laboratorios where lower(f_unaccent(descripcion)) like ${patron})))`;
    }),
    sql` and `,
  );
  return rowsOf<Fila>(
    db,
    sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
        where a.cod_articulo_farmasi in (select ${codigo}::int
                union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
           or (${porPalabra})
        order by (a.cod_articulo_farmasi = ${codigo}) desc, ${ordenEspanolSql(sql`a.descripcion_farmasi`)} limit ${LIMITE}`,
  );
};
