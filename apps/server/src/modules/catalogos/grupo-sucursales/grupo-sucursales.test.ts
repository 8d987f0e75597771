import { format, messages } from '@farmasi/contracts';
import { GRUPO_SUCURSALES_URL } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { renew, signIn } from '../../../../test/session.ts';
import {
  auditoria,
  catGrupoSucursalesDet,
  webUsuarios,
  webUsuariosPermisos,
} from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';

const { app, db } = await createTestApp();
const m = messages.grupoSucursales;
const admin = await signIn(app, 'admin');

const crear = async (nombre: string) =>
  (await admin.post('/grupo-sucursales/guardar-elimina', { grupo: 0, nombre })).json();
const sucursalesLibres = async () =>
  (await admin.get('/grupo-sucursales/sucursales/buscar/0')).json().data as {
    codSucursal: number;
    sucursal: string;
  }[];

describe('permissions', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/grupo-sucursales/grupos' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a user without the screen, 200 from his next call once it is granted', async () => {
    const [row] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'cajero'));
    const sinPermiso = { usuario: 'sinpermiso', password: 'Sin#Permiso97' };
    const [user] = await db
      .insert(webUsuarios)
      .values({
        ...sinPermiso,
        passwordHash: await hashPassword(sinPermiso.password),
        codEmpleado: row!.codEmpleado,
      })
      .returning();
    const session = await signIn(app, sinPermiso);
    const denied = await session.get('/grupo-sucursales/grupos');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });

    await otorgarPantalla(db, user!.idUsuario, GRUPO_SUCURSALES_URL);
    // Permissions are read as they are now (issue 23), not from the token: no renewal needed.
    await expect.poll(async () => (await session.get('/grupo-sucursales/grupos')).statusCode).toBe(200);
    // The renewed token carries the screen in its menu.
    const renewed = (await renew(app, session.cookie)).json();
    expect(renewed.permisos.map((p: { url: string | null }) => p.url)).toContain(
      GRUPO_SUCURSALES_URL.replace('{product}', 'farmasi'),
    );
    await db.delete(webUsuariosPermisos).where(eq(webUsuariosPermisos.idUsuario, user!.idUsuario));
  });

  it('refuses every call of the screen to the demo user consulta, who holds no screen', async () => {
    const consulta = await signIn(app, 'consulta');
    expect(consulta.data.permisos).toEqual([]);
    for (const res of [
      await consulta.get('/grupo-sucursales/grupos'),
      await consulta.get('/grupo-sucursales/sucursales-grupo/1'),
      await consulta.get('/grupo-sucursales/sucursales/buscar/1'),
      await consulta.post('/grupo-sucursales/guardar-elimina', { grupo: 0, nombre: 'Intruso' }),
      await consulta.post('/grupo-sucursales/guardar-sucursales/1', [{ codSucursal: 1, seleccionado: true }]),
    ])
      expect(res.statusCode).toBe(403);
  });

  it('lets the cajero, who holds only this screen, use it', async () => {
    const cajero = await signIn(app, 'cajero');
    expect((await cajero.get('/grupo-sucursales/grupos')).statusCode).toBe(200);
  });
});

