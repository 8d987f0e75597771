/**
 * Benchmark of the transfers list (S35) at large scale: 300,000 transfers over two years among
 * 2,000+ branches, 100 connections, each case beside a bare Fastify route measured in the same run.
 * Target: p99 under 1 s on PostgreSQL. Part of `npm run bench` (entorno.ts prepares everything);
 * alone: scripts/with-postgres.sh tsx apps/server/tools/bench/traspasos-sucursales.ts
 */
import { consultaTraspasosBody } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { consultar } from '../../src/modules/administracion/traspasos-sucursales/service.ts';
import { abrirBaseGrande, type Caso, correrCasos, levantar, meta, percentil, SEGUNDOS } from './entorno.ts';

const CONEXIONES = Number(process.env.BENCH_CONNECTIONS ?? 100);
const database = await abrirBaseGrande();
const { base, bareUrl, headers, cerrar } = await levantar(database);

const DAY = 86_400_000;
const now = new Date().toISOString();
const mes = new Date(Date.now() - 31 * DAY).toISOString();
const dosAnios = new Date(Date.now() - 730 * DAY).toISOString();
const url = `${base}/traspasosSuc/ConsultaTraspasos`;
const consulta = (nombre: string, body: object): Caso => ({
  nombre,
  url,
  method: 'POST',
  body: JSON.stringify({ FechaRecibio: now, ...body }),
});

const casos: Caso[] = [
  { nombre: 'Fastify sin nada (referencia)', url: bareUrl, auth: false },
  consulta('pendientes del último mes (primera carga)', { Estatus: 'P', FechaTraspaso: mes, PageLoad: true }),
  consulta('todos, dos años, página 1', { Estatus: 'T', FechaTraspaso: dosAnios }),
  consulta('todos, dos años, página 500', { Estatus: 'T', FechaTraspaso: dosAnios, Pagina: 500 }),
  consulta('recibidos de una sucursal origen', {
    Estatus: 'R',
    FechaTraspaso: dosAnios,
    CodSucursalOrigen: 7,
  }),
  consulta('por folio', { Estatus: 'T', FechaTraspaso: dosAnios, FolioTraspaso: 150_000 }),
  // Answers are remembered per version of the transfers: this case asks a random page of the 6,000
  // each time, so about one request in six finds its answer remembered (1,000 are kept) and the
  // others cost their queries: the list's cost when answers cannot be reused.
  {
    ...consulta('todos, dos años, página al azar (casi nunca recordada)', {
      Estatus: 'T',
      FechaTraspaso: dosAnios,
    }),
    aleatorio: { campo: 'Pagina', hasta: 6000 },
  },
];

console.info(`\n${database.kind}: traspasos; ${CONEXIONES} conexiones, ${SEGUNDOS} s por caso`);
const resultados = await correrCasos(casos, headers, CONEXIONES);

// What one request costs alone (count + page + names), without the load: swings less than the
// machine's load average does, and shows where a slow case spends its time.
console.info('\ncoste de una consulta sola (service.consultar, 20 veces seguidas):');
for (const caso of casos.slice(1, -1)) {
  const body = consultaTraspasosBody.parse(JSON.parse(caso.body ?? '{}'));
  const tiempos: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await consultar(database.db, body);
    tiempos.push(performance.now() - t0);
  }
  console.info(
    `  ${caso.nombre.padEnd(44)} p50 ${percentil(tiempos, 0.5).toFixed(1)} ms, p95 ${percentil(tiempos, 0.95).toFixed(1)} ms`,
  );
}
console.info(`\nMetas (issue 10 §7), ${database.kind}:`);
for (const r of resultados)
  meta(
    r.p99 < 1000 && r.errores === 0,
    `traspasos '${r.nombre}' p99 < 1 s${database.kind === 'postgres' ? '' : ' (la meta es sobre PostgreSQL)'}`,
    `p99 ${r.p99.toFixed(0)} ms, ${r.rps.toFixed(0)} req/s (${r.porcentaje.toFixed(0)}% de Fastify), ${r.errores} errores`,
  );
await cerrar();
await database.close();
