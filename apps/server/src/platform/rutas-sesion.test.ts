import { messages, PERMISOS_CAMBIARON_HEADER } from '@farmasi/contracts';
import { bolsaDeTrabajoPantalla } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { grupoSucursalesPantalla } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import { guardarArchivo } from './archivos.ts';
import { type App, addRoute, pantallas } from './routes.ts';
import { PREFIJOS_PUBLICOS, publicaPorPrefijo, rutasPublicas, vigilarRutas } from './rutas-publicas.ts';
import { rowsOf } from './sql.ts';

/**
 * One session check for every route (issue 23): a route registered as public that checks the token
 * by itself leaked every CV. Every route the server registers is walked here with the token of a
 * closed session; only the named public routes may answer otherwise.
 */
const { app, db, config } = await createTestApp();

const cerrada = await signIn(app, 'admin');
await app.inject({
  method: 'POST',
  url: '/admin/api/seguridad/logout',
  headers: { authorization: `Bearer ${cerrada.token}`, cookie: `farmasi_rt=${cerrada.cookie}` },
});
const cv = await db.transaction((tx) =>
  guardarArchivo(tx, {
    nombre: 'cv.pdf',
    contenido: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    tipos: ['application/pdf'],
    tamanoMaximo: 1e6,
    pantalla: bolsaDeTrabajoPantalla,
  }),
);

const publicas = rutasPublicas(config);
const esPublica = (method: string, url: string) => !!publicas[`${method} ${url}`] || publicaPorPrefijo(url);

/** The url with every parameter filled (the archivos route: the CV, a private file). */
const urlDe = (url: string) =>
  url.replace(/:[A-Za-z]+/g, (p) =>
    url.startsWith('/admin/api/archivos/') && p === ':id' ? String(cv) : '1',
  );

const guardadas = app.rutasDeclaradas.filter((r) => r.permiso !== 'publico' && r.method !== 'HEAD');

describe('every route checks the session', () => {
  it('knows every route, and the public ones are the named list', () => {
    expect(guardadas.length).toBeGreaterThan(200);
    const publicasApi = app.rutasDeclaradas
      .filter(
        (r) =>
          r.permiso === 'publico' && r.url.startsWith('/admin/api/') && !r.url.startsWith('/admin/api/docs'),
      )
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.startsWith('HEAD '));
    expect(new Set(publicasApi)).toEqual(new Set(Object.keys(publicas)));
    for (const razon of Object.values({ ...publicas, ...PREFIJOS_PUBLICOS }))
      expect(razon.length).toBeGreaterThan(10);
    const sinRazon = app.rutasDeclaradas.filter(
      (r) => r.permiso === 'publico' && !esPublica(r.method, r.url),
    );
    expect(sinRazon.filter((r) => r.method !== 'HEAD')).toEqual([]);
  });

  it.each(guardadas.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: 401 to the token of a closed session',
    async (_n, r) => {
      const res = await app.inject({
        method: r.method as 'GET',
        url: urlDe(r.url),
        headers: { authorization: `Bearer ${cerrada.token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.noAutenticado, data: null });
    },
  );
});

describe('registering a route', () => {
  const nueva = async (registrar: (a: App) => void) => {
    const a = Fastify().withTypeProvider() as unknown as App;
    a.setValidatorCompiler(validatorCompiler);
    a.setSerializerCompiler(serializerCompiler);
    vigilarRutas(a, { METRICS_PATH: undefined });
    registrar(a);
    await a.ready();
    await a.close();
  };

  it('refuses one that declares no permission, or declares public without being on the list', async () => {
    await expect(nueva((a) => a.get('/admin/api/propia', () => 'x'))).rejects.toThrow(
      /no declara su permiso/,
    );
    await expect(
      nueva((a) => a.get('/admin/api/propia', { config: { permiso: 'publico' } }, () => 'x')),
    ).rejects.toThrow(/pública sin estar/);
    const health = { method: 'GET', path: '/health', summary: 'x', data: z.null() } as const;
    await expect(nueva((a) => addRoute(a, health, 'publico', async () => null))).resolves.toBeUndefined();
    await expect(
      nueva((a) => addRoute(a, { ...health, path: '/otra' }, 'publico', async () => null)),
    ).rejects.toThrow(/pública sin estar/);
    await expect(
      nueva((a) =>
        addRoute(a, { ...health, path: '/otra' }, pantallas(grupoSucursalesPantalla), async () => null),
      ),
    ).resolves.toBeUndefined();
  });
});

describe("a user's permissions are his current ones", () => {
  it('a screen removed from him is refused on his next call, and given back, granted again', async () => {
    const cajero = await signIn(app, 'cajero');
    const grupos = '/grupo-sucursales/grupos';
    expect((await cajero.get(grupos)).statusCode).toBe(200);
    const [usuario] = await rowsOf<{ id: number }>(
      db,
      sql`select id_usuario as id from web_usuarios where usuario = 'cajero'`,
    );
    const antes = await rowsOf<{ id: number }>(
      db,
      sql`select id_menu as id from web_usuarios_permisos where id_usuario = ${usuario!.id}`,
    );
    const admin = await signIn(app, 'admin');
    // Through the permissions screen (S38): nothing granted.
    const guardado = await admin.post('/administracion/guardar-permiso', {
      idWebUsuario: usuario!.id,
      permisosWebUsuario: [],
    });
    expect(guardado.json().value).toBe(true);
    const res = await cajero.get(grupos);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    // The web renews his token when told, which brings the current menu.
    expect(res.headers[PERMISOS_CAMBIARON_HEADER]).toBe('1');
    // By any statement (an import, SQL by hand): the database's notice tells the server.
    await db.execute(
      sql`insert into web_usuarios_permisos (id_usuario, id_menu)
          select ${usuario!.id}, unnest(${`{${antes.map((p) => p.id).join(',')}}`}::int[])`,
    );
    await expect.poll(async () => (await cajero.get(grupos)).statusCode).toBe(200);
    expect((await cajero.get(grupos)).headers[PERMISOS_CAMBIARON_HEADER]).toBeUndefined();
  });
});
