import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import {
  importarVentas,
  LoteInvalido,
} from '../../src/modules/contabilidad/generar-polizas/ventas-importar.ts';

/**
 * npm run import:ventas -- entrega.json: loads a point-of-sale delivery ({ facturas, tickets,
 * devoluciones }, see ventas-importar.ts) and sums the day cuts it touches; all or nothing.
 */
// npm runs workspace scripts in apps/server: a relative path is the caller's (INIT_CWD).
const arg = process.argv[2];
const file = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : '';
if (!file || !existsSync(file)) {
  console.error('Uso: npm run import:ventas -- <ruta al archivo JSON de la entrega>');
  process.exit(2);
}
let entrega: unknown;
try {
  entrega = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error('No se importó nada: el archivo no es JSON válido.');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepararBase(database);
  const r = await importarVentas(database.db, entrega);
  console.info(
    `Ventas importadas: ${r.tickets} tickets, ${r.devoluciones} devoluciones, ${r.facturas} facturas; ${r.cortes} cortes sumados.`,
  );
} catch (error) {
  if (error instanceof LoteInvalido) {
    console.error(`No se importó nada: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