describe('GET /grupo-sucursales/grupos and sucursales-grupo', () => {
  it('lists the groups by name, with or without a trailing slash', async () => {
    const body = (await admin.get('/grupo-sucursales/grupos/')).json();
    expect(body.value).toBe(true);
    expect(body.data.map((g: { grupo: string }) => g.grupo)).toEqual(
      expect.arrayContaining(['Zona Bajío', 'Zona Centro', 'Zona Norte', 'Zona Occidente']),
    );
    const names = body.data.map((g: { grupo: string }) => g.grupo.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it("shows a group's branches, all seleccionado", async () => {
    const grupos = (await admin.get('/grupo-sucursales/grupos')).json().data;
    const centro = grupos.find((g: { grupo: string }) => g.grupo === 'Zona Centro');
    const body = (
      await admin.get(`/grupo-sucursales/sucursales-grupo/${centro.idCatGrupoSucursalesEnc}`)
    ).json();
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data[0]).toEqual({
      codSucursal: expect.any(Number),
      sucursal: expect.any(String),
      nombre: expect.any(String),
      seleccionado: true,
      propia: expect.any(Number),
    });
  });

  it('answers 400 in Spanish for a group id that is not a number', async () => {
    const res = await admin.get('/grupo-sucursales/sucursales-grupo/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'idGrupo'");
  });
});

describe('POST /grupo-sucursales/guardar-elimina', () => {
  it('rejects an empty name with the spec message and saves nothing', async () => {
    const before = (await admin.get('/grupo-sucursales/grupos')).json().data.length;
    expect(await crear('   ')).toEqual({ value: false, message: m.sinDescripcion, data: null });
    expect((await admin.get('/grupo-sucursales/grupos')).json().data.length).toBe(before);
  });

  it('creates, refuses a duplicate name in any case, renames and records the audit', async () => {
    const creado = await crear('Zona Prueba');
    expect(creado).toMatchObject({ value: true, message: m.creado, data: { grupo: 'Zona Prueba' } });
    const id = creado.data.idCatGrupoSucursalesEnc;
    expect(await crear('zona prueba')).toMatchObject({
      value: false,
      message: format(m.duplicado, { nombre: 'zona prueba' }),
    });
    const renamed = (
      await admin.post('/grupo-sucursales/guardar-elimina', { grupo: id, nombre: 'Zona Prueba 2' })
    ).json();
    expect(renamed).toMatchObject({ value: true, message: m.actualizado, data: { grupo: 'Zona Prueba 2' } });
    const trail = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_grupo_sucursales_enc'), eq(auditoria.clave, String(id))))
      .orderBy(auditoria.id);
    expect(trail.map((t) => [t.antes, t.despues])).toEqual([
      [null, { grupo: 'Zona Prueba' }],
      [{ grupo: 'Zona Prueba' }, { grupo: 'Zona Prueba 2' }],
    ]);
    expect(trail[0]).toMatchObject({ idUsuario: admin.data.idUsuario, metodo: 'POST' });
  });

  it("deletes with the word 'eliminar' and frees the group's branches", async () => {
    const { data } = await crear('Zona Temporal');
    const [libre] = await sucursalesLibres();
    await admin.post(`/grupo-sucursales/guardar-sucursales/${data.idCatGrupoSucursalesEnc}`, [
      { ...libre, nombre: '', seleccionado: true },
    ]);
    const res = (
      await admin.post('/grupo-sucursales/guardar-elimina', {
        grupo: data.idCatGrupoSucursalesEnc,
        nombre: 'eliminar',
      })
    ).json();
    expect(res).toMatchObject({ value: true, message: m.eliminado });
    expect((await sucursalesLibres()).map((s) => s.codSucursal)).toContain(libre!.codSucursal);
    const again = (
      await admin.post('/grupo-sucursales/guardar-elimina', {
        grupo: data.idCatGrupoSucursalesEnc,
        nombre: 'eliminar',
      })
    ).json();
    expect(again).toEqual({ value: false, message: m.noExiste, data: null });
  });
});

describe('GET buscar and POST guardar-sucursales', () => {
  it('offers the group branches as seleccionado and the free ones, never those of other groups', async () => {
    const { data } = await crear('Zona Golfo');
    const libres = await sucursalesLibres();
    expect(libres.length).toBeGreaterThan(3);
    const elegidas = libres.slice(0, 2).map((s) => ({ ...s, nombre: '', seleccionado: true }));
    const saved = (
      await admin.post(`/grupo-sucursales/guardar-sucursales/${data.idCatGrupoSucursalesEnc}`, elegidas)
    ).json();
    expect(saved).toMatchObject({ value: true, message: m.sucursalesGuardadas });
    expect(saved.data.map((s: { codSucursal: number }) => s.codSucursal)).toEqual(
      elegidas.map((s) => s.codSucursal),
    );

    const modal = (
      await admin.get(`/grupo-sucursales/sucursales/buscar/${data.idCatGrupoSucursalesEnc}`)
    ).json().data;
    const marcadas = modal
      .filter((s: { seleccionado: boolean }) => s.seleccionado)
      .map((s: { codSucursal: number }) => s.codSucursal);
    expect(marcadas.sort()).toEqual(elegidas.map((s) => s.codSucursal).sort());
    expect(modal.length).toBe(libres.length);
  });

  it('refuses an empty selection with the spec message', async () => {
    const { data } = await crear('Zona Vacía');
    const res = (
      await admin.post(`/grupo-sucursales/guardar-sucursales/${data.idCatGrupoSucursalesEnc}`, [])
    ).json();
    expect(res).toEqual({ value: false, message: m.sinSucursal, data: null });
  });

  it("refuses a branch of another group and leaves the group's branches as they were", async () => {
    const { data } = await crear('Zona Conflicto');
    const [libre] = await sucursalesLibres();
    const id = data.idCatGrupoSucursalesEnc;
    await admin.post(`/grupo-sucursales/guardar-sucursales/${id}`, [
      { ...libre, nombre: '', seleccionado: true },
    ]);
    const grupos = (await admin.get('/grupo-sucursales/grupos')).json().data;
    const norte = grupos.find((g: { grupo: string }) => g.grupo === 'Zona Norte');
    const [ajena] = (
      await admin.get(`/grupo-sucursales/sucursales-grupo/${norte.idCatGrupoSucursalesEnc}`)
    ).json().data;
    const res = (
      await admin.post(`/grupo-sucursales/guardar-sucursales/${id}`, [
        { ...ajena, seleccionado: true },
        { ...libre, nombre: '', seleccionado: false },
      ])
    ).json();
    expect(res).toEqual({
      value: false,
      message: format(m.sucursalEnOtroGrupo, { sucursal: ajena.sucursal, grupo: 'Zona Norte' }),
      data: null,
    });
    const det = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(catGrupoSucursalesDet)
      .where(eq(catGrupoSucursalesDet.idCatGrupoSucursalesEnc, id));
    expect(det[0]?.n).toBe(1);
  });

  it('refuses an unknown branch and a missing group', async () => {
    const { data } = await crear('Zona Fantasma');
    const unknown = (
      await admin.post(`/grupo-sucursales/guardar-sucursales/${data.idCatGrupoSucursalesEnc}`, [
        { codSucursal: 999_999, nombre: '', sucursal: '', seleccionado: true },
      ])
    ).json();
    expect(unknown.message).toBe(format(m.sucursalNoExiste, { codSucursal: 999_999 }));
    const missing = (
      await admin.post('/grupo-sucursales/guardar-sucursales/987654', [
        { codSucursal: 1, seleccionado: true },
      ])
    ).json();
    expect(missing.message).toBe(m.noExiste);
  });
});
