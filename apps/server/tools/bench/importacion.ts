/**
 * Benchmark of the master-data imports (issue 28): 100,000 branches (each with its address and zone
 * group) generated to a temporary CSV, then `ejecutarImportacion` as `npm run import` runs it: a dry
 * run, the import (one transaction), and the same file again (every row unchanged). The JS heap is
 * sampled while each run reads (collected before each sample with --expose-gc: what the run holds).
 * Targets: the import of 100,000 rows under 30 s on PostgreSQL; memory flat: the heap held at
 * 100,000 rows stays within a few MB of 20,000 rows' plus the key index (about 100 bytes a row), and
 * under 64 MB.
 * Part of `npm run bench` (PostgreSQL); alone: npx tsx --expose-gc apps/server/tools/bench/importacion.ts
 * (an in-memory PGlite), or scripts/with-postgres.sh tsx --expose-gc apps/server/tools/bench/importacion.ts.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryUsage } from 'node:process';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import importadorSucursales from '../../src/modules/catalogos/sucursales/importador.ts';
import { ejecutarImportacion } from '../../src/platform/importacion/ejecutar.ts';
import { textoCsv } from '../../src/platform/importacion/plantilla.ts';
import type { Importador, ResultadoImportacion } from '../../src/platform/importacion/tipos.ts';
import { meta } from './entorno.ts';

const FILAS = 100_000;
const PEQUENO = 20_000;
/** Branch numbers far from the demo's and the large scale's (other benches share the database). */
const DESDE = 1_000_001;

const url = process.env.TEST_DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite({});
await prepararBase(database);
const { db } = database;
const cps = [
  ['72000', 'Centro', 'Puebla', 'Puebla', '21', '114', '0001'],
  ['64010', 'Reforma', 'Monterrey', 'Nuevo León', '19', '039', '0002'],
  ['97000', 'Centro', 'Mérida', 'Yucatán', '31', '050', '0003'],
  ['44100', 'Centro', 'Guadalajara', 'Jalisco', '14', '039', '0004'],
] as const;
for (const [cp, colonia, municipio, estado, e, mpio, id] of cps)
  await db.execute(sql`
    insert into cat_codigos_postales (codigo_postal, colonia, municipio, estado, ciudad, c_estado, c_mnpio, id_asenta_cpcons)
    values (${cp}, ${colonia}, ${municipio}, ${estado}, ${municipio}, ${e}, ${mpio}, ${id})
    on conflict do nothing`);

const importador = importadorSucursales as Importador<unknown>;
const encabezado = importador.columnas.map((c) => c.nombre);
const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-bench-importacion-'));

/** A CSV of `n` branches, written as a stream. */
const generar = async (n: number) => {
  const archivo = path.join(dir, `sucursales-${n}.csv`);
  const salida = createWriteStream(archivo);
  salida.write(`\uFEFF${textoCsv([encabezado])}`);
  for (let i = 0; i < n; i++) {
    const [cp, colonia] = cps[i % cps.length] ?? cps[0];
    const cod = DESDE + i;
    const fila = [
      String(cod),
      `Sucursal ${cod}`,
      `Farmacia ${colonia} ${cod}`,
      i % 3 ? 'Propia' : 'Licenciataria',
      'Farmacias',
      `Zona Bench ${(i % 6) + 1}`,
      'S',
      cp,
      colonia,
      'Av. Reforma',
      String((i % 2400) + 1),
      'Calle 5 de Mayo y Calle 3 Norte',
      `222${String(i).padStart(7, '0')}`,
      '08:00',
      '22:00',
      'Lunes a sábado de 08:00 a 22:00 h',
      '',
    ];
    if (!salida.write(textoCsv([fila]))) await once(salida, 'drain');
  }
  salida.end();
  await once(salida, 'finish');
  return archivo;
};

const actor = {
  idUsuario: null,
  codEmpleado: null,
  requestId: 'bench',
  metodo: 'CLI',
  ruta: 'bench import sucursales',
};

/** One run, timed, with the heap it holds above what was there before (MB). */
const correr = async (archivo: string, dryRun: boolean) => {
  global.gc?.();
  const base = memoryUsage().heapUsed;
  let pico = base;
  const muestra = () => {
    global.gc?.();
    pico = Math.max(pico, memoryUsage().heapUsed);
  };
  const reloj = setInterval(muestra, 500);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let r: ResultadoImportacion;
  try {
    r = await ejecutarImportacion(
      db,
      importador,
      { nombre: archivo, abrir: () => createReadStream(archivo) },
      { dryRun, actor },
    );
  } finally {
    clearInterval(reloj);
  }
  const segundos = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  muestra();
  if (r.errores.length > 0)
    throw new Error(`El archivo del bench tiene errores: ${JSON.stringify(r.errores.slice(0, 3))}`);
  return { segundos, cpu: (cpu.user + cpu.system) / 1e6, mb: (pico - base) / 1e6, r };
};

try {
  console.info(`\n${database.kind}: importación de sucursales (${FILAS.toLocaleString('en-US')} filas)`);
  const pequeno = await correr(await generar(PEQUENO), true);
  const archivo = await generar(FILAS);
  const prueba = await correr(archivo, true);
  const real = await correr(archivo, false);
  const otra = await correr(archivo, false);
  const linea = (nombre: string, m: typeof real) =>
    console.info(
      `  ${nombre.padEnd(42)} ${m.segundos.toFixed(1).padStart(6)} s  (CPU de Node ${m.cpu.toFixed(1)} s)  montón +${m.mb.toFixed(0)} MB`,
    );
  linea(`revisión (--dry-run), ${PEQUENO.toLocaleString('en-US')} filas`, pequeno);
  linea(`revisión (--dry-run), ${FILAS.toLocaleString('en-US')} filas`, prueba);
  linea('importación (una transacción)', real);
  linea('otra vez el mismo archivo', otra);
  const conteo = JSON.stringify(otra.r.conteo);
  const gc = typeof global.gc === 'function';
  meta(
    database.kind !== 'postgres' || real.segundos < 30,
    `importar ${FILAS.toLocaleString('en-US')} sucursales${database.kind === 'postgres' ? ' en PostgreSQL' : ' (meta en PostgreSQL)'} < 30 s`,
    `${real.segundos.toFixed(1)} s (${JSON.stringify(real.r.conteo)}); otra vez ${otra.segundos.toFixed(1)} s ${conteo}`,
  );
  const crece = Math.max(prueba.mb, real.mb) - pequeno.mb;
  meta(
    gc && Math.max(prueba.mb, real.mb, otra.mb) < 64 && crece < 24,
    'memoria plana: montón retenido < 64 MB, de 20,000 a 100,000 filas crece solo el índice de claves',
    gc
      ? `+${pequeno.mb.toFixed(0)} MB con 20,000; +${prueba.mb.toFixed(0)}/+${real.mb.toFixed(0)}/+${otra.mb.toFixed(0)} MB con 100,000`
      : 'sin --expose-gc: no medido',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
}
