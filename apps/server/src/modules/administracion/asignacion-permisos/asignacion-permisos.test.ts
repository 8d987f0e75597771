import { GRUPOS, messages } from '@farmasi/contracts';
import { permisosMessages as m } from '@farmasi/contracts/administracion/asignacion-permisos';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { renew, signIn } from '../../../../test/session.ts';
import { auditoria, webMenu, webUsuarios } from '../../../db/schema/index.ts';
import { cajaUsuariosPermisos } from './tablas.ts';

const { app, db } = await createTestApp();
// A second installation with another product slug (the point-of-sale paths carry it).
const otra = await createTestApp({ PRODUCT_SLUG: 'botica' });
const admin = await signIn(app, 'admin');
const cajero = await signIn(app, 'cajero');
const idCajero: number = cajero.data.idUsuario;
const idConsulta: number = (await signIn(app, 'consulta')).data.idUsuario;

const WEB = { obtener: '/administracion/obtener-menu', guardar: '/administracion/guardar-permiso' };
const CAJA = {
  obtener: '/permisosCajafarmasi/obtener-menu-caja',
  guardar: '/permisosCajafarmasi/guardar-permiso-caja',
};
const ALMACEN = {
  obtener: '/permisosAlmacenBaranetos/obtener-menu-almacen',
  guardar: '/permisosAlmacenBaranetos/guardar-permiso-almacen',
};
const BUSCAR = '/administracion/buscar-empleados-usuario';

type Nodo = { id: number; parentid: number | null; selected: boolean; indeterminate: boolean };
const nodos = async (user: typeof admin, path: string, id: number): Promise<Map<number, Nodo>> => {
  const body = (await user.get(`${path}/${id}`)).json();
  expect(body.value, body.message).toBe(true);
  return new Map(body.data.map((n: Nodo) => [n.id, n]));
};
const estado = (n: Nodo | undefined) => (n?.selected ? 'si' : n?.indeterminate ? 'parcial' : 'no');
const guardados = async (tabla: string, id: number) =>
  (
    (await db.execute(
      sql`select id_menu from ${sql.identifier(tabla)} where id_usuario = ${id} order by 1`,
    )) as unknown as { rows: { id_menu: number }[] }
  ).rows.map((r) => r.id_menu);

describe('permissions of the calls', () => {
  it('answers 401 without a token and 403 to users without the screen', async () => {
    const calls = [WEB, CAJA, ALMACEN].flatMap((t) => [
      { method: 'GET' as const, url: `${t.obtener}/${idCajero}` },
      { method: 'POST' as const, url: t.guardar },
    ]);
    calls.push({ method: 'GET', url: `${BUSCAR}/carlos` });
    const consulta = await signIn(app, 'consulta');
    for (const c of calls) {
      expect((await app.inject({ method: c.method, url: `/admin/api${c.url}` })).statusCode).toBe(401);
      for (const who of [consulta, cajero]) {
        const res =
          c.method === 'GET'
            ? await who.get(c.url)
            : await who.post(c.url, { idWebUsuario: 1, permisosWebUsuario: [] });
        expect(res.statusCode, c.url).toBe(403);
        expect(res.json().message).toBe(messages.servidor.sinPermiso);
      }
    }
  });
});

