import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { prepararBase } from '../src/db/preparar.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { onServer, TEMPLATE_NAME, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PGlite data dump, or a PostgreSQL template database when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await onServer(url, `DROP DATABASE IF EXISTS ${TEMPLATE_NAME}`, `CREATE DATABASE ${TEMPLATE_NAME}`);
    const handle = openPostgres(withDatabase(url, TEMPLATE_NAME));
    await prepararBase(handle);
    await seedDemo(handle.db);
    await handle.close();
    project.provide('pgliteTemplate', '');
    return async () => onServer(url, `DROP DATABASE IF EXISTS ${TEMPLATE_NAME}`);
  }
  const handle = await openPglite();
  await prepararBase(handle);
  await seedDemo(handle.db);
  const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
