import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** What the lock file records: who holds the folder, and since when (to tell a reused pid). */
interface Dueno {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux /proc); null elsewhere. */
  inicio: string | null;
}

/** State and start time of a process from /proc/<pid>/stat, or null where there is no /proc. */
const statOf = (pid: number | 'self'): { estado: string; inicio: string } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { estado: campos[0] ?? '', inicio: campos[19] ?? '' };
  } catch {
    return null;
  }
};

const existe = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the recorded owner still runs: the pid exists, is not a zombie (killed, not yet reaped)
 * and started when the owner did (a pid reused by another process after a restart does not count).
 */
const vive = (dueno: Dueno): boolean => {
  if (!existe(dueno.pid)) return false;
  const stat = statOf(dueno.pid);
  if (!stat) return true;
  if (stat.estado === 'Z' || stat.estado === 'X') return false;
  return dueno.inicio === null || stat.inicio === dueno.inicio;
};

const leer = (file: string): Dueno | null => {
  try {
    const text = readFileSync(file, 'utf8').trim();
    // Older lock files held the pid alone.
    const dueno = (text.startsWith('{') ? JSON.parse(text) : { pid: Number(text), inicio: null }) as Dueno;
    return Number.isInteger(dueno.pid) && dueno.pid > 0 ? dueno : null;
  } catch {
    return null;
  }
};

/**
 * PGlite does not lock its data folder and two processes on one folder corrupt it: take a lock file
 * holding our pid and start time, take over one whose process is gone (even just killed with -9),
 * refuse clearly when a live process holds it.
 */
export const acquireDataDirLock = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.farmasi.lock');
  const yo: Dueno = { pid: process.pid, inicio: statOf('self')?.inicio ?? null };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(yo));
      closeSync(fd);
      return () => {
        // Only our own lock: a process that took over a folder we thought we held keeps its lock.
        if (leer(file)?.pid === yo.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const dueno = leer(file);
      if (dueno && dueno.pid !== process.pid && vive(dueno)) {
        throw new Error(
          `La carpeta de datos ${dataDir} está en uso por otro proceso (pid ${dueno.pid}). ` +
            'Detenga ese proceso o indique otra carpeta con DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dataDir}.`);
};
