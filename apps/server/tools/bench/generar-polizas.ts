/**
 * Benchmark of the journal entries (S24): the sales and cost-of-sales file of one month of a
 * 300-branch chain (a day cut per branch and day, each branch's movements and its invoices), the
 * whole call's work: the query, the pólizas and the Windows-1252 text. Target: under 10 s.
 * Part of `npm run bench`; alone: scripts/with-postgres.sh tsx apps/server/tools/bench/generar-polizas.ts
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import {
  generarCortesResumidos,
  sucursalesPorAbrir,
} from '../../src/modules/contabilidad/generar-polizas/demo-ventas.ts';
import { generarPoliza } from '../../src/modules/contabilidad/generar-polizas/service.ts';
import { hoy, sumarDias } from '../../src/platform/fechas.ts';
import { rowsOf } from '../../src/platform/sql.ts';
import { isEmpty, seedDemo } from '../../src/seed/demo.ts';
import { meta, percentil } from './entorno.ts';

const SUCURSALES = 300;
// Its own database (the demo set and a chain grown to 300 pharmacies): the pólizas read only the
// sales, branches and accounts, not the large scale's articles and transfers.
const url = process.env.TEST_DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite({});
await prepararBase(database);
const { db } = database;
if (await isEmpty(db)) await seedDemo(db);
await db.execute(sql`
  insert into cat_sucursales (cod_sucursal, sucursal, nombre, propia, estado, municipio, id_empresa)
  select 1000 + n, 'Sucursal ' || n, 'Farmacia ' || n, 1, 'Puebla', 'Puebla', 1
    from generate_series(1, ${SUCURSALES}) n
  on conflict (cod_sucursal) do nothing`);
// Each branch's own accounts: a branch that sells without its sales accounts is refused (issue 24).
await db.execute(sql`
  insert into cat_cuentas_contables (cod_sucursal, cuenta_efectivo, cuenta_tasa_gral, cuenta_tasa0)
  select 1000 + n, '101-01-' || lpad((1000 + n)::text, 6, '0'), '401-01-' || lpad((1000 + n)::text, 6, '0'),
         '401-02-' || lpad((1000 + n)::text, 6, '0')
    from generate_series(1, ${SUCURSALES}) n
  on conflict (cod_sucursal) do nothing`);
const hasta = sumarDias(hoy(), -1);
const desde = sumarDias(hasta, -30);
await generarCortesResumidos(db, { desde, hasta, sinVentas: await sucursalesPorAbrir(db) });
const [n] = await rowsOf<{ sucursales: number; cortes: number }>(
  db,
  sql`select count(distinct cod_sucursal)::int as sucursales, count(*)::int as cortes from ventas_cortes
       where id_cat_empresa = 1 and fecha between ${desde} and ${hasta}`,
);
console.info(`\n${database.kind}: pólizas de un mes, ${n?.sucursales} sucursales, ${n?.cortes} cortes`);

const params = { fechaInicio: desde, fechaFin: hasta, empresa: 1, folio: 1 };
const casos = [
  ['polizacostoventa', 1],
  ['polizabonificacion', 2],
  ['polizadevolucion', 3],
] as const;
for (const [variante, poliza] of casos) {
  const tiempos: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    bytes = (await generarPoliza(db, variante, { ...params, poliza })).length;
    tiempos.push(performance.now() - t0);
  }
  const p95 = percentil(tiempos, 0.95);
  meta(
    p95 < 10_000 && (n?.sucursales ?? 0) >= SUCURSALES,
    `${variante}: un mes de ${SUCURSALES} sucursales < 10 s`,
    `p50 ${percentil(tiempos, 0.5).toFixed(0)} ms, máx ${p95.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB`,
  );
}
await database.close();
