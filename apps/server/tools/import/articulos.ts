import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { prepararBase } from '../../src/db/preparar.ts';
import { importarDifarmer } from '../../src/modules/catalogos/articulos/importar.ts';

/** npm run import:articulos -- archivo.csv: loads the DIFARMER catalogue (see docs/decisions/). */
const archivo = process.argv[2];
if (!archivo) {
  console.error('Uso: npm run import:articulos -- <archivo.csv>');
  process.exit(2);
}
const texto = readFileSync(archivo, 'utf8');
const database = await openDatabase(loadConfig());
try {
  await prepararBase(database);
  const r = await importarDifarmer(database.db, texto);
  if (r.errores.length > 0) {
    for (const e of r.errores.slice(0, 50)) console.error(e);
    if (r.errores.length > 50) console.error(`… y ${r.errores.length - 50} errores más.`);
    console.error('No se importó nada: corrija el archivo y vuelva a intentarlo.');
    process.exitCode = 1;
  } else {
    console.info(
      `Importados ${r.filas} artículos DIFARMER: ${r.nuevos} nuevos, ${r.actualizados} actualizados.`,
    );
  }
} finally {
  await database.close();
}
