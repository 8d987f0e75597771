import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import { migrar } from './migrator.ts';

/**
 * One type for both drivers (ARCHITECTURE: known facts). Queries name their tables (imported from
 * db/schema or the module's tablas.ts); no relational schema is registered.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction: services accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

/** What a notification listener hears: a payload, or that listening started or stopped. */
export interface Oyente {
  aviso(payload: string): void;
  /** true once listening (again); false when the listening connection was lost. */
  estado(escuchando: boolean): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied (db/migrator.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Hears the errors of idle pooled connections (the database went away); PostgreSQL only. */
  onPoolError?(listener: (error: Error) => void): void;
  /** LISTEN on a channel (a fixed identifier); resolves with the function that stops it. */
  listen(canal: string, oyente: Oyente): Promise<() => Promise<void>>;
  /** Connection use now, for the metrics. */
  uso?(): UsoConexiones;
}

/** PostgreSQL: the pool's connections; PGlite (one query at a time): queries running or queued. */
export type UsoConexiones =
  | { kind: 'postgres'; total: number; libres: number; esperando: number }
  | { kind: 'pglite'; enCurso: number };

const RECONEXION_MS = 1000;
const POOL_ESPERA_MS = 10_000;

/**
 * LISTEN on a connection of its own, outside the pool; a lost connection is reported and retried
 * every second until it listens again or is stopped.
 */
const escucharPostgres = async (url: string, canal: string, oyente: Oyente) => {
  let actual: pg.Client | undefined;
  let detenido = false;
  let reintento: NodeJS.Timeout | undefined;
  const perdida = (cliente: pg.Client) => {
    if (actual !== cliente) return;
    actual = undefined;
    oyente.estado(false);
    void cliente.end().catch(() => {});
    if (!detenido) reintento = setTimeout(() => void conectar().catch(() => {}), RECONEXION_MS);
  };
  const conectar = async () => {
    const cliente = new pg.Client({ connectionString: url, keepAlive: true });
    cliente.on('notification', (n) => n.channel === canal && oyente.aviso(n.payload ?? ''));
    cliente.on('error', () => perdida(cliente));
    cliente.on('end', () => perdida(cliente));
    actual = cliente;
    try {
      await cliente.connect();
      await cliente.query(`LISTEN ${canal}`);
      oyente.estado(true);
    } catch (error) {
      perdida(cliente);
      throw error;
    }
  };
  await conectar();
  return async () => {
    detenido = true;
    clearTimeout(reintento);
    const cliente = actual;
    actual = undefined;
    await cliente?.end().catch(() => {});
  };
};

/** PostgreSQL server through node-postgres. */
export const openPostgres = (url: string): DatabaseHandle => {
  // A bounded wait for a connection: a database that is down or a saturated pool answers 503
  // (platform/errors.ts) instead of holding the request forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: POOL_ESPERA_MS });
  // Without a listener an idle connection's error (a PostgreSQL restart) would end the process;
  // the pool drops that connection and opens new ones when the database is back.
  let alFallar: (error: Error) => void = () => {};
  pool.on('error', (error) => alFallar(error));
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    onPoolError: (listener) => {
      alFallar = listener;
    },
    migrate: async () => {
      await migrar(db);
    },
    close: () => pool.end(),
    listen: (canal, oyente) => escucharPostgres(url, canal, oyente),
    uso: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      libres: pool.idleCount,
      esperando: pool.waitingCount,
    }),
  };
};

/** Counts PGlite's calls between start and end (its own queue included): the metrics' pool use. */
const contarEnCurso = (client: PGlite) => {
  let enCurso = 0;
  for (const metodo of ['query', 'exec', 'transaction'] as const) {
    const original = client[metodo].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [metodo]: async (...args: unknown[]) => {
        enCurso++;
        try {
          return await original(...args);
        } finally {
          enCurso--;
        }
      },
    });
  }
  return () => enCurso;
};

/** Embedded PGlite: in memory when dataDir is undefined, optionally loaded from a dumped template. */
export const openPglite = async (
  options: { dataDir?: string; template?: Blob } = {},
): Promise<DatabaseHandle & { dump(): Promise<Blob> }> => {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
      extensions: { pg_trgm, unaccent },
    });
    const enCurso = contarEnCurso(client);
    const db = drizzlePglite(client) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migrar(db);
      },
      dump: async () => {
        // WAL segments already checkpointed are deleted, not kept for reuse: the dump is ~40%
        // smaller and every copy of it starts faster (the test template is loaded once per file).
        await client.exec('set wal_recycle = off; checkpoint');
        const dumped = await client.dumpDataDir('none');
        return dumped instanceof Blob ? dumped : new Blob([dumped]);
      },
      close: async () => {
        await client.close();
        release();
      },
      // In-process: every write goes through this instance, so listening never stops.
      listen: async (canal, oyente) => {
        const detener = await client.listen(canal, (payload) => oyente.aviso(payload));
        oyente.estado(true);
        return () => detener();
      },
      uso: () => ({ kind: 'pglite', enCurso: enCurso() }),
    };
  } catch (error) {
    release();
    throw error;
  }
};

export const openDatabase = (config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) =>
  config.DATABASE_URL
    ? Promise.resolve(openPostgres(config.DATABASE_URL))
    : openPglite({ dataDir: config.DATA_DIR });
