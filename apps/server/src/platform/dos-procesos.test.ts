import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articuloValido } from '../../test/articulos.ts';
import { onServer, TEMPLATE_NAME, uniqueDatabaseName, withDatabase } from '../../test/databases.ts';
import { renew, signIn } from '../../test/session.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';

const url = process.env.TEST_DATABASE_URL;

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two servers on one PostgreSQL database, as two processes behind a load balancer would be: each
 * has its own pool, its own LISTEN connection and its own remembered answers. Only PostgreSQL can
 * be shared (PGlite is one process by design), so on PGlite this file is skipped.
 */
describe.skipIf(!url)('dos servidores sobre una misma base PostgreSQL (solo con TEST_DATABASE_URL)', () => {
  const name = uniqueDatabaseName();
  const handles: DatabaseHandle[] = [];
  let a: App;
  let b: App;

  beforeAll(async () => {
    await onServer(url!, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_NAME}`);
    const config = testConfig({ WEB_DIST: '/nonexistent' });
    for (let i = 0; i < 2; i++) handles.push(openPostgres(withDatabase(url!, name)));
    a = await buildApp(config, handles[0]!);
    b = await buildApp(config, handles[1]!);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const h of handles) await h.close();
    await onServer(url!, `DROP DATABASE IF EXISTS ${name}`);
  });

  it('un permiso guardado en A viaja en el siguiente token que B renueva', async () => {
    const TRASPASOS = '/admin/api/traspasosSuc/ConTraspasosDetalle/1';
    const cajeroEnB = await signIn(b, 'cajero');
    const conToken = (token: string) =>
      b.inject({ method: 'GET', url: TRASPASOS, headers: { authorization: `Bearer ${token}` } });
    expect((await conToken(cajeroEnB.token)).statusCode).toBe(403);

    const adminEnA = await signIn(a, 'admin');
    const idCajero: number = cajeroEnB.data.idUsuario;
    const actuales = (await adminEnA.get(`/administracion/obtener-menu/${idCajero}`))
      .json()
      .data.filter((n: { selected: boolean; indeterminate: boolean }) => n.selected || n.indeterminate)
      .map((n: { id: number }) => n.id);
    const guardado = await adminEnA.post('/administracion/guardar-permiso', {
      idWebUsuario: idCajero,
      permisosWebUsuario: [...actuales, 1140],
    });
    expect(guardado.json().value).toBe(true);

    const renovado = await renew(b, cajeroEnB.cookie);
    expect(renovado.json().value).toBe(true);
    // B checks each call against the permissions it remembers until the database's notice for that
    // user reaches it (LISTEN); under load the notice can come a few milliseconds after the renewal,
    // which reads the database itself. The new screen opens once it has come.
    const token = renovado.json().accessToken;
    await vi.waitFor(async () => expect((await conToken(token)).statusCode).toBe(200), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('una búsqueda recordada en B cambia en cuanto A guarda un artículo', async () => {
    const descripcion = 'JARABE DOS SERVIDORES 120 ML';
    const adminEnB = await signIn(b, 'admin');
    const buscarEnB = async () =>
      (await adminEnB.post('/catarticulos/consultar', { buscar: 'dos servidores' })).json().data as unknown[];
    expect(await buscarEnB()).toEqual([]);
    // Asked twice: the empty answer is now remembered by B.
    expect(await buscarEnB()).toEqual([]);

    const adminEnA = await signIn(a, 'admin');
    const guardado = (
      await adminEnA.post(
        '/catarticulos/guardar',
        articuloValido({
          descripcion,
          codBarras: [{ codArticulo: 0, codBarras: '7501234599991', tipo: 'F' }],
        }),
      )
    ).json();
    expect(guardado.value, guardado.message).toBe(true);

    // B hears the commit's NOTIFY on its own connection: a few milliseconds, never a cache lifetime.
    await vi.waitFor(async () => expect((await buscarEnB()).length).toBe(1), { timeout: 1000, interval: 10 });
  });

  it('una sesión cerrada en A deja de valer en B: al salir y cuando un administrador cierra las de un usuario', async () => {
    const GRUPOS = '/grupo-sucursales/grupos';
    // Signed in on B, so that B has read (and remembers) this session as open.
    const primera = await signIn(b, 'cajero');
    const segunda = await signIn(b, 'cajero');
    expect((await primera.get(GRUPOS)).statusCode).toBe(200);
    expect((await segunda.get(GRUPOS)).statusCode).toBe(200);

    // Sign-out of the first session, sent to A.
    const salida = await a.inject({
      method: 'POST',
      url: '/admin/api/seguridad/logout',
      headers: { authorization: `Bearer ${primera.token}` },
      cookies: { farmasi_rt: primera.cookie },
    });
    expect(salida.json().value).toBe(true);
    await vi.waitFor(async () => expect((await primera.get(GRUPOS)).statusCode).toBe(401), {
      timeout: 1000,
      interval: 10,
    });
    expect((await segunda.get(GRUPOS)).statusCode).toBe(200);

    // An administrator on A ends every session of the user: B refuses the other one too.
    const adminEnA = await signIn(a, 'admin');
    const cerrado = await adminEnA.post(`/seguridad/cerrar-sesiones/${segunda.data.idUsuario}`);
    expect(cerrado.json().value, cerrado.json().message).toBe(true);
    await vi.waitFor(async () => expect((await segunda.get(GRUPOS)).statusCode).toBe(401), {
      timeout: 1000,
      interval: 10,
    });
    expect((await renew(b, segunda.cookie)).statusCode).toBe(401);
  });
});
