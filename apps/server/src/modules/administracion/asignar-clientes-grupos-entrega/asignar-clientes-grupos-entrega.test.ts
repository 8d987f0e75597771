import { format, messages } from '@farmasi/contracts';
import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catClientes, catGruposEntrega, catGruposEntregaClientes } from '../../../db/schema/index.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
type Row = { cod_Cliente: number; nombre: string; sucursal: string; grupo: number; seleccionado: boolean };
type Grupo = { grupo: number; nombre: string; sucursales: number };

const grupos = async () => (await admin.get('/grupos-entrega/grupos')).json().data as Grupo[];
const asignadas = async () => (await admin.get('/grupos-entrega')).json().data as Row[];
const libres = async () => (await admin.get('/grupos-entrega/sucursales')).json().data as Row[];
const nuevoGrupo = async (descripcion: string) =>
  (await db.insert(catGruposEntrega).values({ descripcion }).returning())[0]!.grupo;

describe('permissions', () => {
  it('answers 401 without a token and 403 on every call to users without the screen', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/api/grupos-entrega/grupos' })).statusCode).toBe(
      401,
    );
    const cajero = await signIn(app, 'cajero');
    for (const res of [
      await cajero.get('/grupos-entrega'),
      await cajero.get('/grupos-entrega/grupos'),
      await cajero.get('/grupos-entrega/sucursales'),
      await cajero.get('/grupos-entrega/filtro/1'),
      await cajero.post('/grupos-entrega/guardar', {
        grupo: 1,
        sucursales: [{ cod_Cliente: 1, seleccionado: true }],
      }),
      await cajero.post('/grupos-entrega/eliminar', { grupo: 1, cod_Cliente: 1 }),
      await cajero.post('/grupos-entrega/eliminar-todas', { grupo: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });
});

describe('lists', () => {
  it('lists the groups with their counts, the assigned branches and those in no group', async () => {
    const gs = await grupos();
    expect(gs.map((g) => g.nombre)).toContain('Ruta Centro matutina');
    const a = await asignadas();
    const l = await libres();
    expect(a.length).toBeGreaterThan(10);
    expect(l.length).toBeGreaterThan(3);
    expect(a.every((r) => r.seleccionado && r.grupo > 0)).toBe(true);
    expect(l.every((r) => !r.seleccionado && r.grupo === 0)).toBe(true);
    for (const g of gs) expect(g.sucursales).toBe(a.filter((r) => r.grupo === g.grupo).length);
    expect(a[0]).toEqual({
      cod_Cliente: expect.any(Number),
      nombre: expect.any(String),
      sucursal: expect.any(String),
      grupo: expect.any(Number),
      seleccionado: true,
    });
  });

  it("filters by a branch: its group's branches, or 'Esta sucursal aun no esta en un grupo.'", async () => {
    const [uno] = await asignadas();
    const body = (await admin.get(`/grupos-entrega/filtro/${uno!.cod_Cliente}`)).json();
    expect(body.value).toBe(true);
    expect(new Set(body.data.map((r: Row) => r.grupo))).toEqual(new Set([uno!.grupo]));
    expect(body.data.map((r: Row) => r.cod_Cliente)).toContain(uno!.cod_Cliente);
    const [libre] = await libres();
    expect((await admin.get(`/grupos-entrega/filtro/${libre!.cod_Cliente}`)).json()).toEqual({
      value: false,
      message: m.sinGrupo,
      data: null,
    });
    expect((await admin.get('/grupos-entrega/filtro/99999')).json().message).toBe(m.sinGrupo);
  });
});

describe('POST guardar', () => {
  it("refuses an empty selection with 'Debe seleccionar al menos una sucursal'", async () => {
    const [libre] = await libres();
    const g = await nuevoGrupo('Ruta vacía');
    for (const sucursales of [[], [{ cod_Cliente: libre!.cod_Cliente, seleccionado: false }]]) {
      expect((await admin.post('/grupos-entrega/guardar', { grupo: g, sucursales })).json()).toEqual({
        value: false,
        message: m.sinSucursal,
        data: null,
      });
    }
  });

  it('adds the marked branches, all or none', async () => {
    const g = await nuevoGrupo('Ruta Pruebas');
    const [a, b] = await libres();
    const [ajena] = await asignadas();
    const grupoAjeno = (await grupos()).find((x) => x.grupo === ajena!.grupo)!;
    const refused = (
      await admin.post('/grupos-entrega/guardar', {
        grupo: g,
        sucursales: [
          { cod_Cliente: a!.cod_Cliente, seleccionado: true },
          { cod_Cliente: ajena!.cod_Cliente, seleccionado: true },
        ],
      })
    ).json();
    expect(refused).toEqual({
      value: false,
      message: format(m.sucursalEnOtroGrupo, { sucursal: ajena!.sucursal, grupo: grupoAjeno.nombre }),
      data: null,
    });
    expect(
      await db.select().from(catGruposEntregaClientes).where(eq(catGruposEntregaClientes.grupo, g)),
    ).toHaveLength(0);

    const saved = (
      await admin.post('/grupos-entrega/guardar', {
        grupo: g,
        sucursales: [
          { ...a, seleccionado: true },
          { ...b, seleccionado: true },
        ],
      })
    ).json();
    expect(saved).toMatchObject({ value: true, message: m.guardadas });
    expect(saved.data.map((r: Row) => r.cod_Cliente).sort()).toEqual([a!.cod_Cliente, b!.cod_Cliente].sort());
    expect((await libres()).map((r) => r.cod_Cliente)).not.toContain(a!.cod_Cliente);
  });

  it('refuses a missing group, an unknown or inactive branch', async () => {
    const [libre] = await libres();
    expect(
      (
        await admin.post('/grupos-entrega/guardar', {
          grupo: 9999,
          sucursales: [{ cod_Cliente: libre!.cod_Cliente, seleccionado: true }],
        })
      ).json().message,
    ).toBe(m.grupoNoExiste);
    const g = await nuevoGrupo('Ruta inactivos');
    expect(
      (
        await admin.post('/grupos-entrega/guardar', {
          grupo: g,
          sucursales: [{ cod_Cliente: 99999, seleccionado: true }],
        })
      ).json().message,
    ).toBe(format(m.sucursalNoExiste, { codigo: 99999 }));
    await db.update(catClientes).set({ activo: false }).where(eq(catClientes.codCliente, libre!.cod_Cliente));
    expect(
      (
        await admin.post('/grupos-entrega/guardar', {
          grupo: g,
          sucursales: [{ cod_Cliente: libre!.cod_Cliente, seleccionado: true }],
        })
      ).json().message,
    ).toBe(format(m.sucursalNoExiste, { codigo: libre!.cod_Cliente }));
    await db.update(catClientes).set({ activo: true }).where(eq(catClientes.codCliente, libre!.cod_Cliente));
  });
});

describe('POST eliminar and eliminar-todas', () => {
  it('removes one branch of its group, refusing one of another group', async () => {
    const [uno] = await asignadas();
    const otro = (await grupos()).find((g) => g.grupo !== uno!.grupo)!;
    const wrong = (
      await admin.post('/grupos-entrega/eliminar', { grupo: otro.grupo, cod_Cliente: uno!.cod_Cliente })
    ).json();
    expect(wrong).toEqual({
      value: false,
      // A customer that is not a branch (S13's demo adds some) is named by its own name.
      message: format(m.noEstaEnGrupo, { sucursal: uno!.sucursal || uno!.nombre, grupo: otro.nombre }),
      data: null,
    });
    const res = (
      await admin.post('/grupos-entrega/eliminar', { grupo: uno!.grupo, cod_Cliente: uno!.cod_Cliente })
    ).json();
    expect(res).toMatchObject({
      value: true,
      message: m.eliminada,
      data: { cod_Cliente: uno!.cod_Cliente, grupo: 0 },
    });
    expect((await libres()).map((r) => r.cod_Cliente)).toContain(uno!.cod_Cliente);
  });

  it('removes all the branches of a group, and refuses a group without any', async () => {
    const g = (await grupos()).find((x) => x.sucursales > 0)!;
    const res = (await admin.post('/grupos-entrega/eliminar-todas', { grupo: g.grupo })).json();
    expect(res).toEqual({
      value: true,
      message: format(m.eliminadas, { grupo: g.nombre }),
      data: { grupo: g.grupo, eliminadas: g.sucursales },
    });
    expect((await asignadas()).filter((r) => r.grupo === g.grupo)).toHaveLength(0);
    const again = (await admin.post('/grupos-entrega/eliminar-todas', { grupo: g.grupo })).json();
    expect(again).toEqual({ value: false, message: format(m.grupoVacio, { grupo: g.nombre }), data: null });
    expect((await admin.post('/grupos-entrega/eliminar-todas', { grupo: 9999 })).json().message).toBe(
      m.grupoNoExiste,
    );
  });

  it('answers 400 for a body without the group', async () => {
    const res = await admin.post('/grupos-entrega/eliminar', { cod_Cliente: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'grupo'");
  });
});
