/**
 * Benchmark of the transfers list against a running server on this machine (never a timed test):
 *   npm run seed -- --scale large   (into the server's DATA_DIR), start the server, then
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx apps/server/tools/bench/traspasos-sucursales.ts
 * Each case runs 10 s with 4 connections and prints requests per second and latencies.
 */
export {};

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}
type Autocannon = (o: Record<string, unknown>) => Promise<Result>;

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(base)) {
  console.error('BENCH_URL debe ser una dirección local (127.0.0.1, localhost o [::1]) con puerto.');
  process.exit(2);
}
const moduleName = 'autocannon';
const autocannon = (await import(moduleName)).default as Autocannon;

const login = await fetch(`${base}/admin/api/seguridad/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'admin', password: 'Admin#2468' }),
});
const token = ((await login.json()) as { token: { accessToken: string } }).token.accessToken;

const DAY = 86_400_000;
const now = new Date().toISOString();
const mes = new Date(Date.now() - 31 * DAY).toISOString();
const dosAnios = new Date(Date.now() - 730 * DAY).toISOString();
const consulta = (body: object) => ({
  method: 'POST',
  path: '/admin/api/traspasosSuc/ConsultaTraspasos',
  body: JSON.stringify({ FechaRecibio: now, ...body }),
});

const cases: [string, ReturnType<typeof consulta>][] = [
  [
    'pendientes del último mes (primera carga)',
    consulta({ Estatus: 'P', FechaTraspaso: mes, PageLoad: true }),
  ],
  ['todos, dos años, página 1', consulta({ Estatus: 'T', FechaTraspaso: dosAnios })],
  ['todos, dos años, página 500', consulta({ Estatus: 'T', FechaTraspaso: dosAnios, Pagina: 500 })],
  [
    'recibidos de una sucursal origen',
    consulta({ Estatus: 'R', FechaTraspaso: dosAnios, CodSucursalOrigen: 7 }),
  ],
  ['por folio', consulta({ Estatus: 'T', FechaTraspaso: dosAnios, FolioTraspaso: 150_000 })],
];

for (const [name, request] of cases) {
  const r = await autocannon({
    url: base,
    connections: 4,
    duration: 10,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [request],
  });
  console.info(
    `${name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${r.non2xx ? `, ${r.non2xx} no-2xx` : ''}`,
  );
}
