import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { onServer, withDatabase } from '../test/databases.ts';
import { iniciarServidor } from './servidor.ts';

const url = process.env.TEST_DATABASE_URL;
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const ORIGEN = 'farmasi_respaldo_origen';
const RESTAURADA = 'farmasi_respaldo_restaurada';
const carpeta = mkdtempSync(path.join(tmpdir(), 'farmasi-respaldo-'));
const env = (base: string) => ({
  DATABASE_URL: withDatabase(url!, base),
  JWT_SECRET: 'secreto-de-la-prueba-de-respaldo-0123456789abcdef',
  RECARGAS_KEY: Buffer.alloc(32, 3).toString('base64'),
});

afterAll(async () => {
  rmSync(carpeta, { recursive: true, force: true });
  if (url) await onServer(url, `DROP DATABASE IF EXISTS ${ORIGEN}`, `DROP DATABASE IF EXISTS ${RESTAURADA}`);
});

describe.skipIf(!url)('respaldo y restauración de PostgreSQL (README, solo con TEST_DATABASE_URL)', () => {
  it('el servidor compilado arranca en una base vacía; pg_dump -Fc, pg_restore en una base nueva, y el producto arranca en ella con el cambio', async () => {
    await onServer(url!, `DROP DATABASE IF EXISTS ${ORIGEN}`, `DROP DATABASE IF EXISTS ${RESTAURADA}`);
    await onServer(url!, `CREATE DATABASE ${ORIGEN}`);
    const nombre = `Respaldo ${Date.now() % 100000}`;

    // The compiled build on an empty database: it must find its migrations and seed on its own.
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/build.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: 'inherit',
    });
    const original = await iniciarServidor(env(ORIGEN), 'dist');
    try {
      const api = await original.sesion('admin', 'Admin#2468');
      const creado = await api('POST', '/grupo-sucursales/guardar-elimina', { grupo: 0, nombre });
      expect(creado.value, creado.message).toBe(true);
    } finally {
      await original.detener();
    }

    const archivo = path.join(carpeta, 'farmasi.dump');
    execFileSync(path.join(bin, 'pg_dump'), ['-Fc', '-d', withDatabase(url!, ORIGEN), '-f', archivo]);
    expect(statSync(archivo).size).toBeGreaterThan(0);
    await onServer(url!, `CREATE DATABASE ${RESTAURADA}`);
    execFileSync(path.join(bin, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      withDatabase(url!, RESTAURADA),
      archivo,
    ]);
    // The original is gone: whatever the restored product shows comes from the dump.
    await onServer(url!, `DROP DATABASE ${ORIGEN}`);

    const restaurado = await iniciarServidor(env(RESTAURADA), 'src');
    try {
      const api = await restaurado.sesion('admin', 'Admin#2468');
      const grupos = await api('GET', '/grupo-sucursales/grupos');
      expect(grupos.value).toBe(true);
      expect(grupos.data.map((g: { grupo: string }) => g.grupo)).toContain(nombre);
    } finally {
      await restaurado.detener();
    }
  });
});
