import { type Articulo, articuloNuevo, articulosConst } from '@farmasi/contracts/catalogos/articulos';
import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catArticulos,
  catArticulosCodBarras,
  catArticulosDifarmer,
  catArticulosEstatus,
  catMedidas,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../platform/sql.ts';

/** Rows of a raw query under either driver (both answer { rows }). */
export const rowsOf = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const LIMITE_BUSQUEDA = articulosConst.busquedaMaximo;

type Hit = {
  codArticulo: number;
  codArticuloFarmasi: number;
  descripcion: string;
  formula: string;
  soloFarmasi: boolean;
};

/**
 * Registration search: digits look for the DIFARMER code, the chain code or a barcode exactly;
 * other text looks inside the description or the formula, case-insensitive (trigram indexes).
 */
export const buscarArticulos = async (db: Queryable, buscar: string, soloCadena = false) => {
  const texto = buscar.trim();
  if (!texto) return [];
  if (/^\d{1,18}$/.test(texto)) {
    const n = Number(texto);
    const codigo = Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : -1;
    const cadena = sql`select coalesce(a.cod_articulo, 0) as "codArticulo", a.cod_articulo_farmasi as "codArticuloFarmasi",
             a.descripcion_farmasi as descripcion, coalesce(f.descripcion, '') as formula,
             a.solo_farmasi as "soloFarmasi"
        from cat_articulos a left join cat_formulas f on f.codigo = a.cod_formula
        where a.cod_articulo_farmasi in (
          select ${codigo}::int
          union all select cod_articulo_farmasi from cat_articulos where cod_articulo = ${codigo}
          union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${texto})`;
    if (soloCadena) return rowsOf<Hit>(db, sql`${cadena} order by 2`);
    return rowsOf<Hit>(
      db,
      sql`${cadena}
          union all
          select d.cod_articulo, 0, d.descripcion, d.formula, false from cat_articulos_difarmer d
          where d.cod_articulo = ${codigo} and d.pendiente
          order by 2, 1`,
    );
  }
  const patron = containsPattern(texto.toLowerCase());
  const cadena = sql`select coalesce(a.cod_articulo, 0) as "codArticulo", a.cod_articulo_farmasi as "codArticuloFarmasi",
           a.descripcion_farmasi as descripcion, coalesce(f.descripcion, '') as formula,
           a.solo_farmasi as "soloFarmasi"
      from cat_articulos a left join cat_formulas f on f.codigo = a.cod_formula
      where lower(a.descripcion_farmasi) like ${patron}
         or a.cod_formula = any (array(select codigo from cat_formulas where lower(descripcion) like ${patron}))`;
  if (soloCadena) return rowsOf<Hit>(db, sql`${cadena} order by 3 limit ${LIMITE_BUSQUEDA}`);
  // Pending DIFARMER articles match on their own text; completed ones appear through the chain row.
  return rowsOf<Hit>(
    db,
    sql`select * from (
          ${cadena}
          union all
          select d.cod_articulo, 0, d.descripcion, d.formula, false
          from cat_articulos_difarmer d
          where (lower(d.descripcion) like ${patron} or lower(d.formula) like ${patron}) and d.pendiente
        ) r order by descripcion, "codArticulo" limit ${LIMITE_BUSQUEDA}`,
  );
};

export const chainRow = async (db: Queryable, codArticuloFarmasi: number) =>
  (await db.select().from(catArticulos).where(eq(catArticulos.codArticuloFarmasi, codArticuloFarmasi)))[0];

export const chainRowOfDifarmer = async (db: Queryable, codArticulo: number) =>
  (await db.select().from(catArticulos).where(eq(catArticulos.codArticulo, codArticulo)))[0];

export const difarmerRow = async (db: Queryable, codArticulo: number) =>
  (await db.select().from(catArticulosDifarmer).where(eq(catArticulosDifarmer.codArticulo, codArticulo)))[0];

