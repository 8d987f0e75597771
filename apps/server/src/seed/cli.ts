import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepararBase } from '../db/preparar.ts';
import { isEmpty, seedDemo, seedLarge } from './demo.ts';

/** npm run seed [-- --scale large]: demo data on an empty database, plus benchmark volumes. */
const scale = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'demo';
if (scale !== 'demo' && scale !== 'large') {
  console.error('Uso: npm run seed -- [--scale demo|large]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepararBase(database);
  if (await isEmpty(database.db)) {
    await seedDemo(database.db);
    console.info('Datos de demostración cargados.');
  }
  if (scale === 'large')
    for (const line of await seedLarge(database.db)) console.info(`Escala grande, ${line}.`);
} finally {
  await database.close();
}
