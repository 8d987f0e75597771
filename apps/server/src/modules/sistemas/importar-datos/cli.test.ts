import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cuentasContablesMessages as m } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/client.ts';
import { auditoria, catEmpresas } from '../../../db/schema/index.ts';
import { importadores } from './importadores.ts';

/**
 * `npm run import` (tools/import/index.ts) as a user runs it: the real script, on a new PGlite
 * folder (a fresh installation: the companies of the chart of accounts are reference data).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-import-cli-'));
const dataDir = path.join(dir, 'data');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importar = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    // Always the embedded database of dataDir, also when the suite runs against PostgreSQL.
    const { DATABASE_URL: _servidor, ...env } = process.env;
    const hijo = spawn(process.execPath, ['--import', 'tsx', 'tools/import/index.ts', ...args], {
      cwd: serverDir,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    hijo.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    hijo.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    hijo.once('error', reject);
    hijo.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

const csv = (nombre: string, texto: string) => writeFileSync(path.join(dir, nombre), `\uFEFF${texto}`);
const encabezado = 'Cuenta,Tipo de cuenta,Empresa,Sucursal\n';

// Each run with a database opens (the first one migrates) the folder's PGlite: seconds on a busy machine.
describe('npm run import', { timeout: 240_000 }, () => {
  it('--help lists every kind with its title and columns', async () => {
    const { code, stdout } = await importar('--help');
    expect(code).toBe(0);
    for (const { tipo, titulo, columnas } of (await importadores()).values()) {
      expect(stdout).toContain(`  ${tipo} — ${titulo}`);
      for (const c of columnas)
        expect(stdout).toContain(`    ${c.nombre}${c.requerida ? ' (obligatoria)' : ''}: `);
    }
  });

  it('answers a wrong call with the usage and exit 2', async () => {
    const sinTipo = await importar();
    expect(sinTipo.code).toBe(2);
    expect(sinTipo.stderr).toContain('Falta el tipo de datos a importar.');
    expect(sinTipo.stderr).toContain('npm run import -- <tipo> <archivo.csv|archivo.xlsx> [--dry-run]');
    const tipo = await importar('inventarios', 'x.csv');
    expect(tipo.code).toBe(2);
    expect(tipo.stderr).toContain('Tipo desconocido: inventarios. Los tipos son: sucursales, ');
    expect((await importar('sucursales', 'x.ods')).stderr).toContain('El archivo debe ser .csv o .xlsx.');
    expect((await importar('sucursales', 'no-existe.csv')).stderr).toContain(
      `No existe el archivo ${dir}/no-existe.csv.`,
    );
    expect((await importar('sucursales', 'x.csv', '--rapido')).stderr).toContain(
      'Opción desconocida: --rapido.',
    );
  });

  it('writes the templates where it is told, relative to the caller', async () => {
    expect((await importar('cuentas-contables', '--plantilla', 'plantilla.csv')).code).toBe(0);
    expect(readFileSync(path.join(dir, 'plantilla.csv'), 'utf8')).toBe(
      '\uFEFFCuenta,Tipo de cuenta,Empresa,Sucursal\r\n101-01-000105,Efectivo,,105\r\n',
    );
    expect((await importar('sucursales', '--plantilla', 'plantilla.xlsx')).code).toBe(0);
    expect(existsSync(path.join(dir, 'plantilla.xlsx'))).toBe(true);
  });

  it('prints one line per bad row and exits 1; a good file: dry run, import, and a second run', async () => {
    csv(
      'malas.csv',
      `${encabezado}105-01-000001,Empresa,1,\n105-9-1,Empresa,2,\n101-01-000001,Efectivo,,1\n`,
    );
    const malas = await importar('cuentas-contables', 'malas.csv', '--dry-run');
    expect(malas.code).toBe(1);
    expect(malas.stdout).toBe(
      [
        `línea 3: Cuenta: ${m.formatoCuenta}`,
        `línea 4: Sucursal: ${m.sucursalNoExiste}`,
        'No se importó nada: 2 filas de 3 con errores; corrija el archivo y vuelva a intentarlo.',
        '',
      ].join('\n'),
    );

    csv('cuentas.csv', `${encabezado}105-01-000001,Empresa,1,\n105-02-000001,Empresa,2,\n`);
    const prueba = await importar('cuentas-contables', 'cuentas.csv', '--dry-run');
    expect(prueba.stdout).toBe(
      'Verificación sin errores: 2 cuentas contables listas para importar (no se escribió nada).\n',
    );
    expect(prueba.stderr).toContain('Verificando… 2 filas');
    const real = await importar('cuentas-contables', 'cuentas.csv');
    expect(real.code).toBe(0);
    expect(real.stdout).toBe('2 cuentas contables: 2 nuevas, 0 actualizadas, 0 sin cambios\n');
    expect(real.stderr).toContain('Escribiendo… 2 filas');
    const otra = await importar('cuentas-contables', 'cuentas.csv');
    expect(otra.stdout).toBe('2 cuentas contables: 0 nuevas, 0 actualizadas, 2 sin cambios\n');

    const database = await openPglite({ dataDir });
    try {
      const [empresa] = await database.db.select().from(catEmpresas).where(eq(catEmpresas.idCatEmpresa, 2));
      expect(empresa?.cuenta).toBe('105-02-000001');
      const filas = await database.db.select().from(auditoria).where(eq(auditoria.tabla, 'cat_empresas'));
      expect(filas).toHaveLength(2);
      for (const a of filas) {
        expect(a).toMatchObject({ idUsuario: null, metodo: 'CLI', ruta: 'cli import cuentas-contables' });
        expect(a.requestId).toMatch(/^cli:[^:]+:[0-9a-f-]{36}$/);
      }
    } finally {
      await database.close();
    }
  });
});
