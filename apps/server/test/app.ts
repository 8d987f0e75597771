import { readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Env, testConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { onServer, TEMPLATE_NAME, uniqueDatabaseName, withDatabase } from './databases.ts';

/** A fresh copy of the seeded template database for one test file. */
const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite({ template: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const name = uniqueDatabaseName();
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_NAME}`);
  const handle = openPostgres(withDatabase(url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
};

/** The whole application on its own database copy, closed after the file's tests. */
export const createTestApp = async (
  overrides: Partial<Env> = {},
  /** Receives the log lines (JSON) when given; set LOG_LEVEL in overrides too. */
  logStream?: { write(line: string): void },
) => {
  const database = await openTestDatabase();
  // Event-loop load shedding off: chains of injected requests never yield to the loop as sockets
  // do, and would trip it (platform/saturacion.test.ts turns it on with a low threshold).
  const config = testConfig({ WEB_DIST: '/nonexistent', SATURACION_RETARDO_MS: 0, ...overrides });
  const app = await buildApp(config, database, logStream);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, config };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];
