import { messages } from '@farmasi/contracts';
import {
  ABRIR_PAGINA_LICENCIATARIOS_URL,
  abrirPaginaLicenciatariosMessages as m,
} from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { asc, count, eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catSucursales } from '../../../db/schema/index.ts';
import { AUDIENCE_PORTAL_LICENCIATARIOS } from '../../../platform/tokens.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';
import {
  licenciatariosBitacora,
  licenciatariosSesiones,
  licenciatariosUsuarios,
  licenciatariosUsuariosSucursales,
} from './tablas.ts';

const PORTAL = 'https://portal.example.mx/licenciatarios/';
const { app, db, config } = await createTestApp({ PORTAL_LICENCIATARIOS_URL: PORTAL });
const admin = await signIn(app, 'admin');
const BASE = '/abrir-pagina-licenciatarios';
const BUSCAR = `${BASE}/buscar-licenciatarios`;
const LOGIN = `${BASE}/login-licenciatario`;
const BITACORA = `${BASE}/guardar-bitacora`;

const cuentas = await db.select().from(licenciatariosUsuarios).orderBy(asc(licenciatariosUsuarios.idUsuario));
const activa = cuentas.find((c) => c.activo)!;
const inactiva = cuentas.find((c) => !c.activo)!;
const contar = async () => ({
  sesiones: (await db.select({ n: count() }).from(licenciatariosSesiones))[0]!.n,
  bitacora: (await db.select({ n: count() }).from(licenciatariosBitacora))[0]!.n,
});

describe('demo data', () => {
  it('has a dozen accounts, one inactive, each on licensee branches only', async () => {
    expect(cuentas).toHaveLength(12);
    expect(cuentas.filter((c) => !c.activo)).toHaveLength(1);
    const enlaces = await db
      .select({ propia: catSucursales.propia })
      .from(licenciatariosUsuariosSucursales)
      .innerJoin(catSucursales, eq(catSucursales.codSucursal, licenciatariosUsuariosSucursales.codSucursal));
    expect(enlaces.length).toBeGreaterThanOrEqual(12);
    expect(enlaces.every((e) => e.propia === 0)).toBe(true);
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to users without the screen', async () => {
    for (const [method, url] of [
      ['GET', `${BUSCAR}/a`],
      ['POST', LOGIN],
      ['POST', `${BITACORA}/1`],
    ] as const) {
      expect((await app.inject({ method, url: `/admin/api${url}` })).statusCode).toBe(401);
    }
    for (const who of ['consulta', 'cajero'] as const) {
      const user = await signIn(app, who);
      expect((await user.get(`${BUSCAR}/${activa.usuario}`)).statusCode).toBe(403);
      const res = await user.post(LOGIN, { idEmpleados: activa.idUsuario, usuario: activa.usuario });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
      expect((await user.post(`${BITACORA}/${activa.idUsuario}`)).statusCode).toBe(403);
    }
  });
});

