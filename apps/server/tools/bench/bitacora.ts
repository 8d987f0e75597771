/**
 * Benchmark of the Bitácora (issue 29) at 1,000,000 audit entries: the first page of the log,
 * unfiltered and with each filter (user, screen, record, date range, user + dates), asked over HTTP
 * one after another (the latency a user sees: count up to 10,001 + page + names). Target: p95 under
 * 50 ms on PostgreSQL. Also prints each search's plan (the index it uses) and times one export batch.
 * Part of `npm run bench` (PostgreSQL part); alone:
 *   scripts/with-postgres.sh tsx apps/server/tools/bench/bitacora.ts
 * The entries are inserted by one generate_series statement (about a minute on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { rowsOf } from '../../src/platform/sql.ts';
import { isEmpty, seedDemo } from '../../src/seed/demo.ts';
import { meta, percentil } from './entorno.ts';

const ENTRADAS = Number(process.env.BENCH_BITACORA_ENTRADAS ?? 1_000_000);
const VECES = Number(process.env.BENCH_BITACORA_VECES ?? 200);
const TABLA = 'bench_bitacora';

const url = process.env.TEST_DATABASE_URL;
const database = url
  ? openPostgres(url)
  : await openPglite({ dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/farmasi-bench-pglite' });
await prepararBase(database);
const { db } = database;
if (await isEmpty(db)) await seedDemo(db);

// The app on loopback and an admin's token; the sign-in is retried: on a loaded machine the first
// requests after start may be refused by the overload brake (503) or time out.
const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent', SATURACION_EN_CURSO: 0 }), database);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/admin/api`;
const iniciarSesion = async (intento = 1): Promise<string> => {
  const res = await fetch(`${base}/seguridad/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', password: 'Admin#2468' }),
  });
  const cuerpo = (await res.json()) as { message?: string; token?: { accessToken: string } };
  if (cuerpo.token) return cuerpo.token.accessToken;
  if (intento >= 5) throw new Error(`inicio de sesión: ${res.status} ${cuerpo.message ?? ''}`);
  console.info(`  inicio de sesión rechazado (${res.status} ${cuerpo.message ?? ''}); reintento`);
  await new Promise((r) => setTimeout(r, 2000));
  return iniciarSesion(intento + 1);
};
const headers = { authorization: `Bearer ${await iniciarSesion()}` };
const cerrar = () => app.close();
const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
  db,
  sql`select count(*)::int as n from auditoria where tabla like ${`${TABLA}%`}`,
);
if (n < ENTRADAS) {
  console.info(`Cargando ${ENTRADAS.toLocaleString('en-US')} entradas de la bitácora…`);
  const t0 = performance.now();
  // Two years of changes, oldest first (as they would have been written): 200 users, 40 screens,
  // 20 tables, 50,000 records per table, a small before/after each.
  await db.execute(sql`
    insert into auditoria (fecha, id_usuario, request_id, metodo, ruta, pantalla, tabla, clave, antes, despues)
    select now() - interval '730 days' + (g * (interval '730 days' / ${ENTRADAS}::int)),
           1000 + g % 200, md5(g::text), 'POST', '/admin/api/bench/guardar', 1000 + (g * 7) % 40,
           ${TABLA}::text || '_' || (g % 20), ((g * 31) % 50000)::text,
           case when g % 10 = 0 then null else jsonb_build_object('nombre', 'Antes ' || g, 'activo', true) end,
           jsonb_build_object('nombre', 'Después ' || g, 'activo', g % 2 = 0, 'precio', g % 1000)
      from generate_series(${n + 1}::int, ${ENTRADAS}::int) g`);
  await db.execute(sql`vacuum analyze auditoria`);
  console.info(`  ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

// A record changed several times, found in the data (its entries are spread over the two years).
const [registro = { tabla: '', clave: '' }] = await rowsOf<{ tabla: string; clave: string }>(
  db,
  sql`select tabla, clave from auditoria where tabla like ${`${TABLA}%`} order by id desc offset 5000 limit 1`,
);
const dia = (dias: number) => new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
const casos: { nombre: string; q: string }[] = [
  { nombre: 'sin filtros', q: '' },
  { nombre: 'sin filtros, página 500', q: 'pagina=500' },
  { nombre: 'por usuario', q: 'usuario=1042' },
  { nombre: 'por pantalla', q: 'pantalla=1017' },
  { nombre: 'por registro (tabla + clave)', q: `tabla=${registro.tabla}&clave=${registro.clave}` },
  { nombre: 'por tabla', q: `tabla=${TABLA}_7` },
  { nombre: 'por fechas (un mes, hace un año)', q: `desde=${dia(395)}&hasta=${dia(365)}` },
  { nombre: 'por usuario y fechas', q: `usuario=1042&desde=${dia(395)}&hasta=${dia(365)}` },
  { nombre: 'por pantalla y fechas', q: `pantalla=1017&desde=${dia(395)}&hasta=${dia(365)}` },
];

const pedir = async (q: string) => {
  const res = await fetch(`${base}/sistemas/bitacora?${q}`, { headers });
  const cuerpo = (await res.json()) as { value: boolean; data?: { entradas: unknown[]; total: number } };
  if (!res.ok || !cuerpo.value)
    throw new Error(`${q}: ${res.status} ${JSON.stringify(cuerpo).slice(0, 200)}`);
  return cuerpo.data!;
};

console.info(
  `\n${database.kind}: bitácora con ${ENTRADAS.toLocaleString('en-US')} entradas; ${VECES} consultas seguidas por caso`,
);
const resultados: { nombre: string; p50: number; p95: number; total: number }[] = [];
for (const caso of casos) {
  for (let i = 0; i < 20; i++) await pedir(caso.q);
  const tiempos: number[] = [];
  let total = 0;
  for (let i = 0; i < VECES; i++) {
    const t0 = performance.now();
    total = (await pedir(caso.q)).total;
    tiempos.push(performance.now() - t0);
  }
  resultados.push({
    nombre: caso.nombre,
    p50: percentil(tiempos, 0.5),
    p95: percentil(tiempos, 0.95),
    total,
  });
}

// The index each search uses (the first page's query, as the server sends it).
console.info('\nplanes (primera página):');
const planes: [string, string][] = [
  ['sin filtros', ''],
  ['usuario', 'where a.id_usuario = 1042'],
  ['pantalla', 'where a.pantalla = 1017'],
  ['registro', `where a.tabla = '${registro.tabla}' and a.clave = '${registro.clave}'`],
  ['fechas', `where a.fecha >= now() - interval '395 days' and a.fecha < now() - interval '365 days'`],
];
for (const [nombre, donde] of planes) {
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(
    db,
    sql.raw(`explain select * from auditoria a ${donde} order by a.fecha desc, a.id desc limit 20`),
  );
  const indice = plan.map((p) => p['QUERY PLAN']).find((l) => /Index|Seq Scan/.test(l)) ?? '?';
  console.info(`  ${nombre.padEnd(12)} ${indice.trim()}`);
}

// The export's keyset batch (after the last entry read) and a whole filtered export's time.
const keyset = await rowsOf<{ 'QUERY PLAN': string }>(
  db,
  sql.raw(`explain select * from auditoria a where (a.fecha, a.id) < (now() - interval '1 year', 1)
           order by a.fecha desc, a.id desc limit 2000`),
);
console.info(
  `  ${'lote export'.padEnd(12)} ${keyset
    .map((p) => p['QUERY PLAN'])
    .find((l) => /Index|Seq Scan/.test(l))
    ?.trim()}`,
);
const t0 = performance.now();
const excel = await fetch(`${base}/sistemas/bitacora/excel?pantalla=1017`, { headers });
const bytes = (await excel.arrayBuffer()).byteLength;
console.info(
  `\nexportación de una pantalla (1 de cada 40 entradas): ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
    `${(bytes / 1e6).toFixed(1)} MB, estado ${excel.status}`,
);

console.info('\nMetas (issue 29), primera página p95 < 50 ms:');
for (const r of resultados)
  meta(
    r.p95 < 50,
    `bitácora '${r.nombre}' p95 < 50 ms${database.kind === 'postgres' ? '' : ' (la meta es sobre PostgreSQL)'}`,
    `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.total.toLocaleString('en-US')} entradas contadas)`,
  );
await cerrar();
await database.close();
