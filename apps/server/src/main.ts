import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepararBase } from './db/preparar.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';

/** Reads config, migrates, seeds demo data on an empty database, listens; stops cleanly on signals. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  await prepararBase(database);
  if (config.DEMO_DATA && (await isEmpty(database.db))) {
    console.info('Base de datos vacía: cargando datos de demostración…');
    await seedDemo(database.db);
  }
  const app = await buildApp(config, database);
  // The log says at start which provider stamps the payment receipts (SW Sapien or the test mode), and
  // a bad PAC_* setting stops the start instead of the first receipt.
  const { pacConfigurado } = await import('./platform/cfdi/pac/index.ts');
  pacConfigurado(app.log);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'deteniendo el servidor');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`FarmaSí back-office en http://localhost:${config.PORT}/admin/ (${database.kind})`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
