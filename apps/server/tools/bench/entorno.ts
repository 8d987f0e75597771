/**
 * What every `npm run bench` case shares: the database at large scale (PGlite kept in BENCH_DATA_DIR
 * between runs; PostgreSQL when TEST_DATABASE_URL is set, see scripts/with-postgres.sh), the app
 * and a bare Fastify route listening on loopback, a signed-in admin, and the load generator
 * (carga.ts) in a process of its own so that it never shares the measured server's event loop.
 */

import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { catArticulosDifarmer } from '../../src/db/schema/index.ts';
import { isEmpty, seedDemo, seedLarge } from '../../src/seed/demo.ts';

export const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 6);
/** How many times each case is measured between two measurements of the reference. */
const RONDAS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Unmeasured load before each case: the code it runs is compiled and the heap settled first. */
const CALENTAR_SEGUNDOS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Opens, migrates and (once) seeds the large scale: 100,000 articles, 300,000 transfers. */
export const abrirBaseGrande = async (): Promise<DatabaseHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  const database = url
    ? openPostgres(url)
    : await openPglite({ dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/farmasi-bench-pglite' });
  await prepararBase(database);
  if (await isEmpty(database.db)) await seedDemo(database.db);
  const [n] = await database.db.select({ n: count() }).from(catArticulosDifarmer);
  if ((n?.n ?? 0) < 100_000) {
    console.info('Cargando la escala grande (100,000 artículos, 300,000 traspasos)…');
    for (const line of await seedLarge(database.db)) console.info(`  ${line}`);
    // Fresh statistics and visibility map, as autovacuum would leave them (PGlite has no
    // autovacuum): plans are measured, not a stale estimate, and index-only scans skip the table.
    await database.db.execute(sql`vacuum analyze`);
  }
  return database;
};

/** The app and a bare Fastify route on loopback, and an admin's headers. */
export const levantar = async (database: DatabaseHandle) => {
  // The cap on requests in flight (SATURACION_EN_CURSO, 64) would answer part of 100 connections
  // with 503 at once: off here, so every request is answered and timed (the loop-delay brake stays).
  const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent', SATURACION_EN_CURSO: 0 }), database);
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
  return {
    base,
    bareUrl,
    headers,
    cerrar: async () => {
      await bare.close();
      await app.close();
    },
  };
};

export type Caso = {
  nombre: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  auth?: boolean;
  requests?: { method?: 'GET' | 'POST'; path?: string; body?: string }[];
  /** A random whole number from 1 to `hasta` in the body's `campo`, per request (carga.ts). */
  aleatorio?: { campo: string; hasta: number };
};
export type Medida = { rps: number; p50: number; p95: number; p99: number; errores: number };

/** What every browser sends: the web app's calls always accept a compressed answer. */
const COMO_NAVEGADOR = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One case under load from its own process, with a browser's headers. */
export const medir = (caso: Caso, headers: Record<string, string>, conexiones: number, segundos = SEGUNDOS) =>
  new Promise<Medida>((resolve, reject) => {
    const hijo = fork(fileURLToPath(new URL('./carga.ts', import.meta.url)));
    hijo.send({
      url: caso.url,
      method: caso.method,
      body: caso.body,
      requests: caso.requests,
      aleatorio: caso.aleatorio,
      headers: caso.auth === false ? COMO_NAVEGADOR : { ...COMO_NAVEGADOR, ...headers },
      connections: conexiones,
      duration: segundos,
    });
    hijo.once('message', (m) => resolve(m as Medida));
    hijo.once('error', reject);
    hijo.once('exit', (code) => code && reject(new Error(`bench-carga terminó con ${code}`)));
  });

/**
 * Runs the cases in turn, each between two measurements of bare Fastify (the first case): on these
 * shared virtual machines bare Fastify alone moved between 12,600 and 30,800 req/s within ten
 * minutes, and by a third between runs seconds apart. So each case runs RONDAS times, each time
 * compared with the mean of the reference just before and just after it, and the median round is
 * reported with the spread of the others. Each case first runs a few seconds unmeasured (the first
 * case otherwise also paid for the JIT and for collecting what loading the search data left).
 */
export const correrCasos = async (
  casos: Caso[],
  headers: Record<string, string>,
  conexiones: number,
): Promise<Resultado[]> => {
  const carga = loadavg().map((v) => v.toFixed(2));
  console.info(`carga del equipo al empezar (1, 5, 15 min): ${carga.join(', ')} en ${cpus().length} núcleos`);
  console.info(`${RONDAS} rondas de ${SEGUNDOS} s por caso; % Fastify: la ronda mediana (mínimo–máximo)`);
  console.info(
    'caso'.padEnd(44),
    ...['req/s', 'Fastify', '% Fastify', 'rango', 'p50 ms', 'p95 ms', 'p99 ms', 'errores', 'carga 1m'].map(
      (h) => h.padStart(9),
    ),
  );
  const [referencia, ...resto] = casos;
  const resultados: Resultado[] = [];
  // The previous run's queued requests drain first (PGlite answers one query at a time).
  const pausa = () => new Promise((r) => setTimeout(r, 1500));
  for (const caso of resto) {
    if (!referencia) break;
    // A case of random pages is measured once and not warmed up: otherwise the pages it asks for
    // would already be remembered.
    const rondas = caso.aleatorio ? 1 : RONDAS;
    if (!caso.aleatorio) await medir(caso, headers, conexiones, CALENTAR_SEGUNDOS);
    await pausa();
    let antes = await medir(referencia, headers, conexiones);
    const medidas: Resultado[] = [];
    for (let i = 0; i < rondas; i++) {
      await pausa();
      const r = await medir(caso, headers, conexiones);
      await pausa();
      const despues = await medir(referencia, headers, conexiones);
      const base = (antes.rps + despues.rps) / 2;
      medidas.push({ nombre: caso.nombre, ...r, porcentaje: (100 * r.rps) / base, referencia: base });
      antes = despues;
    }
    medidas.sort((a, b) => a.porcentaje - b.porcentaje);
    const r = medidas[Math.floor(medidas.length / 2)] as Resultado;
    const rango = `${medidas[0]?.porcentaje.toFixed(0)}–${medidas.at(-1)?.porcentaje.toFixed(0)}`;
    console.info(
      caso.nombre.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      r.referencia.toFixed(0).padStart(9),
      `${r.porcentaje.toFixed(0)}%`.padStart(9),
      rango.padStart(9),
      ...[r.p50, r.p95, r.p99].map((v) => v.toFixed(1).padStart(9)),
      String(r.errores).padStart(9),
      cargaAhora().padStart(9),
    );
    resultados.push(r);
  }
  return resultados;
};

export type Resultado = Medida & { nombre: string; porcentaje: number; referencia: number };

/** The machine's 1-minute load average now (shared machines: every result says how busy it was). */
export const cargaAhora = () => loadavg()[0]?.toFixed(2) ?? '?';

/** One target's verdict, on a line of its own that a reader (or grep) finds at once. */
export const meta = (cumple: boolean, objetivo: string, medido: string) =>
  console.info(
    `${cumple ? 'CUMPLE   ' : 'NO CUMPLE'} | ${objetivo} | medido: ${medido} | carga ${cargaAhora()}`,
  );

export const percentil = (tiempos: readonly number[], p: number) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor(orden.length * p))] ?? 0;
};
