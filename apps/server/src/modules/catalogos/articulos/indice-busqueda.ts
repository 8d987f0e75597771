import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { type VersionesEscuchadas, versionDe } from '../../../platform/cache-versionada.ts';
import { ordenEspanolSql, rowsOf, sinAcentos } from '../../../platform/sql.ts';
import { buscarPorTexto, enOrden, type Hit, type HitOrdenado, LIMITE, ORDEN, sinOrden } from './busqueda.ts';

/** PostgreSQL text never holds NUL: it separates the rows' texts without ever being matched. */
const SEPARADOR = '\u0000';
const ASCII_IMPRIMIBLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** The remembered-answers data set whose version says whether the data in memory is current. */
const CONJUNTO = 'articulos';

/** A text folded by the database, as searches compare it (lower(f_unaccent(…))). */
export const plegarEnBase = async (db: Queryable, texto: string) =>
  (await rowsOf<{ t: string }>(db, sql`select ${sinAcentos(sql`${texto}`)} as t`))[0]?.t ?? '';

type FilaCadena = HitOrdenado & { texto: string; codFormula: number | null };
type FilaPendiente = HitOrdenado & { texto: string; textoFormula: string };

/**
 * What the registration search reads, as the database folds and orders it: the chain articles in
 * Spanish order (ORDEN) with their folded text joined in one string, the formulas' folded names,
 * and the pending DIFARMER articles in their order.
 */
export type DatosBusqueda = {
  filas: HitOrdenado[];
  /** Every chain article's folded text, in order, each followed by SEPARADOR. */
  texto: string;
  /** Where each row's text begins in `texto`; one more entry marks the end. */
  inicios: Int32Array;
  /** The rows of each formula, in order. */
  porFormula: Map<number, number[]>;
  formulas: { codigo: number; texto: string }[];
  pendientes: FilaPendiente[];
  /** Whether this database folds printable ASCII as JavaScript's toLowerCase does. */
  asciiComoJs: boolean;
};

/** Rows per query of the load: PGlite answers one query at a time, the others wait in between. */
const LOTE = 10_000;

/**
 * The chain articles in ORDEN: their codes in that order from the order index alone, then their
 * fields in batches by code, each put in its place. A row written between two queries is dropped or
 * missing, which the version tag already covers (the data is not used once that write is known).
 */
const cadenaEnOrden = async (db: Queryable, porLote: number): Promise<FilaCadena[]> => {
  const orden = await rowsOf<{ c: number }>(
    db,
    sql`select cod_articulo_farmasi as c from cat_articulos order by ${ORDEN}`,
  );
  const lugar = new Map(orden.map(({ c }, i) => [c, i]));
  const filas: (FilaCadena | undefined)[] = new Array(orden.length);
  for (let desde = -1; ; ) {
    const lote = await rowsOf<FilaCadena>(
      db,
      sql`select a.cod_articulo_farmasi as "codArticuloFarmasi", coalesce(a.cod_articulo, 0) as "codArticulo",
                 a.descripcion_farmasi as descripcion, coalesce(f.descripcion, '') as formula,
                 a.solo_farmasi as "soloFarmasi", a.orden_espanol as orden, a.busqueda as texto,
                 a.cod_formula as "codFormula"
            from cat_articulos a left join cat_formulas f on f.codigo = a.cod_formula
           where a.cod_articulo_farmasi > ${desde}
           order by a.cod_articulo_farmasi limit ${porLote}`,
    );
    for (const fila of lote) {
      const i = lugar.get(fila.codArticuloFarmasi);
      if (i !== undefined) filas[i] = fila;
    }
    const ultima = lote.at(-1);
    if (!ultima || lote.length < porLote) break;
    desde = ultima.codArticuloFarmasi;
  }
  return filas.filter((f) => f !== undefined);
};

/** Reads the whole search set, each part in the order the SQL search answers in. */
export const cargarDatosBusqueda = async (db: Queryable, porLote = LOTE): Promise<DatosBusqueda> => {
  const cadena = await cadenaEnOrden(db, porLote);
  const formulas = await rowsOf<{ codigo: number; texto: string }>(
    db,
    sql`select codigo, ${sinAcentos(sql`descripcion`)} as texto from cat_formulas`,
  );
  const pendientes = await rowsOf<FilaPendiente>(
    db,
    sql`select d.cod_articulo as "codArticulo", 0 as "codArticuloFarmasi", d.descripcion, d.formula,
               false as "soloFarmasi", f_orden_espanol(d.descripcion) as orden,
               ${sinAcentos(sql`d.descripcion`)} as texto, ${sinAcentos(sql`d.formula`)} as "textoFormula"
          from cat_articulos_difarmer d where d.pendiente
         order by ${ordenEspanolSql(sql`d.descripcion`)}, d.cod_articulo`,
  );
  const inicios = new Int32Array(cadena.length + 1);
  const porFormula = new Map<number, number[]>();
  let largo = 0;
  cadena.forEach((fila, i) => {
    inicios[i] = largo;
    largo += fila.texto.length + 1;
    if (fila.codFormula === null) return;
    const deLaFormula = porFormula.get(fila.codFormula);
    if (deLaFormula) deLaFormula.push(i);
    else porFormula.set(fila.codFormula, [i]);
  });
  inicios[cadena.length] = largo;
  return {
    filas: cadena.map(({ texto: _t, codFormula: _f, ...hit }) => hit),
    texto: cadena.map((f) => f.texto + SEPARADOR).join(''),
    inicios,
    porFormula,
    formulas,
    pendientes,
    asciiComoJs: (await plegarEnBase(db, ASCII_IMPRIMIBLE)) === ASCII_IMPRIMIBLE.toLowerCase(),
  };
};

