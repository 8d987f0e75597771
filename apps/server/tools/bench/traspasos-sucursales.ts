/**
 * Benchmark of the transfers list (S35) at large scale: 300,000 transfers over two years among
 * 2,000+ branches, 100 connections, each case beside a bare Fastify route measured in the same run.
 * Target: p99 under 1 s on PostgreSQL. Part of `npm run bench` (entorno.ts prepares everything);
 * alone: scripts/with-postgres.sh tsx apps/server/tools/bench/traspasos-sucursales.ts
 */
import { abrirBaseGrande, type Caso, correrCasos, levantar, meta, SEGUNDOS } from './entorno.ts';

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
];

console.info(`\n${database.kind}: traspasos; ${CONEXIONES} conexiones, ${SEGUNDOS} s por caso`);
const resultados = await correrCasos(casos, headers, CONEXIONES);
console.info(`\nMetas (issue 10 §7), ${database.kind}:`);
for (const r of resultados.slice(1))
  meta(
    r.p99 < 1000 && r.errores === 0,
    `traspasos '${r.nombre}' p99 < 1 s${database.kind === 'postgres' ? '' : ' (la meta es sobre PostgreSQL)'}`,
    `p99 ${r.p99.toFixed(0)} ms, ${r.rps.toFixed(0)} req/s (${r.porcentaje.toFixed(0)}% de Fastify), ${r.errores} errores`,
  );
await cerrar();
await database.close();
