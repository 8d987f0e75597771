import { connect, createServer, type Server, type Socket } from 'node:net';
import { messages } from '@farmasi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer, TEMPLATE_NAME, uniqueDatabaseName, withDatabase } from '../../test/databases.ts';
import { signIn } from '../../test/session.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPostgres } from './client.ts';

/**
 * A PostgreSQL restart must not end the server (issue 11): the pool reaches the database through a
 * loopback TCP proxy that the test cuts (every connection reset, new ones refused) and restores.
 * While cut, calls answer 503 in the envelope and health reports the database down; once restored
 * the same process serves again. Needs a PostgreSQL server: run under scripts/with-postgres.sh.
 */
const url = process.env.TEST_DATABASE_URL;

/** Forwards 127.0.0.1:<port> to the database; cortar() drops every connection and stops listening. */
const proxy = (destino: URL) => {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const escuchar = () =>
    new Promise<void>((resolve) => {
      const nuevo = createServer((cliente) => {
        const db = connect(Number(destino.port || 5432), destino.hostname);
        for (const s of [cliente, db]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        cliente.pipe(db).pipe(cliente);
      });
      server = nuevo;
      nuevo.listen(port, '127.0.0.1', () => {
        port = (nuevo.address() as { port: number }).port;
        resolve();
      });
    });
  const cortar = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.resetAndDestroy();
      server?.close(() => resolve());
    });
  return {
    escuchar,
    cortar,
    url: (db: string) => withDatabase(`postgres://${destino.username}@127.0.0.1:${port}/`, db),
  };
};

describe.skipIf(!url)(
  'a PostgreSQL restart (skipped without TEST_DATABASE_URL: PGlite has no server to lose)',
  () => {
    const nombre = uniqueDatabaseName();
    const red = proxy(new URL(url ?? 'postgres://x@127.0.0.1:5432/'));
    let app: Awaited<ReturnType<typeof buildApp>>;
    let cerrar: () => Promise<void> = async () => {};

    beforeAll(async () => {
      await onServer(url!, `CREATE DATABASE ${nombre} TEMPLATE ${TEMPLATE_NAME}`);
      await red.escuchar();
      const database = openPostgres(red.url(nombre));
      app = await buildApp(testConfig({ WEB_DIST: '/nonexistent' }), database);
      cerrar = async () => {
        await app.close();
        await database.close();
      };
    });
    afterAll(async () => {
      await cerrar();
      await onServer(url!, `DROP DATABASE IF EXISTS ${nombre}`);
    });

    it('answers 503 while the database is away and serves again when it is back', async () => {
      const admin = await signIn(app, 'admin');
      expect((await app.inject({ method: 'GET', url: '/admin/api/health' })).statusCode).toBe(200);
      expect((await admin.get('/grupo-sucursales/grupos')).statusCode).toBe(200);

      await red.cortar();
      // Let the pool hear its idle connections die (the event that used to end the process).
      await new Promise((r) => setTimeout(r, 200));
      const salud = await app.inject({ method: 'GET', url: '/admin/api/health' });
      expect(salud.statusCode).toBe(503);
      expect(salud.json()).toEqual({ value: false, message: messages.servidor.baseDatosCaida, data: null });
      const lista = await admin.get('/grupo-sucursales/grupos');
      expect(lista.statusCode).toBe(503);
      expect(lista.json()).toEqual({ value: false, message: messages.servidor.baseDatosCaida, data: null });

      await red.escuchar();
      const otraVez = await app.inject({ method: 'GET', url: '/admin/api/health' });
      expect(otraVez.statusCode).toBe(200);
      expect(otraVez.json().data.status).toBe('ok');
      expect((await admin.get('/grupo-sucursales/grupos')).statusCode).toBe(200);
    });
  },
);
