import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import {
  ArchivoInvalido,
  importarCodigosPostales,
} from '../../src/modules/administracion/direccion-sucursales/sepomex.ts';

/** npm run import:codigos-postales -- CPdescarga.txt: loads SEPOMEX's national catalogue. */
// npm runs workspace scripts in apps/server: a relative path is the caller's (INIT_CWD).
const arg = process.argv[2];
const file = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : '';
if (!file || !existsSync(file)) {
  console.error('Uso: npm run import:codigos-postales -- <ruta a CPdescarga.txt>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepararBase(database);
  const started = Date.now();
  const total = await importarCodigosPostales(database.db, file);
  console.info(
    `Códigos postales importados: ${total} asentamientos en ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} catch (error) {
  if (error instanceof ArchivoInvalido) {
    console.error(`No se importó nada: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
