import { type Articulo, articuloNuevo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catArticulos, catArticulosDifarmer } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { codBarrasDe, difarmerRow } from './queries.ts';

/** The article detail (000 §3): a chain article with its names and barcodes, or a pending one. */

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
