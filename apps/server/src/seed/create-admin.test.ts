import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@farmasi/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../../test/session.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';

/**
 * npm run create-admin applies the rules of every new password (platform/password-nueva.ts, whose
 * own test covers each rule): the real script, answers piped to its stdin, on a new PGlite folder.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'farmasi-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The script with answers piped to its stdin, or (args) without questions, the password in `password`. */
const crearAdmin = (respuestas: string[], args: string[] = [], password?: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    // Always the embedded database of dataDir, also when the suite runs against PostgreSQL.
    const { DATABASE_URL: _servidor, ADMIN_PASSWORD: _password, ...env } = process.env;
    const hijo = spawn(process.execPath, ['--import', 'tsx', 'src/seed/create-admin.ts', ...args], {
      cwd: serverDir,
      env: {
        ...env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(password === undefined ? {} : { ADMIN_PASSWORD: password }),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
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
    hijo.stdin.end(respuestas.map((r) => `${r}\n`).join(''));
  });

// Each run migrates or checks the folder's database: tens of seconds on a busy 2-core machine.
describe('npm run create-admin', { timeout: 240_000 }, () => {
  it('refuses a breached password (Password1!) in Spanish and exits with 1', async () => {
    const { code, stderr } = await crearAdmin(['root', 'Adriana Morales Vega', 'Password1!', 'Password1!']);
    expect(stderr).toContain(messages.password.adivinable);
    expect(code).toBe(1);
  });

  it('creates the administrator with a good password, who then signs in; the refused ones do not', async () => {
    const { code, stdout, stderr } = await crearAdmin([
      'jefe',
      'Adriana Morales Vega',
      'Bosque#9753',
      'Bosque#9753',
    ]);
    expect(stderr).toBe('');
    expect(stdout).toContain('Administrador jefe creado.');
    expect(code).toBe(0);

    const database = await openPglite({ dataDir });
    const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent', SATURACION_RETARDO_MS: 0 }), database);
    try {
      expect((await login(app, 'jefe', 'Bosque#9753')).body.value).toBe(true);
      expect((await login(app, 'root', 'Password1!')).body.value).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('runs without questions: --usuario, --nombre and ADMIN_PASSWORD, with the same password rules', async () => {
    const sinPassword = await crearAdmin([], ['--usuario', 'gerente', '--nombre', 'Luis Pérez Soto']);
    expect(sinPassword.code).toBe(2);
    expect(sinPassword.stderr).toContain(
      'Falta la contraseña: póngala en la variable de entorno ADMIN_PASSWORD.',
    );
    const sinNombre = await crearAdmin([], ['--usuario=gerente'], 'Bosque#9753');
    expect(sinNombre.code).toBe(2);
    expect(sinNombre.stderr).toContain('Sin preguntas se necesitan --usuario y --nombre.');
    const desconocido = await crearAdmin([], ['--user', 'gerente'], 'Bosque#9753');
    expect(desconocido.code).toBe(2);
    expect(desconocido.stderr).toContain('Argumento desconocido: --user.');

    const adivinable = await crearAdmin(
      [],
      ['--usuario', 'gerente', '--nombre', 'Luis Pérez Soto'],
      'Password1!',
    );
    expect(adivinable.stderr).toContain(messages.password.adivinable);
    expect(adivinable.code).toBe(1);

    const { code, stdout, stderr } = await crearAdmin(
      [],
      ['--usuario', 'gerente', '--nombre=Luis Pérez Soto'],
      'Encino#8642',
    );
    expect(stderr).toBe('');
    expect(stdout).toBe('Administrador gerente creado.\n');
    expect(code).toBe(0);
    const repetido = await crearAdmin([], ['--usuario', 'GERENTE', '--nombre', 'Otro'], 'Encino#8642');
    expect(repetido.stderr).toContain('El usuario GERENTE ya existe.');
    expect(repetido.code).toBe(1);

    const database = await openPglite({ dataDir });
    const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent', SATURACION_RETARDO_MS: 0 }), database);
    try {
      expect((await login(app, 'gerente', 'Encino#8642')).body.value).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