export const medida = async (db: Queryable, codigo: number) =>
  (await db.select().from(catMedidas).where(eq(catMedidas.codigo, codigo)))[0];

export const codBarrasDe = async (db: Queryable, codArticuloFarmasi: number) =>
  (
    await db
      .select({ codBarras: catArticulosCodBarras.codBarras, tipo: catArticulosCodBarras.tipo })
      .from(catArticulosCodBarras)
      .where(eq(catArticulosCodBarras.codArticuloFarmasi, codArticuloFarmasi))
      .orderBy(asc(catArticulosCodBarras.codBarras))
  ).map((b) => ({ ...b, codArticulo: codArticuloFarmasi }));

/** The article holding a barcode, if any. */
export const duenoDeCodBarras = async (db: Queryable, codBarras: string) =>
  (
    await rowsOf<{ codArticuloFarmasi: number; descripcion: string }>(
      db,
      sql`select a.cod_articulo_farmasi as "codArticuloFarmasi", a.descripcion_farmasi as descripcion
          from cat_articulos_cod_barras b join cat_articulos a using (cod_articulo_farmasi)
          where b.cod_barras = ${codBarras}`,
    )
  )[0];

export const estatusOpciones = (db: Queryable) =>
  db.select().from(catArticulosEstatus).orderBy(asc(catArticulosEstatus.estatus));

type Item = { codigo: number; descripcion: string };
const item = (codigo: number | null, descripcion: string | null): Item => ({
  codigo: codigo ?? 0,
  descripcion: descripcion ?? '',
});

/** Names of the chain catalogues an article row points at, as correlated subqueries of its columns. */
const nombresSql = (a: {
  codFormula: unknown;
  codLaboratorio: unknown;
  codLinea: unknown;
  codFamilia: unknown;
  codFormaFarmaceutica: unknown;
  codGenerico: unknown;
  codProveedor: unknown;
  codMedida: unknown;
  estatus: unknown;
}) =>
  sql<Nombres>`json_build_object(
    'formula', (select descripcion from cat_formulas where codigo = ${a.codFormula}),
    'desglozar', (select desglozar from cat_formulas where codigo = ${a.codFormula}),
    'laboratorio', (select descripcion from cat_laboratorios where codigo = ${a.codLaboratorio}),
    'linea', (select descripcion from cat_lineas where codigo = ${a.codLinea}),
    'familia', (select descripcion from cat_familias where codigo = ${a.codFamilia}),
    'forma', (select descripcion from cat_presentaciones where codigo = ${a.codFormaFarmaceutica}),
    'generico', (select descripcion from cat_genericos where codigo = ${a.codGenerico}),
    'proveedor', (select nombre from cat_proveedores where cod_proveedor = ${a.codProveedor}),
    'aplicar', (select aplicar from cat_medidas where codigo = ${a.codMedida}),
    'estatus', (select descripcion from cat_articulos_estatus where estatus = ${a.estatus}))`;
type Nombres = Record<string, string | boolean | null>;

/** Names of the chain catalogues an article row points at, in one round trip. */
const nombresCadena = async (db: Queryable, a: typeof catArticulos.$inferSelect) =>
  (await rowsOf<{ n: Nombres }>(db, sql`select ${nombresSql(a)} as n`))[0]?.n ?? {};

/**
 * The chain catalogue entries whose names equal the wholesaler's, to prefill a pending article's
 * chain side (the user confirms or changes them).
 */
