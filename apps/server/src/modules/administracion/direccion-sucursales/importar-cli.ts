import { existsSync } from 'node:fs';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { ArchivoInvalido, importarCodigosPostales } from './sepomex.ts';

/** npm run import:codigos-postales -- CPdescarga.txt: loads SEPOMEX's national catalogue. */
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run import:codigos-postales -- <ruta a CPdescarga.txt>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
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
