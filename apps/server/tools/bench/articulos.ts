/**
 * npm run bench: article search, pending list and article detail at large scale (100,000 DIFARMER
 * articles), measured with autocannon on loopback beside a bare Fastify route in the same run.
 * PGlite by default (data kept in BENCH_DATA_DIR between runs); PostgreSQL when TEST_DATABASE_URL
 * is set (scripts/with-postgres.sh). Not part of npm test.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { catArticulosDifarmer } from '../../src/db/schema/index.ts';
import { buscarArticulos } from '../../src/modules/catalogos/articulos/queries.ts';
import { isEmpty, seedDemo, seedLarge } from '../../src/seed/demo.ts';

const CONEXIONES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10);
const url = process.env.TEST_DATABASE_URL;
const database: DatabaseHandle = url
  ? openPostgres(url)
  : await openPglite({ dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/farmasi-bench-pglite' });

await prepararBase(database);
if (await isEmpty(database.db)) await seedDemo(database.db);
const [n] = await database.db.select({ n: count() }).from(catArticulosDifarmer);
if ((n?.n ?? 0) < 100_000) {
  console.info('Cargando la escala grande (100,000 artículos)…');
  for (const line of await seedLarge(database.db)) console.info(`  ${line}`);
}

const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent' }), database);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/admin/api`;
const bare = Fastify();
bare.get('/bare', async () => ({ value: true, message: '', data: null }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

const login = await fetch(`${base}/seguridad/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'admin', password: 'Admin#2468' }),
});
const token = ((await login.json()) as { token: { accessToken: string } }).token.accessToken;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
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
  '54321',
  '7501',
  '900001',
  '12345',
];
const consultar = `${base}/catarticulos/consultar`;
const porTermino = TERMINOS.map((buscar) => ({ method: 'POST' as const, body: JSON.stringify({ buscar }) }));

type Caso = {
  nombre: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  auth?: boolean;
  requests?: { method?: 'GET' | 'POST'; path?: string; body?: string }[];
};
const casos: Caso[] = [
  { nombre: 'Fastify sin nada (referencia)', url: bareUrl, auth: false },
  { nombre: `búsqueda de artículos (${TERMINOS.length} términos)`, url: consultar, requests: porTermino },
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

const p95 = (tiempos: readonly number[]) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor(orden.length * 0.95))] ?? 0;
};

console.info(
  `\n${database.kind}: ${difarmer?.n ?? 0} artículos DIFARMER; ${CONEXIONES} conexiones, ${SEGUNDOS} s por caso`,
);
console.info(
  'caso'.padEnd(40),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'errores'.padStart(8),
);
type Medida = { rps: number; p50: number; p95: number; errores: number };
const medir = (caso: Caso) =>
  new Promise<Medida>((resolve, reject) => {
    const hijo = fork(fileURLToPath(new URL('./carga.ts', import.meta.url)), [
      JSON.stringify({
        url: caso.url,
        method: caso.method,
        body: caso.body,
        requests: caso.requests,
        headers: caso.auth === false ? {} : headers,
        connections: CONEXIONES,
        duration: SEGUNDOS,
      }),
    ]);
    hijo.once('message', (m) => resolve(m as Medida));
    hijo.once('error', reject);
    hijo.once('exit', (code) => code && reject(new Error(`bench-carga terminó con ${code}`)));
  });

for (const caso of casos) {
  // The previous case's queued requests drain first (PGlite answers one query at a time).
  await new Promise((r) => setTimeout(r, 3000));
  const r = await medir(caso);
  console.info(
    caso.nombre.padEnd(40),
    r.rps.toFixed(0).padStart(9),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    String(r.errores).padStart(8),
  );
}
const nuevas = [...(await primeraBusqueda())].sort((a, b) => a - b);
console.info(
  `búsqueda nueva (sin respuesta recordada, una a la vez, ${nuevas.length} términos):`,
  `p50 ${nuevas[Math.floor(nuevas.length / 2)]?.toFixed(1)} ms, p95 ${p95(nuevas).toFixed(1)} ms,`,
  `máx ${nuevas.at(-1)?.toFixed(1)} ms`,
);
await bare.close();
await app.close();
await database.close();
