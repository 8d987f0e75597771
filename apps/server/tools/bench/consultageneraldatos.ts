/**
 * Benchmark of the general data query's export (S49–S50, issue 27): 'Ventas por día y sucursal' over
 * a year of a chain grown to 340 pharmacies (about 124,000 day cuts), downloaded through the app's own
 * route (POST /consulta-general/excel/) as an administrator, with the server's heap sampled while it
 * streams. Targets: 100,000 rows or more in under 5 s as a whole .xlsx; memory flat: what the export
 * holds while it streams (the heap collected before each sample) stays under 30 MB for one year and
 * for two (about 250,000 rows).
 * Part of `npm run bench`; alone: npx tsx --expose-gc apps/server/tools/bench/consultageneraldatos.ts (PGlite),
 * or scripts/with-postgres.sh tsx apps/server/tools/bench/consultageneraldatos.ts.
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { generarCortesResumidos } from '../../src/modules/contabilidad/generar-polizas/demo-ventas.ts';
import { hoy, sumarDias } from '../../src/platform/fechas.ts';
import { rowsOf } from '../../src/platform/sql.ts';
import { isEmpty, seedDemo } from '../../src/seed/demo.ts';
import { levantar, meta } from './entorno.ts';
import { type MedidaExportacion, medirExportacion } from './exportacion.ts';

const SUCURSALES = 300;
// Its own database: the demo set and a chain of 300 more pharmacies selling every day of two years.
const url = process.env.TEST_DATABASE_URL;
// BENCH_CONSULTA_DIR keeps the PGlite data between runs (seeding takes minutes on a loaded machine).
const dir = process.env.BENCH_CONSULTA_DIR;
const database = url ? openPostgres(url) : await openPglite(dir ? { dataDir: dir } : {});
await prepararBase(database);
const { db } = database;
if (await isEmpty(db)) await seedDemo(db);
await db.execute(sql`
  insert into cat_sucursales (cod_sucursal, sucursal, nombre, propia, estado, municipio, id_empresa)
  select 100000 + n, 'Sucursal ' || n, 'Farmacia ' || n, 1, 'Puebla', 'Puebla', 1
    from generate_series(1, ${SUCURSALES}) n
  on conflict (cod_sucursal) do nothing`);
const hasta = sumarDias(hoy(), -1);
const desde = sumarDias(hasta, -364);
// A second year before it: the export of both years shows whether memory grows with the rows.
const desde2 = sumarDias(hasta, -729);
// Under `npm run bench` on PostgreSQL the database is the large scale's: its 2,000 branches (codes
// 1000 and up) are left out, so that the export measures the same chain on both databases.
const escala = await rowsOf<{ c: number }>(
  db,
  sql`select cod_sucursal as c from cat_sucursales where cod_sucursal between 1000 and 99999`,
);
await generarCortesResumidos(db, { desde: desde2, hasta, sinVentas: escala.map((r) => r.c) });
// Fresh statistics and visibility map, as autovacuum would leave them (PGlite has no autovacuum).
await db.execute(sql`vacuum analyze`);
const contar = async (inicio: string) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ventas_cortes where id_cat_empresa = 1 and fecha between ${inicio} and ${hasta}`,
    )
  )[0]?.n ?? 0;
const filas = await contar(desde);
const filas2 = await contar(desde2);
console.info(
  `\n${database.kind}: exportación de la consulta general, ${filas} cortes de un año, ${filas2} de dos`,
);

const { base, headers, cerrar } = await levantar(database);
const cuerpo = (fechaInicio: string) => ({
  idOpcion: 2,
  fechaInicio,
  fechaFin: hasta,
  valores: '',
  valores2: '',
  comboEspecialTipo: 1,
  comboEspecialValor: 'TODOS',
  opcionSeleccionada: 'Ventas por día y sucursal',
});
const exportar = `${base}/consulta-general/excel/`;
const describir = (e: MedidaExportacion) =>
  console.info(
    `  ${e.filas} filas: ${e.segundos.toFixed(2)} s, ${(e.bytes / 1e6).toFixed(1)} MB, heap ${e.heapInicioMb.toFixed(0)} → ${e.heapPicoMb.toFixed(0)} MB, zip ${e.xlsx ? 'completo' : 'INCOMPLETO'}`,
  );
const medidas: MedidaExportacion[] = [];
for (let i = 0; i < 3; i++) medidas.push(await medirExportacion(exportar, headers, filas, cuerpo(desde)));
for (const e of medidas) describir(e);
// The memory the export holds while it streams (collected before each sample), one year and two.
const vivo = { vivo: true };
const memoria = [
  await medirExportacion(exportar, headers, filas, cuerpo(desde), vivo),
  await medirExportacion(exportar, headers, filas2, cuerpo(desde2), vivo),
];
console.info('  memoria retenida (recolectando antes de cada muestra):');
for (const e of memoria) describir(e);
const mediana = [...medidas].sort((a, b) => a.segundos - b.segundos)[1]!;
const [uno, dos] = memoria.map((e) => e.heapPicoMb - e.heapInicioMb) as [number, number];
meta(
  filas >= 100_000 && medidas.every((e) => e.xlsx) && mediana.segundos < 5,
  `consulta general: exportación de ${filas} filas (≥ 100,000) < 5 s, .xlsx válido`,
  `mediana ${mediana.segundos.toFixed(2)} s de 3, ${database.kind}`,
);
// Flat: what the export holds stays small and does not grow with the rows.
meta(
  typeof global.gc === 'function' && memoria.every((e) => e.xlsx) && uno < 30 && dos < 30,
  `consulta general: memoria plana (heap retenido +< 30 MB con ${filas} y con ${filas2} filas)`,
  `+${uno.toFixed(0)} MB y +${dos.toFixed(0)} MB${typeof global.gc === 'function' ? '' : ' (sin --expose-gc: no medido)'}`,
);
await cerrar();
await database.close();
