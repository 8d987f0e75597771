import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock.ts';

/**
 * The PGlite folder lock against real processes (issue 11): a holder killed with SIGKILL leaves its
 * lock file behind, and the next start takes it over at once, even while the dead holder is still a
 * zombie that its parent has not reaped; a live holder is refused with its pid.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const holder = path.join(serverDir, 'test/lock-holder.ts');
const hijos: ChildProcess[] = [];

afterEach(() => {
  for (const hijo of hijos.splice(0)) hijo.kill('SIGKILL');
});

/** Starts `command` in a shell and resolves with the lock holder's pid, once it holds the lock. */
const lanzar = (command: string) =>
  new Promise<{ pid: number; proceso: ChildProcess }>((resolve, reject) => {
    const proceso = spawn('sh', ['-c', command], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
    hijos.push(proceso);
    proceso.stdout?.once('data', (chunk: Buffer) =>
      resolve({ pid: Number(chunk.toString().trim()), proceso }),
    );
    proceso.once('exit', (code) => reject(new Error(`el proceso terminó antes de bloquear (${code})`)));
  });

const estadoDe = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return 'gone';
  }
};

const esperar = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(cond()).toBe(true);
};

const nodeHolder = (dir: string) => `exec "${process.execPath}" --import tsx "${holder}" "${dir}"`;

describe('data folder lock with real processes', () => {
  it('refuses a folder that a live process holds, naming its pid', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-lock-'));
    const { pid } = await lanzar(nodeHolder(dir));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `La carpeta de datos ${dir} está en uso por otro proceso (pid ${pid}). Detenga ese proceso o indique otra carpeta con DATA_DIR.`,
    );
  });

  it('takes over at once from a holder killed with SIGKILL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-lock-'));
    const { pid, proceso } = await lanzar(nodeHolder(dir));
    const salio = new Promise((r) => proceso.once('exit', r));
    process.kill(pid, 'SIGKILL');
    await salio;
    acquireDataDirLock(dir)();
  });

  it('takes over from a killed holder that is still a zombie (its parent does not reap it)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-lock-'));
    // The shell becomes `sleep`, which never waits for its child: the killed holder stays a zombie.
    const { pid } = await lanzar(`${nodeHolder(dir).replace(/^exec /, '')} & exec sleep 60`);
    process.kill(pid, 'SIGKILL');
    await esperar(() => estadoDe(pid) === 'Z');
    acquireDataDirLock(dir)();
  });

  it('takes over a lock whose pid now belongs to another process (restart reused the pid)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-lock-'));
    const otro = spawn('sleep', ['60'], { stdio: 'ignore' });
    hijos.push(otro);
    writeFileSync(path.join(dir, '.farmasi.lock'), JSON.stringify({ pid: otro.pid, inicio: '1' }));
    acquireDataDirLock(dir)();
  });
});