/** The row whose text holds position `p` of the joined text (binary search over the starts). */
const filaEn = (inicios: Int32Array, p: number) => {
  let bajo = 0;
  let alto = inicios.length - 2;
  while (bajo < alto) {
    const medio = (bajo + alto + 1) >> 1;
    if ((inicios[medio] ?? 0) <= p) bajo = medio;
    else alto = medio - 1;
  }
  return bajo;
};

/**
 * The search of busqueda.ts over the data in memory, for a term already folded: the same rows in
 * the same order (indice-busqueda.test.ts compares both on every kind of term).
 */
export const buscarEnDatos = (d: DatosBusqueda, termino: string, soloCadena: boolean): Hit[] => {
  // A row's place in `filas` is its place in ORDEN: the first LIMITE of the text matches and of
  // each matching formula's rows hold the first LIMITE of their union.
  const encontradas: number[] = [];
  for (let p = d.texto.indexOf(termino); p !== -1 && encontradas.length < LIMITE; ) {
    const fila = filaEn(d.inicios, p);
    encontradas.push(fila);
    p = d.texto.indexOf(termino, d.inicios[fila + 1]);
  }
  for (const { codigo, texto } of d.formulas) {
    if (texto.includes(termino)) encontradas.push(...(d.porFormula.get(codigo) ?? []).slice(0, LIMITE));
  }
  const cadena = [...new Set(encontradas)]
    .sort((a, b) => a - b)
    .slice(0, LIMITE)
    .flatMap((i) => d.filas[i] ?? []);
  const pendientes: HitOrdenado[] = [];
  for (const fila of soloCadena ? [] : d.pendientes) {
    if (pendientes.length >= LIMITE) break;
    if (fila.texto.includes(termino) || fila.textoFormula.includes(termino)) {
      const { texto: _t, textoFormula: _f, ...hit } = fila;
      pendientes.push(hit);
    }
  }
  return [...cadena, ...pendientes].sort(enOrden).slice(0, LIMITE).map(sinOrden);
};

/**
 * The registration search answered from memory while the data it read is current. The catalogue
 * changes a few times a day and is searched all day; through the trigram index a term costs a heap
 * visit per match (10–30 ms for a drug name with thousands of matches, docs/rendimiento.md), in
 * memory well under a millisecond. The data is tagged with the catalogue version read before it was
 * loaded ('articulos', the version of the remembered answers): it is used only while that version
 * is current, so it is never older than what it answers for. When it is not, the search goes to
 * the database as before, and one reload starts for the next searches.
 */
export class IndiceBusqueda {
  private actual: { version: string; datos: DatosBusqueda } | undefined;
  private cargando: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly versiones: VersionesEscuchadas | undefined,
    private readonly log: { info(o: object, m: string): void; warn(o: object, m: string): void },
  ) {}

  async buscar(texto: string, soloCadena: boolean): Promise<Hit[]> {
    const version = await versionDe(this.db, CONJUNTO, this.versiones);
    const actual = this.actual;
    if (actual?.version === version && !texto.includes(SEPARADOR)) {
      return buscarEnDatos(actual.datos, await this.plegar(actual.datos, texto), soloCadena);
    }
    this.recargar(version);
    return buscarPorTexto(this.db, texto, soloCadena);
  }

  /** Until the next load ends (tests, and a bench that wants the data in memory). */
  async listo() {
    while (this.cargando) await this.cargando;
    if (this.actual) return;
    this.recargar(await versionDe(this.db, CONJUNTO, this.versiones));
    await this.cargando;
  }

  /** Waits for a load under way (the app closing before its database). */
  async detener() {
    await this.cargando;
  }

  /** The term folded as the database folds the texts: printable ASCII here, anything else there. */
  private async plegar(datos: DatosBusqueda, texto: string) {
    if (datos.asciiComoJs && /^[\x20-\x7e]*$/.test(texto)) return texto.toLowerCase();
    return plegarEnBase(this.db, texto);
  }

  private recargar(version: string) {
    if (this.cargando) return;
    const inicio = performance.now();
    this.cargando = cargarDatosBusqueda(this.db)
      .then((datos) => {
        this.actual = { version, datos };
        const ms = Math.round(performance.now() - inicio);
        this.log.info({ filas: datos.filas.length, ms }, 'búsqueda de artículos cargada en memoria');
      })
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'no se cargó la búsqueda de artículos en memoria'),
      )
      .finally(() => {
        this.cargando = undefined;
      });
  }
}