const equivalentesCadena = async (db: Queryable, d: typeof catArticulosDifarmer.$inferSelect) =>
  (
    await rowsOf<Record<string, number | string | boolean | null>>(
      db,
      sql`select f.codigo as "codFormula", f.descripcion as formula, f.desglozar,
                 l.codigo as "codLaboratorio", l.descripcion as laboratorio,
                 li.codigo as "codLinea", li.descripcion as linea,
                 p.codigo as "codForma", p.descripcion as forma,
                 pr.cod_proveedor as "codProveedor", pr.nombre as proveedor
          from (select 1) x
          left join cat_formulas f on lower(f.descripcion) = lower(${d.formula})
          left join cat_laboratorios l on lower(l.descripcion) = lower(${d.laboratorio})
          left join cat_lineas li on lower(li.descripcion) = lower(${d.linea})
          left join cat_presentaciones p on lower(p.descripcion) = lower(${d.formaFarmaceutica})
          left join cat_proveedores pr on lower(pr.nombre) = lower(${d.proveedor})
          limit 1`,
    )
  )[0] ?? {};

const bloqueDifarmer = (d: typeof catArticulosDifarmer.$inferSelect): NonNullable<Articulo['difarmer']> => ({
  formula: item(d.formulaCodigo, d.formula),
  laboratorio: item(d.laboratorioCodigo, d.laboratorio),
  linea: item(d.lineaCodigo, d.linea),
  formaFarmaceutica: item(d.formaFarmaceuticaCodigo, d.formaFarmaceutica),
  proveedor: item(d.proveedorCodigo, d.proveedor),
  clasificacion: item(d.clasificacionCodigo, d.clasificacion),
});

const farmasiItem = (codigo: number | null, descripcion: unknown, desglozar = false) => ({
  ...item(codigo, typeof descripcion === 'string' ? descripcion : null),
  aplicar: false,
  desglozar,
});

/** The article detail (000 §3) of a chain row, with its DIFARMER row when it has one. */
export const detalleDeCadena = async (
  db: Queryable,
  a: typeof catArticulos.$inferSelect,
): Promise<Articulo> =>
  armarDetalle(
    a,
    a.codArticulo ? await difarmerRow(db, a.codArticulo) : undefined,
    await nombresCadena(db, a),
    await codBarrasDe(db, a.codArticuloFarmasi),
  );

const armarDetalle = (
  a: typeof catArticulos.$inferSelect,
  d: typeof catArticulosDifarmer.$inferSelect | undefined,
  n: Nombres,
  codBarras: Articulo['codBarras'],
): Articulo => {
  const aplicar = n.aplicar === true;
  return {
    codArticulo: a.codArticulo ?? 0,
    codArticuloFarmasi: a.codArticuloFarmasi,
    descripcion: a.descripcion,
    descripcionFarmasi: a.descripcionFarmasi,
    descEstatusFSI: String(n.estatus ?? ''),
    descEstatusDif: d?.estatus ?? '',
    estatusFarmasi: a.estatus,
    soloFarmasi: a.soloFarmasi,
    alto: Number(a.alto),
    ancho: Number(a.ancho),
    fondo: Number(a.fondo),
    colectivo: a.colectivo,
    ultimoCosto: Number(a.ultimoCosto),
    iva: a.iva,
    ieps: a.ieps,
    fechaCaducidad: a.fechaCaducidad,
    codigoSAT: a.codigoSat,
    registroSSA: a.registroSsa,
    fraccion: a.fraccion,
    codMedida: a.codMedida ?? 0,
    gotasML: Number(a.gotasMl),
    deshabilitaGotas: !aplicar,
    formaAdministracion: a.formaAdministracion ?? 0,
    presentacion: a.presentacion,
    generico: a.codGenerico ?? 0,
    unidadCompraProv: a.unidadCompraProv,
    unidadVtaFcia: a.unidadVtaFcia,
    codBarras,
    proveedorDefault: a.proveedorDefault ?? 0,
    idCatProveedoresMarcasEnc: a.idCatProveedoresMarcasEnc ?? 0,
    articuloRecarga: a.articuloRecarga,
    recargaProveedor: a.recargaProveedor ?? 0,
    recargaCompania: a.recargaCompania ?? 0,
    recargaTipoProducto: a.recargaTipoProducto ?? 0,
    recargaSKU: a.recargaSku,
    recargaImporte: Number(a.recargaImporte),
    recargaDescripcion: a.recargaDescripcion,
    recargaCaracteristica: a.recargaCaracteristica,
    difarmer: d ? bloqueDifarmer(d) : null,
    farmasi: {
      formula: farmasiItem(a.codFormula, n.formula, n.desglozar === true),
      laboratorio: farmasiItem(a.codLaboratorio, n.laboratorio),
      linea: farmasiItem(a.codLinea, n.linea),
      familia: farmasiItem(a.codFamilia, n.familia),
      formaFarmaceutica: farmasiItem(a.codFormaFarmaceutica, n.forma),
      generico: farmasiItem(a.codGenerico, n.generico),
      proveedor: item(a.codProveedor, typeof n.proveedor === 'string' ? n.proveedor : null),
    },
  };
};

