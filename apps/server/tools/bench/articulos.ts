/**
 * npm run bench: article search (accent- and case-insensitive), pending list and article detail at
 * large scale (100,000 DIFARMER articles), 50 connections, each case beside a bare Fastify route
 * measured in the same run (entorno.ts). PGlite by default; PostgreSQL when TEST_DATABASE_URL is
 * set (scripts/with-postgres.sh). Not part of npm test.
 */
import { count, eq } from 'drizzle-orm';
import { catArticulosDifarmer } from '../../src/db/schema/index.ts';
import type { Hit } from '../../src/modules/catalogos/articulos/busqueda.ts';
import { IndiceBusqueda } from '../../src/modules/catalogos/articulos/indice-busqueda.ts';
import { buscarArticulos } from '../../src/modules/catalogos/articulos/queries.ts';
import { VersionesEscuchadas } from '../../src/platform/cache-versionada.ts';
import {
  abrirBaseGrande,
  type Caso,
  cargaAhora,
  correrCasos,
  levantar,
  meta,
  percentil,
  SEGUNDOS,
} from './entorno.ts';
import { type MedidaExportacion, medirExportacion, servidorExportacion } from './exportacion.ts';

const CONEXIONES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const database = await abrirBaseGrande();
const { base, bareUrl, headers, cerrar } = await levantar(database);
const [difarmer] = await database.db.select({ n: count() }).from(catArticulosDifarmer);
const [pendientes] = await database.db
  .select({ n: count() })
  .from(catArticulosDifarmer)
  .where(eq(catArticulosDifarmer.pendiente, true));

/** What staff type at the registration search: formulas, a strength, brands, codes. */
const TERMINOS = [
  'amoxicilina',
  'paracetamol',
  'ibuprofeno 400',
  'omeprazol',
  'losartan',
  'metformina 850',
  'naproxeno',
  'loratadina',
  'ciprofloxacino',
  'diclofenaco',
  'ambroxol',
  'cefalexina 500',
  'ranitidina',
  'enalapril',
  'salbutamol',
  'ketoconazol',
  'clonazepam',
  'atorvastatina',
  'pisa',
  'bayer',
  'susp',
  'tab c/30',
  '500 mg',
  'jarabe',
  // Typed with accents the catalogue does not have, or without those it has: found all the same.
  'ácido acetilsalicílico',
  'suspensión',
  'METAMIZOL SÓDICO',
  'cápsulas',
  '54321',
  '7501',
  '900001',
  '12345',
];
const consultar = `${base}/catarticulos/consultar`;
const porTermino = TERMINOS.map((buscar) => ({ method: 'POST' as const, body: JSON.stringify({ buscar }) }));

const casos: Caso[] = [
  { nombre: 'Fastify sin nada (referencia)', url: bareUrl, auth: false },
  {
    nombre: `búsqueda de artículos (${TERMINOS.length} términos, recordada)`,
    url: consultar,
    requests: porTermino,
  },
  {
    nombre: "búsqueda de artículos ('amoxicilina')",
    url: consultar,
    method: 'POST',
    body: JSON.stringify({ buscar: 'amoxicilina' }),
  },
  {
    nombre: 'búsqueda de artículos (código)',
    url: consultar,
    method: 'POST',
    body: JSON.stringify({ buscar: '54321' }),
  },
  { nombre: 'pendientes, página 1 (50)', url: `${base}/catarticulos/pendientes` },
  { nombre: 'pendientes, página 40', url: `${base}/catarticulos/pendientes?pagina=40` },
  { nombre: "pendientes, búsqueda 'tab'", url: `${base}/catarticulos/pendientes?buscar=tab&tamanoPagina=25` },
  { nombre: 'detalle de artículo', url: `${base}/catarticulos/consultar/detalle/900001` },
];

/**
 * A search nobody made before does not find a remembered answer: its cost is measured on its own,
 * one request at a time, for every term. While the catalogue is unchanged the app answers it from
 * the data in memory (indice-busqueda.ts); the first searches after a change go to the database
 * while that data reloads. Both are timed.
 */