describe('reading a tree', () => {
  it('computes selected and partial nodes from the stored ids', async () => {
    const web = await nodos(admin, WEB.obtener, idCajero);
    expect(estado(web.get(1001))).toBe('si');
    expect(estado(web.get(10))).toBe('parcial');
    expect(estado(web.get(1))).toBe('parcial');
    expect(estado(web.get(1140))).toBe('no');
    expect(web.get(1101)?.parentid).toBe(30);
    // A section is offered exactly when a built screen hangs below it.
    const filas = await db
      .select({ id: webMenu.id, parentid: webMenu.parentid, url: webMenu.url })
      .from(webMenu);
    const conPantalla = (id: number): boolean =>
      filas.some((f) => f.parentid === id && (f.url !== null || conPantalla(f.id)));
    const secciones = GRUPOS.map((g) => [g.id, conPantalla(g.id)] as const);
    expect(secciones.some(([, si]) => si)).toBe(true);
    expect(secciones.map(([id]) => `${id}:${web.has(id)}`)).toEqual(
      secciones.map(([id, si]) => `${id}:${si}`),
    );

    const caja = await nodos(admin, CAJA.obtener, idCajero);
    expect(['si', 'parcial', 'parcial', 'si', 'parcial', 'no'].join()).toBe(
      [101, 102, 1, 2031, 203, 3].map((id) => estado(caja.get(id))).join(),
    );
    const almacen = await nodos(admin, ALMACEN.obtener, admin.data.idUsuario);
    expect([...almacen.values()].every((n) => n.selected && !n.indeterminate)).toBe(true);
    expect(almacen.size).toBeGreaterThan(20);
  });

  it('refuses an unknown user and answers 400 for an invalid id', async () => {
    expect((await admin.get(`${CAJA.obtener}/99999`)).json()).toEqual({
      value: false,
      message: 'El usuario web 99999 no existe o está inactivo.',
      data: null,
    });
    const res = await admin.get(`${WEB.obtener}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'idWebUsuario'");
  });
});

describe('saving a tree', () => {
  it('stores the sent ids with their ancestors in one go and audits before and after', async () => {
    const antes = await guardados('caja_usuarios_permisos', idCajero);
    const res = (
      await admin.post(CAJA.guardar, {
        idWebUsuario: idCajero,
        permisosWebUsuario: [1021, 1022, 1023, 1024, 504],
      })
    ).json();
    expect(res.value).toBe(true);
    expect(res.message).toBe(m.guardados);
    const caja = new Map<number, Nodo>(res.data.map((n: Nodo) => [n.id, n]));
    expect([102, 1, 504, 5, 101, 2].map((id) => estado(caja.get(id))).join()).toBe(
      'si,parcial,si,parcial,no,no',
    );
    expect(await guardados('caja_usuarios_permisos', idCajero)).toEqual([
      1, 5, 102, 504, 1021, 1022, 1023, 1024,
    ]);
    const [trail] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'caja_usuarios_permisos'), eq(auditoria.clave, String(idCajero))));
    expect(trail?.idUsuario).toBe(admin.data.idUsuario);
    expect(trail?.antes).toEqual(antes);
    expect(trail?.despues).toEqual([1, 5, 102, 504, 1021, 1022, 1023, 1024]);
    // Read back: the same state.
    const leido = await nodos(admin, CAJA.obtener, idCajero);
    expect(estado(leido.get(102))).toBe('si');
    expect(estado(leido.get(1))).toBe('parcial');
  });

  it('an empty selection removes every option', async () => {
    const res = (
      await admin.post(ALMACEN.guardar, { idWebUsuario: idConsulta, permisosWebUsuario: [] })
    ).json();
    expect(res.value).toBe(true);
    expect(await guardados('almacen_usuarios_permisos', idConsulta)).toEqual([]);
  });

  it('refusals name the unknown options or user and change nothing', async () => {
    const antes = await guardados('caja_usuarios_permisos', idCajero);
    const desconocidas = (
      await admin.post(CAJA.guardar, { idWebUsuario: idCajero, permisosWebUsuario: [101, 99999, 1140] })
    ).json();
    // 1140 is a web screen, not a point-of-sale option.
    expect(desconocidas).toEqual({
      value: false,
      message: 'Las opciones 99999, 1140 no existen en el menú.',
      data: null,
    });
    expect(await guardados('caja_usuarios_permisos', idCajero)).toEqual(antes);

    await db.update(webUsuarios).set({ activo: false }).where(eq(webUsuarios.idUsuario, idCajero));
    const inactivo = (
      await admin.post(CAJA.guardar, { idWebUsuario: idCajero, permisosWebUsuario: [101] })
    ).json();
    await db.update(webUsuarios).set({ activo: true }).where(eq(webUsuarios.idUsuario, idCajero));
    expect(inactivo.message).toBe(`El usuario web ${idCajero} no existe o está inactivo.`);
    expect(
      await db.select().from(cajaUsuariosPermisos).where(eq(cajaUsuariosPermisos.idUsuario, idCajero)),
    ).toHaveLength(antes.length);
  });

  it('answers 400 in Spanish for a body without the list', async () => {
    const res = await admin.post(WEB.guardar, { idWebUsuario: idCajero });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'permisosWebUsuario'");
  });
});

describe('a web-menu change applies at the next token', () => {
  const TRASPASOS = '/traspasosSuc/ConTraspasosDetalle/1';
  const conToken = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/admin/api${TRASPASOS}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('grants and revokes from the next call, the token in hand included; renewal brings the menu', async () => {
    const user = await signIn(app, 'cajero');
    expect((await conToken(user.token)).statusCode).toBe(403);
    const actuales = await guardados('web_usuarios_permisos', idCajero);
    const grant = (
      await admin.post(WEB.guardar, { idWebUsuario: idCajero, permisosWebUsuario: [...actuales, 1140] })
    ).json();
    expect(grant.value).toBe(true);
    expect(await guardados('web_usuarios_permisos', idCajero)).toEqual(expect.arrayContaining([1, 11, 1140]));
    // Permissions are read as they are now (issue 23): the token in hand is let through at once.
    expect((await conToken(user.token)).statusCode).toBe(200);
    const renovado = await renew(app, user.cookie);
    expect(renovado.json().permisos.map((p: { id: number }) => p.id)).toContain(1140);
    const token2: string = renovado.json().accessToken;

    const revoke = (
      await admin.post(WEB.guardar, { idWebUsuario: idCajero, permisosWebUsuario: actuales })
    ).json();
    expect(revoke.value).toBe(true);
    // Revoked: refused on the next call, without waiting for the token to expire.
    expect((await conToken(token2)).statusCode).toBe(403);
    expect((await conToken(user.token)).statusCode).toBe(403);
  });
});

describe('employee search', () => {
  it('finds active employees with an active web user, exact code first', async () => {
    const porNombre = (await admin.get(`${BUSCAR}/CARLOS`)).json();
    expect(porNombre.data).toEqual([
      { codEmpleado: cajero.data.codEmpleado, nombre: 'Carlos Juárez Pineda', idWebUsuarios: idCajero },
    ]);
    const porCodigo = (await admin.get(`${BUSCAR}/${cajero.data.codEmpleado}`)).json();
    expect(porCodigo.data[0]).toMatchObject({ idWebUsuarios: idCajero });

    await db.update(webUsuarios).set({ activo: false }).where(eq(webUsuarios.idUsuario, idConsulta));
    const inactivo = (await admin.get(`${BUSCAR}/Lucía`)).json();
    await db.update(webUsuarios).set({ activo: true }).where(eq(webUsuarios.idUsuario, idConsulta));
    expect(inactivo).toEqual({ value: true, message: '', data: [] });
  });
});

describe('the product slug in the point-of-sale paths', () => {
  it('is the configured one', async () => {
    const user = await signIn(otra.app, 'admin');
    expect((await user.get(`/permisosCajabotica/obtener-menu-caja/${idCajero}`)).json().value).toBe(true);
    expect((await user.get(`/permisosCajafarmasi/obtener-menu-caja/${idCajero}`)).statusCode).toBe(404);
  });
});
