import { articulosConst } from '@farmasi/contracts/catalogos/articulos/textos';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { ordenEspanolSql, patronSinAcentos, rowsOf } from '../../../platform/sql.ts';

export const LIMITE = articulosConst.busquedaMaximo;
/**
 * How many articles, in Spanish order, a search reads first from the order index alone: a broad
 * term has its first LIMITE matches among them (about a millisecond). A narrow term, or one whose
 * matches all come late in the alphabet, is then answered through the trigram index, its matches
 * sorted (docs/rendimiento.md measures both).
 */
export const VENTANA = 3000;

export type Hit = {
  codArticulo: number;
  codArticuloFarmasi: number;
  descripcion: string;
  formula: string;
  soloFarmasi: boolean;
};
export type HitOrdenado = Hit & { orden: string };

/** The chain's order: Spanish key, then the bytes of the text, then the codes (stable ties). */
export const ORDEN = sql`orden_espanol collate "C", descripcion_farmasi collate "C", cod_articulo nulls first, cod_articulo_farmasi`;

const formulasCon = (patron: SQL) =>
  sql`array(select codigo from cat_formulas where lower(f_unaccent(descripcion)) like ${patron})`;

/** The first LIMITE chain articles of `coincidencias` (sorted by ORDEN), with their formula's name. */
const conCampos = (coincidencias: SQL) =>
  sql`${coincidencias}
      select coalesce(a.cod_articulo, 0) as "codArticulo", a.cod_articulo_farmasi as "codArticuloFarmasi",
             a.descripcion_farmasi as descripcion, coalesce(f.descripcion, '') as formula,
             a.solo_farmasi as "soloFarmasi", h.orden_espanol as orden
        from hits h join cat_articulos a using (cod_articulo_farmasi)
        left join cat_formulas f on f.codigo = a.cod_formula`;

/** The matches among the first `ventana` articles in Spanish order (an index-only scan). */
const cadenaAlPrincipio = (db: Queryable, patron: SQL, ventana: number) =>
  rowsOf<HitOrdenado>(
    db,
    conCampos(sql`with hits as materialized (
          select * from (
            select orden_espanol, descripcion_farmasi, cod_articulo, cod_articulo_farmasi, cod_formula, busqueda
              from cat_articulos order by ${ORDEN} limit ${ventana}
          ) primeros
          where busqueda like ${patron} or cod_formula = any (${formulasCon(patron)})
          order by ${ORDEN} limit ${LIMITE}
        )`),
  );

/** Every match through the trigram and formula indexes (articulos_que_contienen), sorted. */
const cadenaPorIndices = (db: Queryable, patron: SQL) =>
  rowsOf<HitOrdenado>(
    db,
    conCampos(sql`with hits as materialized (
          select * from articulos_que_contienen(${patron}, ${formulasCon(patron)}) order by ${ORDEN} limit ${LIMITE}
        )`),
  );

/** Pending DIFARMER articles match on their own text; completed ones appear through the chain row. */
const pendientesQueContienen = (db: Queryable, patron: SQL) =>
  rowsOf<HitOrdenado>(
    db,
    sql`select d.cod_articulo as "codArticulo", 0 as "codArticuloFarmasi", d.descripcion, d.formula,
               false as "soloFarmasi", f_orden_espanol(d.descripcion) as orden
          from cat_articulos_difarmer d
          where (lower(f_unaccent(d.descripcion)) like ${patron} or lower(f_unaccent(d.formula)) like ${patron})
            and d.pendiente
          order by ${ordenEspanolSql(sql`d.descripcion`)}, d.cod_articulo limit ${LIMITE}`,
  );

// COLLATE "C" compares the UTF-8 bytes: the merge below orders as the database does.
const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
export const enOrden = (a: HitOrdenado, b: HitOrdenado) =>
  bytes(a.orden, b.orden) ||
  bytes(a.descripcion, b.descripcion) ||
  a.codArticulo - b.codArticulo ||
  a.codArticuloFarmasi - b.codArticuloFarmasi;
export const sinOrden = ({ orden: _orden, ...hit }: HitOrdenado): Hit => hit;

/**
 * The text search of the registration screen: the first LIMITE articles, in Spanish order, whose
 * description or formula holds the text (accents and case ignored), chain articles and (unless
 * soloCadena) pending DIFARMER ones. Both ways of reading the chain answer the same rows
 * (busqueda-estrategias.test.ts); `ventana` is there for that test.
 */
export const buscarPorTexto = async (
  db: Queryable,
  texto: string,
  soloCadena: boolean,
  ventana = VENTANA,
): Promise<Hit[]> => {
  const patron = patronSinAcentos(texto);
  const deLaCadena = async () => {
    const alPrincipio = ventana > 0 ? await cadenaAlPrincipio(db, patron, ventana) : [];
    return alPrincipio.length >= LIMITE ? alPrincipio : await cadenaPorIndices(db, patron);
  };
  // The two sides are independent: on a pool they run at once.
  const [cadena, pendientes] = await Promise.all([
    deLaCadena(),
    soloCadena ? [] : pendientesQueContienen(db, patron),
  ]);
  return [...cadena, ...pendientes].sort(enOrden).slice(0, LIMITE).map(sinOrden);
};
