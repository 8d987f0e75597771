/**
 * Benchmark of the journal entries (S24): the sales and cost-of-sales file of one month of a
 * 300-branch chain (a day cut per branch and day, each branch's movements and its invoices), the
 * whole call's work: the query, the pólizas and the Windows-1252 text. Target: under 10 s.
 * Part of `npm run bench`; alone: scripts/with-postgres.sh tsx apps/server/tools/bench/generar-polizas.ts
 */
import { sql } from 'drizzle-orm';
import { generarCortesResumidos } from '../../src/modules/contabilidad/generar-polizas/demo-ventas.ts';
import { generarPoliza } from '../../src/modules/contabilidad/generar-polizas/service.ts';
import { hoy, sumarDias } from '../../src/platform/fechas.ts';
import { rowsOf } from '../../src/platform/sql.ts';
import { abrirBaseGrande, meta, percentil } from './entorno.ts';

const SUCURSALES = 300;
const database = await abrirBaseGrande();
const { db } = database;
const hasta = sumarDias(hoy(), -1);
const desde = sumarDias(hasta, -30);

// The large scale's sales (seed 'grande'); a bench database made before them gets them now.
const [ultima] = await rowsOf<{ c: number }>(
  db,
  sql`select cod_sucursal as c from cat_sucursales where activo and id_empresa = 1 order by cod_sucursal offset ${SUCURSALES - 1} limit 1`,
);
await generarCortesResumidos(db, { desde, hasta, maxSucursal: ultima?.c ?? SUCURSALES });
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