/** A pending DIFARMER article as a new chain article: wholesaler data, chain side prefilled. */
export const detalleDePendiente = async (
  db: Queryable,
  d: typeof catArticulosDifarmer.$inferSelect,
): Promise<Articulo> => {
  const e = await equivalentesCadena(db, d);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    ...articuloNuevo(),
    codArticulo: d.codArticulo,
    descripcion: d.descripcion,
    descripcionFarmasi: d.descripcion,
    descEstatusDif: d.estatus,
    estatusFarmasi: 'A',
    soloFarmasi: false,
    ultimoCosto: Number(d.ultimoCosto),
    iva: d.iva,
    ieps: d.ieps,
    codigoSAT: d.codigoSat,
    registroSSA: d.registroSsa,
    fraccion: d.fraccion,
    codBarras: d.codBarras ? [{ codArticulo: d.codArticulo, codBarras: d.codBarras, tipo: 'F' }] : [],
    difarmer: bloqueDifarmer(d),
    farmasi: {
      formula: farmasiItem(num(e.codFormula), e.formula, e.desglozar === true),
      laboratorio: farmasiItem(num(e.codLaboratorio), e.laboratorio),
      linea: farmasiItem(num(e.codLinea), e.linea),
      familia: farmasiItem(null, null),
      formaFarmaceutica: farmasiItem(num(e.codForma), e.forma),
      generico: farmasiItem(null, null),
      proveedor: item(num(e.codProveedor), typeof e.proveedor === 'string' ? e.proveedor : null),
    },
  };
};

/**
 * Detail by code: a chain code, else a DIFARMER code (completed or pending). A chain article comes
 * in one round trip: its row, its DIFARMER row, the catalogue names and its barcodes.
 */
export const detallePorCodigo = async (db: Queryable, codigo: number): Promise<Articulo | undefined> => {
  const a = catArticulos;
  const [r] = await db
    .select({
      a: catArticulos,
      d: catArticulosDifarmer,
      n: nombresSql(a),
      codBarras: sql<{ codBarras: string; tipo: string }[]>`(
        select coalesce(json_agg(json_build_object('codBarras', b.cod_barras, 'tipo', b.tipo) order by b.cod_barras), '[]'::json)
        from cat_articulos_cod_barras b where b.cod_articulo_farmasi = ${a.codArticuloFarmasi})`,
    })
    .from(a)
    .leftJoin(catArticulosDifarmer, eq(catArticulosDifarmer.codArticulo, a.codArticulo))
    .where(or(eq(a.codArticuloFarmasi, codigo), eq(a.codArticulo, codigo)))
    .orderBy(desc(sql`${a.codArticuloFarmasi} = ${codigo}`))
    .limit(1);
  if (r) {
    const codBarras = r.codBarras.map((b) => ({ ...b, codArticulo: r.a.codArticuloFarmasi }));
    return armarDetalle(r.a, r.d ?? undefined, r.n, codBarras);
  }
  const d = await difarmerRow(db, codigo);
  return d ? detalleDePendiente(db, d) : undefined;
};