describe('GET buscar-licenciatarios', () => {
  it('finds active accounts by exact number, user name or name, with their branches', async () => {
    const porNumero = (await admin.get(`${BUSCAR}/${activa.idUsuario}`)).json();
    expect(porNumero.value).toBe(true);
    expect(porNumero.data[0]).toEqual({
      idEmpleados: activa.idUsuario,
      usuario: activa.usuario,
      nombre: activa.nombre,
      sucursales: expect.arrayContaining([{ codSucursal: expect.any(Number), sucursal: expect.any(String) }]),
    });
    const porUsuario = (await admin.get(`${BUSCAR}/${activa.usuario.toUpperCase()}`)).json();
    expect(porUsuario.data.map((l: { idEmpleados: number }) => l.idEmpleados)).toContain(activa.idUsuario);
    const apellido = activa.nombre.split(' ')[1]!.toLowerCase();
    const porNombre = (await admin.get(`${BUSCAR}/${encodeURIComponent(apellido)}`)).json();
    expect(porNombre.data.map((l: { idEmpleados: number }) => l.idEmpleados)).toContain(activa.idUsuario);
  });

  it('never offers an inactive account, and takes % literally', async () => {
    const res = (await admin.get(`${BUSCAR}/${inactiva.usuario}`)).json();
    expect(res.data.map((l: { idEmpleados: number }) => l.idEmpleados)).not.toContain(inactiva.idUsuario);
    expect((await admin.get(`${BUSCAR}/${encodeURIComponent('%')}`)).json().data).toEqual([]);
  });

  it('answers 400 in Spanish for a blank text', async () => {
    const res = await admin.get(`${BUSCAR}/${encodeURIComponent('  ')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(m.textoRequerido);
  });
});

describe('POST login-licenciatario', () => {
  it('issues a portal token and records the session as opened by the employee', async () => {
    const res = (await admin.post(LOGIN, { idEmpleados: activa.idUsuario, usuario: activa.usuario })).json();
    const sucursales = await db
      .select({ cod: licenciatariosUsuariosSucursales.codSucursal })
      .from(licenciatariosUsuariosSucursales)
      .where(eq(licenciatariosUsuariosSucursales.idUsuario, activa.idUsuario));
    expect(res).toEqual({
      value: true,
      message: '',
      token: { accessToken: expect.any(String), expiresAt: expect.any(String) },
      data: {
        idUsuario: activa.idUsuario,
        codEmpleado: activa.codEmpleado,
        nombre: activa.nombre,
        permisos: [],
        idWebUsuariosGrupos: null,
        sucursalesGrupo: sucursales.map((s) => s.cod).sort((a, b) => a - b),
        urlPortal: PORTAL,
      },
    });
    const { payload } = await jwtVerify(res.token.accessToken, config.jwtSecret, {
      audience: AUDIENCE_PORTAL_LICENCIATARIOS,
    });
    expect(payload).toMatchObject({ sub: String(activa.idUsuario), abiertaPor: admin.data.idUsuario });
    const [sesion] = await db
      .select()
      .from(licenciatariosSesiones)
      .where(eq(licenciatariosSesiones.jti, payload.jti!));
    expect(sesion).toMatchObject({
      idUsuarioLicenciatario: activa.idUsuario,
      abiertaPor: admin.data.idUsuario,
    });
    // Lives as long as a back-office access token.
    expect(sesion!.expiraEn.toISOString()).toBe(res.token.expiresAt);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(config.ACCESS_TOKEN_TTL);
  });

  it('issues a token the back-office API refuses', async () => {
    const res = (await admin.post(LOGIN, { idEmpleados: activa.idUsuario, usuario: activa.usuario })).json();
    expect(decodeJwt(res.token.accessToken).aud).toBe(AUDIENCE_PORTAL_LICENCIATARIOS);
    const headers = { authorization: `Bearer ${res.token.accessToken}` };
    const porPantalla = await app.inject({ method: 'GET', url: `/admin/api${BUSCAR}/a`, headers });
    expect(porPantalla.statusCode).toBe(401);
    // A route open to any signed-in user of the back office.
    const porSesion = await app.inject({
      method: 'GET',
      url: '/admin/api/catalogos/obtenerestados',
      headers,
    });
    expect(porSesion.statusCode).toBe(401);
  });

  it('refuses an inactive, unknown or mismatched account and writes nothing', async () => {
    const antes = await contar();
    for (const body of [
      { idEmpleados: inactiva.idUsuario, usuario: inactiva.usuario },
      { idEmpleados: 99_999, usuario: 'nadie' },
      { idEmpleados: activa.idUsuario, usuario: `${activa.usuario}x` },
    ]) {
      expect((await admin.post(LOGIN, body)).json()).toEqual({
        value: false,
        message: m.noExiste,
        data: null,
        token: null,
      });
    }
    expect(await contar()).toEqual(antes);
  });

  it('answers 400 in Spanish without the licensee', async () => {
    const res = await admin.post(LOGIN, { usuario: activa.usuario });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'idEmpleados'");
  });
});

describe('POST guardar-bitacora', () => {
  it("logs the opening once per session, with the caller's user and the session", async () => {
    const otra = cuentas.filter((c) => c.activo)[1]!;
    await admin.post(LOGIN, { idEmpleados: otra.idUsuario, usuario: otra.usuario });
    const [sesion] = await db
      .select()
      .from(licenciatariosSesiones)
      .where(eq(licenciatariosSesiones.idUsuarioLicenciatario, otra.idUsuario));
    const res = await app.inject({
      method: 'POST',
      url: `/admin/api${BITACORA}/${otra.idUsuario}`,
      headers: { authorization: `Bearer ${admin.token}`, 'user-agent': 'Prueba/1.0' },
    });
    expect(res.json()).toEqual({ value: true, message: '', data: true });
    const filas = await db
      .select()
      .from(licenciatariosBitacora)
      .where(eq(licenciatariosBitacora.idUsuarioLicenciatario, otra.idUsuario));
    expect(filas).toEqual([
      expect.objectContaining({
        idWebUsuario: admin.data.idUsuario,
        idSesion: sesion!.idSesion,
        userAgent: 'Prueba/1.0',
        ip: expect.any(String),
      }),
    ]);
    // The session is logged already: a second call has nothing to log.
    const again = (await admin.post(`${BITACORA}/${otra.idUsuario}`)).json();
    expect(again).toEqual({ value: false, message: m.sinSesion, data: null });
  });

  it('refuses without a session this employee opened, and for inactive or unknown accounts', async () => {
    const tercera = cuentas.filter((c) => c.activo)[2]!;
    const antes = await contar();
    expect((await admin.post(`${BITACORA}/${tercera.idUsuario}`)).json()).toEqual({
      value: false,
      message: m.sinSesion,
      data: null,
    });
    for (const id of [inactiva.idUsuario, 99_999]) {
      expect((await admin.post(`${BITACORA}/${id}`)).json()).toEqual({
        value: false,
        message: m.noExiste,
        data: null,
      });
    }
    expect(await contar()).toEqual(antes);
  });

  it('does not log an expired session', async () => {
    const cuarta = cuentas.filter((c) => c.activo)[3]!;
    await admin.post(LOGIN, { idEmpleados: cuarta.idUsuario, usuario: cuarta.usuario });
    await db
      .update(licenciatariosSesiones)
      .set({ expiraEn: new Date(Date.now() - 1000) })
      .where(eq(licenciatariosSesiones.idUsuarioLicenciatario, cuarta.idUsuario));
    const antes = await contar();
    expect((await admin.post(`${BITACORA}/${cuarta.idUsuario}`)).json().message).toBe(m.sinSesion);
    expect(await contar()).toEqual(antes);
  });

  it('does not log a session another employee opened', async () => {
    const tercera = cuentas.filter((c) => c.activo)[2]!;
    const sinPantalla = await signIn(app, 'consulta');
    await otorgarPantalla(db, sinPantalla.data.idUsuario, ABRIR_PAGINA_LICENCIATARIOS_URL);
    // Permissions travel in the token: sign in again after the grant.
    const conPantalla = await signIn(app, 'consulta');
    const abierta = (
      await conPantalla.post(LOGIN, { idEmpleados: tercera.idUsuario, usuario: tercera.usuario })
    ).json();
    expect(abierta.value).toBe(true);
    const [sesion] = await db
      .select()
      .from(licenciatariosSesiones)
      .where(eq(licenciatariosSesiones.idUsuarioLicenciatario, tercera.idUsuario));
    expect(sesion!.abiertaPor).toBe(conPantalla.data.idUsuario);
    expect((await admin.post(`${BITACORA}/${tercera.idUsuario}`)).json().message).toBe(m.sinSesion);
    expect((await conPantalla.post(`${BITACORA}/${tercera.idUsuario}`)).json().value).toBe(true);
    const [fila] = await db
      .select()
      .from(licenciatariosBitacora)
      .where(eq(licenciatariosBitacora.idUsuarioLicenciatario, tercera.idUsuario));
    expect(fila!.idWebUsuario).toBe(conPantalla.data.idUsuario);
  });

  it('answers 400 in Spanish for a bad licensee number', async () => {
    const res = await admin.post(`${BITACORA}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'idUsuario'");
  });
});
