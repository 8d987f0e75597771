import { format, messages } from '@farmasi/contracts';
import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catGrupoSucursalesDet, catGrupoSucursalesEnc } from '../../../db/schema/index.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
type Row = {
  codSucursal: number;
  sucursal: string;
  nombre: string;
  idCatGrupoSucursalesEnc: number;
  seleccionado: boolean;
};
type Grupo = { idCatGrupoSucursalesEnc: number; grupo: string; sucursales: number };
const B = '/asignar-sucursales-grupos';

const grupos = async () => (await admin.get(`${B}/grupos`)).json().data as Grupo[];
const asignadas = async () => (await admin.get(`${B}/sucursales-grupos`)).json().data as Row[];
const libres = async () => (await admin.get(`${B}/sucursales-sin-grupo`)).json().data as Row[];
const nuevoGrupo = async (grupo: string) =>
  (await db.insert(catGrupoSucursalesEnc).values({ grupo }).returning())[0]!.idCatGrupoSucursalesEnc;

describe('permissions', () => {
  it('answers 403 on every call to users without the screen (the S07 screen does not grant it)', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const res of [
      await cajero.get(`${B}/sucursales-grupos`),
      await cajero.get(`${B}/grupos`),
      await cajero.get(`${B}/grupos-sin-sucursales`),
      await cajero.get(`${B}/sucursales-sin-grupo`),
      await cajero.get(`${B}/filtro/1`),
      await cajero.post(`${B}/guardar`, {
        Grupo: 1,
        listadoSucursales: [{ codSucursal: 1, seleccionado: true }],
      }),
      await cajero.post(`${B}/eliminar`, { Grupo: 1, codSucursal: 1 }),
      await cajero.post(`${B}/eliminar-todas`, { Grupo: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
    expect((await app.inject({ method: 'GET', url: `/admin/api${B}/grupos` })).statusCode).toBe(401);
  });
});

describe('lists', () => {
  it('lists groups with counts, groups without branches, assigned and unassigned branches', async () => {
    const vacio = await nuevoGrupo('Zona Vacía');
    const gs = await grupos();
    const a = await asignadas();
    expect(gs.map((g) => g.grupo)).toEqual(
      expect.arrayContaining(['Zona Centro', 'Zona Norte', 'Zona Vacía']),
    );
    for (const g of gs)
      expect(g.sucursales).toBe(
        a.filter((r) => r.idCatGrupoSucursalesEnc === g.idCatGrupoSucursalesEnc).length,
      );
    const sin = (await admin.get(`${B}/grupos-sin-sucursales`)).json().data as Grupo[];
    expect(sin).toEqual([{ idCatGrupoSucursalesEnc: vacio, grupo: 'Zona Vacía', sucursales: 0 }]);
    const l = await libres();
    expect(l.length).toBeGreaterThan(3);
    expect(l.every((r) => r.idCatGrupoSucursalesEnc === 0 && !r.seleccionado)).toBe(true);
  });

  it("filters by a branch, or answers 'Esta sucursal aun no esta en un grupo.'", async () => {
    const [uno] = await asignadas();
    const body = (await admin.get(`${B}/filtro/${uno!.codSucursal}`)).json();
    expect(new Set(body.data.map((r: Row) => r.idCatGrupoSucursalesEnc))).toEqual(
      new Set([uno!.idCatGrupoSucursalesEnc]),
    );
    const [libre] = await libres();
    expect((await admin.get(`${B}/filtro/${libre!.codSucursal}`)).json()).toEqual({
      value: false,
      message: m.sinGrupo,
      data: null,
    });
  });
});

describe('POST guardar', () => {
  it("refuses an empty selection with 'Debe seleccionar al menos una sucursal'", async () => {
    const g = await nuevoGrupo('Zona Sin Nada');
    const res = (await admin.post(`${B}/guardar`, { Grupo: g, listadoSucursales: [] })).json();
    expect(res).toEqual({ value: false, message: m.sinSucursal, data: null });
  });

  it('adds unassigned branches, all or none, keeping the ones already there', async () => {
    const g = await nuevoGrupo('Zona Golfo');
    const [a, b, c] = await libres();
    await admin.post(`${B}/guardar`, { Grupo: g, listadoSucursales: [{ ...a, seleccionado: true }] });
    const ajena = (await asignadas()).find((r) => r.idCatGrupoSucursalesEnc !== g);
    const grupoAjeno = (await grupos()).find(
      (x) => x.idCatGrupoSucursalesEnc === ajena!.idCatGrupoSucursalesEnc,
    )!;
    const refused = (
      await admin.post(`${B}/guardar`, {
        Grupo: g,
        listadoSucursales: [
          { ...b, seleccionado: true },
          { codSucursal: ajena!.codSucursal, seleccionado: true },
        ],
      })
    ).json();
    expect(refused).toEqual({
      value: false,
      message: format(m.sucursalEnOtroGrupo, { sucursal: ajena!.sucursal, grupo: grupoAjeno.grupo }),
      data: null,
    });
    const saved = (
      await admin.post(`${B}/guardar`, {
        Grupo: g,
        listadoSucursales: [
          { ...b, seleccionado: true },
          { ...c, seleccionado: false },
        ],
      })
    ).json();
    expect(saved).toMatchObject({ value: true, message: m.guardadas });
    expect(saved.data.map((r: Row) => r.codSucursal).sort()).toEqual([a!.codSucursal, b!.codSucursal].sort());
    expect(
      (
        await admin.post(`${B}/guardar`, { Grupo: 98765, listadoSucursales: [{ ...c, seleccionado: true }] })
      ).json().message,
    ).toBe(m.grupoNoExiste);
    expect(
      (
        await admin.post(`${B}/guardar`, {
          Grupo: g,
          listadoSucursales: [{ codSucursal: 99999, seleccionado: true }],
        })
      ).json().message,
    ).toBe(format(m.sucursalNoExiste, { codigo: 99999 }));
  });
});

describe('POST eliminar and eliminar-todas', () => {
  it('removes one branch, refusing a branch of another group', async () => {
    const [uno] = await asignadas();
    const otro = (await grupos()).find((g) => g.idCatGrupoSucursalesEnc !== uno!.idCatGrupoSucursalesEnc)!;
    const wrong = (
      await admin.post(`${B}/eliminar`, {
        Grupo: otro.idCatGrupoSucursalesEnc,
        codSucursal: uno!.codSucursal,
      })
    ).json();
    expect(wrong).toEqual({
      value: false,
      message: format(m.noEstaEnGrupo, { sucursal: uno!.sucursal, grupo: otro.grupo }),
      data: null,
    });
    const res = (
      await admin.post(`${B}/eliminar`, {
        Grupo: uno!.idCatGrupoSucursalesEnc,
        codSucursal: uno!.codSucursal,
      })
    ).json();
    expect(res).toMatchObject({
      value: true,
      message: m.eliminada,
      data: { codSucursal: uno!.codSucursal, idCatGrupoSucursalesEnc: 0 },
    });
    expect((await libres()).map((r) => r.codSucursal)).toContain(uno!.codSucursal);
  });

  it('removes all the branches of a group, and refuses an empty one', async () => {
    const g = (await grupos()).find((x) => x.sucursales > 0)!;
    const res = (await admin.post(`${B}/eliminar-todas`, { Grupo: g.idCatGrupoSucursalesEnc })).json();
    expect(res).toEqual({
      value: true,
      message: format(m.eliminadas, { grupo: g.grupo }),
      data: { Grupo: g.idCatGrupoSucursalesEnc, eliminadas: g.sucursales },
    });
    const det = await db
      .select()
      .from(catGrupoSucursalesDet)
      .where(eq(catGrupoSucursalesDet.idCatGrupoSucursalesEnc, g.idCatGrupoSucursalesEnc));
    expect(det).toHaveLength(0);
    const again = (await admin.post(`${B}/eliminar-todas`, { Grupo: g.idCatGrupoSucursalesEnc })).json();
    expect(again).toEqual({ value: false, message: format(m.grupoVacio, { grupo: g.grupo }), data: null });
  });
});
