import { describe, expect, it, vi } from 'vitest';
import type { Oyente, Queryable } from '../db/client.ts';
import { CacheVersionada, VersionesEscuchadas } from './cache-versionada.ts';

/** A database whose only answer is the current version of the set. */
const conVersion = () => {
  let version = 1;
  const db = { execute: async () => ({ rows: [{ version: String(version) }] }) } as unknown as Queryable;
  return { db, subir: () => version++ };
};

describe('CacheVersionada', () => {
  it('serves the remembered answer until the version changes', async () => {
    const { db, subir } = conVersion();
    const cache = new CacheVersionada<string>('articulos');
    const calcular = vi.fn(async () => `r${calcular.mock.calls.length}`);
    expect(await cache.obtener(db, 'a', calcular)).toBe('r1');
    expect(await cache.obtener(db, 'a', calcular)).toBe('r1');
    subir();
    expect(await cache.obtener(db, 'a', calcular)).toBe('r2');
    expect(calcular).toHaveBeenCalledTimes(2);
  });

  it('runs one computation for concurrent askers of one key', async () => {
    const { db } = conVersion();
    const cache = new CacheVersionada<number>('articulos');
    let soltar = (_: number) => {};
    const calcular = vi.fn(() => new Promise<number>((r) => (soltar = r)));
    const todas = Promise.all([1, 2, 3].map(() => cache.obtener(db, 'k', calcular)));
    await vi.waitFor(() => expect(calcular).toHaveBeenCalledTimes(1));
    soltar(42);
    expect(await todas).toEqual([42, 42, 42]);
  });

  it('keeps at most the given number of answers, dropping the least recently used', async () => {
    const { db } = conVersion();
    const cache = new CacheVersionada<string>('articulos', undefined, 2);
    const calcular = vi.fn(async () => 'x');
    await cache.obtener(db, 'a', calcular);
    await cache.obtener(db, 'b', calcular);
    await cache.obtener(db, 'a', calcular);
    await cache.obtener(db, 'c', calcular);
    await cache.obtener(db, 'a', calcular);
    expect(calcular).toHaveBeenCalledTimes(3);
    await cache.obtener(db, 'b', calcular);
    expect(calcular).toHaveBeenCalledTimes(4);
  });

  it('remembers nothing when the computation fails', async () => {
    const { db } = conVersion();
    const cache = new CacheVersionada<string>('articulos');
    await expect(cache.obtener(db, 'a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.obtener(db, 'a', async () => 'ok')).toBe('ok');
  });
});

describe('VersionesEscuchadas', () => {
  const escuchar = () => {
    let oyente: Oyente | undefined;
    const database = {
      listen: async (_canal: string, o: Oyente) => {
        oyente = o;
        o.estado(true);
        return async () => {};
      },
    };
    return { database, oyente: () => oyente! };
  };

  it('raises a set version on each notice, without asking the database', async () => {
    const { database, oyente } = escuchar();
    const versiones = new VersionesEscuchadas();
    await versiones.iniciar(database, () => {});
    const db = { execute: vi.fn() } as unknown as Queryable;
    const cache = new CacheVersionada<string>('articulos', versiones);
    const calcular = vi.fn(async () => 'r');
    await cache.obtener(db, 'a', calcular);
    await cache.obtener(db, 'a', calcular);
    oyente().aviso('otro');
    await cache.obtener(db, 'a', calcular);
    expect(calcular).toHaveBeenCalledTimes(1);
    oyente().aviso('articulos');
    await cache.obtener(db, 'a', calcular);
    expect(calcular).toHaveBeenCalledTimes(2);
    expect(db.execute).not.toHaveBeenCalled();
  });

  it('gives a remembered answer at once while listening, and nothing it cannot vouch for', async () => {
    const { database, oyente } = escuchar();
    const versiones = new VersionesEscuchadas();
    await versiones.iniciar(database, () => {});
    const db = { execute: vi.fn() } as unknown as Queryable;
    const cache = new CacheVersionada<string>('articulos', versiones);
    expect(cache.recordado('a')).toBeUndefined();
    await cache.obtener(db, 'a', async () => 'r');
    expect(cache.recordado('a')).toBe('r');
    oyente().aviso('articulos');
    expect(cache.recordado('a')).toBeUndefined();
    // Without notices the version needs a query: nothing is answered without it.
    await cache.obtener(db, 'a', async () => 's');
    oyente().estado(false);
    expect(cache.recordado('a')).toBeUndefined();
    expect(new CacheVersionada<string>('articulos').recordado('a')).toBeUndefined();
  });

  it('reads the table while the listening connection is lost, and trusts nothing older after', async () => {
    const { database, oyente } = escuchar();
    const versiones = new VersionesEscuchadas();
    await versiones.iniciar(database, () => {});
    const antes = versiones.version('articulos');
    oyente().estado(false);
    expect(versiones.version('articulos')).toBeUndefined();
    const { db } = conVersion();
    expect(await new CacheVersionada<string>('articulos', versiones).version(db)).toBe('v1');
    oyente().estado(true);
    expect(versiones.version('articulos')).not.toBe(antes);
  });

  it('falls back to reading the table when it cannot listen', async () => {
    const versiones = new VersionesEscuchadas();
    const log = vi.fn();
    await versiones.iniciar({ listen: () => Promise.reject(new Error('sin LISTEN')) }, log);
    expect(log).toHaveBeenCalled();
    expect(versiones.version('articulos')).toBeUndefined();
  });
});
