import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { onServer, withDatabase } from '../test/databases.ts';
import { iniciarServidor } from './servidor.ts';

/**
 * The README's production section, step by step as an installer runs it (issue 28): a new PostgreSQL
 * database, the product started on it with DEMO_DATA=false, `create-admin` without questions, the
 * postal codes and the five master-data imports from docs/ejemplos/, then the new administrator signs
 * in (in Chromium) and the branch, supplier and customer screens show the imported rows.
 */

const url = process.env.TEST_DATABASE_URL;
const BASE = 'farmasi_produccion';
const raiz = fileURLToPath(new URL('../../..', import.meta.url));
// The web build the e2e step has just made (CI); WEB_DIST names another.
const web = process.env.WEB_DIST ?? path.join(raiz, 'apps/web/dist');
const ADMIN = { usuario: 'jefe', nombre: 'Adriana Morales Vega', password: 'Tq7#vLm2-Rx9pWk' };
const env = () => ({
  DATABASE_URL: withDatabase(url!, BASE),
  JWT_SECRET: 'secreto-de-la-prueba-de-produccion-0123456789abcdef',
  RECARGAS_KEY: Buffer.alloc(32, 5).toString('base64'),
  DEMO_DATA: 'false',
});
/** A README command, from the repository's root as an installer types it; answers its output. */
const npm = (args: string[], extra: Record<string, string> = {}) =>
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: raiz,
    env: { ...process.env, ...env(), ...extra, FORCE_COLOR: '0' },
    encoding: 'utf8',
  });

afterAll(async () => {
  if (url) await onServer(url, `DROP DATABASE IF EXISTS ${BASE}`);
});

describe.skipIf(!url)('producción en PostgreSQL (README, solo con TEST_DATABASE_URL)', () => {
  it('base nueva sin demo, create-admin, códigos postales y las cinco importaciones; el administrador entra y ve lo importado', async () => {
    await onServer(url!, `DROP DATABASE IF EXISTS ${BASE}`, `CREATE DATABASE ${BASE}`);
    if (!existsSync(path.join(web, 'index.html'))) npm(['build', '-w', 'apps/web']);

    npm(['create-admin', '--', '--usuario', ADMIN.usuario, '--nombre', ADMIN.nombre], {
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect(npm(['import:codigos-postales', '--', 'docs/ejemplos/codigos-postales.txt'])).not.toBe('');
    const resumenes = [
      ['sucursales', 'docs/ejemplos/sucursales.csv'],
      ['empleados', 'docs/ejemplos/empleados.csv'],
      ['proveedores', 'docs/ejemplos/proveedores.csv'],
      ['clientes', 'docs/ejemplos/clientes.csv'],
      ['cuentas-contables', 'docs/ejemplos/cuentas-contables.xlsx'],
    ].map(([tipo, archivo]) => npm(['import', '--', tipo!, archivo!]).trim().split('\n').at(-1));
    expect(resumenes[0]).toBe('12 sucursales: 12 nuevas, 0 actualizadas, 0 sin cambios');
    for (const r of resumenes)
      expect(r).toMatch(/^\d+ [a-z ]+: \d+ nuev[oa]s?, 0 actualizad[oa]s, 0 sin cambios$/);
    // A second run of the same file changes nothing, and says so.
    expect(
      npm(['import', '--', 'sucursales', 'docs/ejemplos/sucursales.csv']).trim().split('\n').at(-1),
    ).toBe('12 sucursales: 0 nuevas, 0 actualizadas, 12 sin cambios');

    const servidor = await iniciarServidor({ ...env(), PORT: '3231', WEB_DIST: web }, 'src');
    const navegador = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await navegador.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-MX' });
      const app = 'http://127.0.0.1:3231/admin/';
      await page.goto(`${app}login`);
      await page.getByLabel('Usuario').fill(ADMIN.usuario);
      await page.getByLabel('Contraseña').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByTestId('menu-usuario').getByText(ADMIN.nombre).waitFor();

      // The screens may show names in capitals, as the spec's do.
      const ver = async (ruta: string, ...textos: RegExp[]) => {
        await page.goto(`${app}${ruta}`);
        try {
          for (const t of textos) await page.getByText(t).first().waitFor({ timeout: 30_000 });
        } catch (error) {
          // What the screen showed instead, for the failure's reader.
          await page.screenshot({ path: path.join(tmpdir(), `produccion-${path.basename(ruta)}.png`) });
          throw error;
        }
      };
      await ver('farmasi/administracion/direccion-sucursales', /Puebla Centro/i, /M[ée]rida Centro/i);
      await ver('farmasi/catalogos/proveedores/contacto', /Distribuidora Farmac[ée]utica del Centro/i);
      await ver(
        'farmasi/catalogos/empresascredito',
        /Farmac[ée]uticos Unidos del Centro/i,
        /Hospital San Jos[ée]/i,
      );
    } finally {
      await navegador.close();
      await servidor.detener();
    }
  });
});
