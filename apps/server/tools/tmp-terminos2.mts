import { openPglite, openPostgres } from '../src/db/client.ts';
import { IndiceBusqueda } from '../src/modules/catalogos/articulos/indice-busqueda.ts';
import { buscarArticulos } from '../src/modules/catalogos/articulos/queries.ts';
import { VersionesEscuchadas } from '../src/platform/cache-versionada.ts';

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
  'ácido acetilsalicílico',
  'suspensión',
  'METAMIZOL SÓDICO',
  'cápsulas',
];
const database = process.env.TEST_DATABASE_URL
  ? openPostgres(process.env.TEST_DATABASE_URL)
  : await openPglite({ dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/farmasi-bench-pglite' });
const v = new VersionesEscuchadas();
await v.iniciar(database, console.warn);
console.log('version', v.version('articulos'));
const indice = new IndiceBusqueda(database.db, v, { info: console.log, warn: console.warn });
let t0 = performance.now();
await indice.listo();
console.log(
  'carga ms',
  (performance.now() - t0).toFixed(0),
  'heap MB',
  (process.memoryUsage().heapUsed / 1e6).toFixed(0),
);
const todos: number[] = [];
for (const t of TERMINOS) {
  const ts: number[] = [];
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    await buscarArticulos(database.db, t, false, (a, b) => indice.buscar(a, b));
    ts.push(performance.now() - t0);
  }
  todos.push(...ts);
  console.log(t.padEnd(24), ts.map((x) => x.toFixed(2)).join(' '));
}
todos.sort((a, b) => a - b);
console.log(
  'p50',
  todos[Math.floor(todos.length * 0.5)]!.toFixed(2),
  'p95',
  todos[Math.floor(todos.length * 0.95)]!.toFixed(2),
);
await v.cerrar();
await database.close();