const primeraBusqueda = async (porTexto?: (texto: string, soloCadena: boolean) => Promise<Hit[]>) => {
  const tiempos: number[] = [];
  for (const buscar of TERMINOS) {
    const t0 = performance.now();
    await buscarArticulos(database.db, buscar, false, porTexto);
    tiempos.push(performance.now() - t0);
  }
  return tiempos.sort((a, b) => a - b);
};
const versiones = new VersionesEscuchadas();
await versiones.iniciar(database, (error) => console.warn('sin avisos de versiones', error));
const indice = new IndiceBusqueda(database.db, versiones, { info: () => {}, warn: console.warn });
const t0Carga = performance.now();
await indice.listo();
const cargaIndice = performance.now() - t0Carga;

console.info(
  `\n${database.kind}: ${difarmer?.n ?? 0} artículos DIFARMER; ${CONEXIONES} conexiones, ${SEGUNDOS} s por caso`,
);
const resultados = await correrCasos(casos, headers, CONEXIONES);
const metaNueva = database.kind === 'postgres' ? 10 : 15;
const resumen = (tiempos: number[]) =>
  `p50 ${percentil(tiempos, 0.5).toFixed(1)} ms, p95 ${percentil(tiempos, 0.95).toFixed(1)} ms, máx ${tiempos.at(-1)?.toFixed(1)} ms`;
const enBase = await primeraBusqueda();
const nuevas = await primeraBusqueda((t, s) => indice.buscar(t, s));
const p95 = percentil(nuevas, 0.95);
console.info(`búsqueda nueva, una a la vez, ${TERMINOS.length} términos (meta p95: ${metaNueva} ms):`);
console.info(`  con el catálogo sin cambios (en memoria): ${resumen(nuevas)}`);
console.info(
  `  justo después de un cambio (en la base, mientras se recarga): ${resumen(enBase)};`,
  `cargar la búsqueda en memoria tardó ${cargaIndice.toFixed(0)} ms`,
);

// The exports stream alone (nothing else under load), after the cases above.
const describir = (nombre: string, e: MedidaExportacion) =>
  console.info(
    `exportación a Excel, ${nombre} (${e.filas} filas): ${e.segundos.toFixed(2)} s,`,
    `${(e.bytes / 1024 / 1024).toFixed(1)} MB, heap ${e.heapInicioMb.toFixed(0)} → pico`,
    `${e.heapPicoMb.toFixed(0)} MB, ${e.xlsx ? 'zip .xlsx completo' : 'ARCHIVO NO VÁLIDO'}, carga ${cargaAhora()}`,
  );
await new Promise((r) => setTimeout(r, 3000));
describir(
  'pendientes de la pantalla S05',
  await medirExportacion(`${base}/catarticulos/pendientes/excel`, headers, pendientes?.n ?? 0),
);
const grande = await servidorExportacion(database.db);
const exportacion = await medirExportacion(grande.url, {}, difarmer?.n ?? 0);
await grande.cerrar();
describir('todos los artículos DIFARMER', exportacion);

const recordada = resultados[0];
console.info(`\nMetas (issue 10 §7), ${database.kind}:`);
meta(
  (recordada?.porcentaje ?? 0) >= 50,
  'búsqueda recordada ≥ 50% de las req/s de Fastify sin nada',
  `${recordada?.porcentaje.toFixed(0)}% (${recordada?.rps.toFixed(0)} req/s; Fastify ${recordada?.referencia.toFixed(0)})`,
);
meta(
  p95 <= metaNueva,
  `búsqueda nueva p95 ≤ ${metaNueva} ms`,
  `${p95.toFixed(1)} ms (en la base, tras un cambio: ${percentil(enBase, 0.95).toFixed(1)} ms)`,
);
// Flat: the heap grows by a bounded buffer, not with the rows (100,000 rows as objects are >30 MB).
const crecimiento = exportacion.heapPicoMb - exportacion.heapInicioMb;
meta(
  exportacion.xlsx && exportacion.segundos < 5 && crecimiento < 30,
  `exportación completa de ${exportacion.filas} filas < 5 s, memoria plana (heap +< 30 MB), .xlsx válido`,
  `${exportacion.segundos.toFixed(2)} s, heap +${crecimiento.toFixed(0)} MB`,
);
await versiones.cerrar();
await cerrar();
await database.close();
