/**
 * npm run bench: article search (accent- and case-insensitive), pending list and article detail at
 * large scale (100,000 DIFARMER articles), 50 connections, each case beside a bare Fastify route
 * measured in the same run (entorno.ts). PGlite by default; PostgreSQL when TEST_DATABASE_URL is
 * set (scripts/with-postgres.sh). Not part of npm test.
 */
import { count } from 'drizzle-orm';
import { catArticulosDifarmer } from '../../src/db/schema/index.ts';
import { buscarArticulos } from '../../src/modules/catalogos/articulos/queries.ts';
import { abrirBaseGrande, type Caso, correrCasos, levantar, percentil, SEGUNDOS } from './entorno.ts';

const CONEXIONES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const database = await abrirBaseGrande();
const { base, bareUrl, headers, cerrar } = await levantar(database);
const [difarmer] = await database.db.select({ n: count() }).from(catArticulosDifarmer);

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
 * one request at a time, for every term (the database work behind the first search of a term).
 */
const primeraBusqueda = async () => {
  const tiempos: number[] = [];
  for (const buscar of TERMINOS) {
    const t0 = performance.now();
    await buscarArticulos(database.db, buscar);
    tiempos.push(performance.now() - t0);
  }
  return tiempos;
};

console.info(
  `\n${database.kind}: ${difarmer?.n ?? 0} artículos DIFARMER; ${CONEXIONES} conexiones, ${SEGUNDOS} s por caso`,
);
await correrCasos(casos, headers, CONEXIONES);
const nuevas = [...(await primeraBusqueda())].sort((a, b) => a - b);
console.info(
  `búsqueda nueva (sin respuesta recordada, una a la vez, ${nuevas.length} términos):`,
  `p50 ${percentil(nuevas, 0.5).toFixed(1)} ms, p95 ${percentil(nuevas, 0.95).toFixed(1)} ms,`,
  `máx ${nuevas.at(-1)?.toFixed(1)} ms (meta p95: ${database.kind === 'postgres' ? 10 : 15} ms)`,
);
await cerrar();
await database.close();
