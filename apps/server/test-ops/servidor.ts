import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The product as a process of its own (migrations, demo data on an empty database): from the
 * compiled build (apps/server/dist, as `npm run start:prod`) or from the sources through tsx.
 */
export const iniciarServidor = async (env: Record<string, string>, desde: 'dist' | 'src') => {
  const port = env.PORT ?? '3219';
  const base = `http://127.0.0.1:${port}/admin/api`;
  const args = desde === 'dist' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const proceso: ChildProcess = spawn(process.execPath, args, {
    cwd: server,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout?.on('data', (d) => (salida += d));
  proceso.stderr?.on('data', (d) => (salida += d));
  const terminado = new Promise<void>((resolve) => proceso.once('exit', () => resolve()));
  const limite = Date.now() + 300_000;
  for (;;) {
    if (proceso.exitCode !== null) throw new Error(`El servidor terminó al iniciar:\n${salida}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > limite) throw new Error(`El servidor no respondió en 5 minutos:\n${salida}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const detener = async () => {
    if (proceso.exitCode === null) proceso.kill('SIGTERM');
    await terminado;
  };
  /** Signs in and returns a caller of the API with the access token. */
  const sesion = async (usuario: string, password: string) => {
    const login = await (
      await fetch(`${base}/seguridad/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario, password }),
      })
    ).json();
    if (!login.value) throw new Error(`Sin sesión: ${login.message}`);
    const authorization = `Bearer ${login.token.accessToken}`;
    return async (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) =>
      (
        await fetch(`${base}${ruta}`, {
          method: metodo,
          headers: { authorization, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
        })
      ).json();
  };
  return { detener, sesion };
};
