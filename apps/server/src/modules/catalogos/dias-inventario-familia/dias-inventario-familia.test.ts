import { format, messages } from '@farmasi/contracts';
import {
  type DiasInventarioFila,
  diasInventarioFamiliaMessages as m,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catFamilias, catSucursales } from '../../../db/schema/index.ts';
import { catDiasInventarioFamilia as d } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const LISTA = '/catalogos/diasinventariofamilia';
const GUARDAR = '/catalogos/diasinventariofamilia-guardar/';
const FAMILIAS = '/catalogos/familiasDias/';

const lista = async (codSucursal = 0, codFamilia = 0) =>
  (await admin.get(`${LISTA}/${codSucursal}/${codFamilia}`)).json().data as DiasInventarioFila[];
const guardar = async (body: unknown) => (await admin.post(GUARDAR, body)).json();
const guardado = async (codSucursal: number, codFamilia: number) =>
  (
    await db
      .select({ dias: d.diasInventario })
      .from(d)
      .where(and(eq(d.codSucursal, codSucursal), eq(d.codFamilia, codFamilia)))
  )[0]?.dias;
const contar = async () => (await db.select().from(d)).length;

describe('permissions', () => {
  const llamadas = [
    { method: 'GET', url: FAMILIAS },
    { method: 'GET', url: `${LISTA}/0/0` },
    { method: 'POST', url: GUARDAR, payload: [{ codSucursal: 1, codFamilia: 1, diasInventario: 5 }] },
  ] as const;

  it('answers 401 to every call without a token', async () => {
    for (const c of llamadas) {
      const res = await app.inject({ ...c, url: `/admin/api${c.url}` });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to every call for the demo user consulta, who holds no screen', async () => {
    const consulta = await signIn(app, 'consulta');
    const antes = await contar();
    for (const res of [
      await consulta.get(FAMILIAS),
      await consulta.get(`${LISTA}/0/0`),
      await consulta.post(GUARDAR, llamadas[2].payload),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
    expect(await contar()).toBe(antes);
  });
});

describe('bad input answers 400 with a Spanish message', () => {
  it('refuses a branch or family that is not a number or is negative', async () => {
    for (const [url, mensaje] of [
      [`${LISTA}/abc/0`, m.sucursalNoValida],
      [`${LISTA}/-1/0`, m.sucursalNoValida],
      [`${LISTA}/0/1.5`, m.familiaNoValida],
      [`${LISTA}/0/99999999999`, m.familiaNoValida],
    ] as const) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });

  it('refuses days outside 0–9999, non-integers, an empty list and a body that is not a list', async () => {
    const antes = await contar();
    for (const [body, mensaje] of [
      [[{ codSucursal: 1, codFamilia: 1, diasInventario: 10000 }], m.diasNoValidos],
      [[{ codSucursal: 1, codFamilia: 1, diasInventario: -1 }], m.diasNoValidos],
      [[{ codSucursal: 1, codFamilia: 1, diasInventario: '12' }], m.diasNoValidos],
      [[{ codSucursal: 1, codFamilia: 1, diasInventario: 1.5 }], m.diasNoValidos],
      [[{ codSucursal: 0, codFamilia: 1, diasInventario: 5 }], m.sucursalNoValida],
      [[{ codSucursal: 1, codFamilia: 0, diasInventario: 5 }], m.familiaNoValida],
      [[], m.listaVacia],
      [{ codSucursal: 1 }, 'La lista de días de inventario no es válida.'],
    ] as const) {
      const res = await admin.post(GUARDAR, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
    expect(await contar()).toBe(antes);
  });
});

describe('catalogues and list', () => {
  it('lists the active families in Spanish order', async () => {
    const familias = (await admin.get(FAMILIAS)).json().data as { codigo: number; descripcion: string }[];
    const activas = await db.select().from(catFamilias).where(eq(catFamilias.activo, true));
    expect(familias).toHaveLength(activas.length);
    const nombres = familias.map((f) => f.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('lists every active branch × family pair with its days (0 when none), and filters by each', async () => {
    const todas = await lista();
    const familias = (await admin.get(FAMILIAS)).json().data as unknown[];
    const sucursales = new Set(todas.map((f) => f.codSucursal));
    expect(todas).toHaveLength(sucursales.size * familias.length);
    expect(todas.some((f) => f.diasInventario === 0)).toBe(true);
    expect(todas.some((f) => f.diasInventario > 0)).toBe(true);
    const conDias = todas.find((f) => f.diasInventario > 0)!;
    expect(await guardado(conDias.codSucursal, conDias.codFamilia)).toBe(conDias.diasInventario);

    const deUna = await lista(conDias.codSucursal, 0);
    expect(deUna).toHaveLength(familias.length);
    expect(deUna.every((f) => f.codSucursal === conDias.codSucursal)).toBe(true);
    const deFamilia = await lista(0, conDias.codFamilia);
    expect(deFamilia).toHaveLength(sucursales.size);
    expect(deFamilia.every((f) => f.codFamilia === conDias.codFamilia)).toBe(true);
    expect(await lista(conDias.codSucursal, conDias.codFamilia)).toEqual([conDias]);
    expect(await lista(999_999, 0)).toEqual([]);
  });

  it('leaves out inactive branches', async () => {
    const [primera] = await lista();
    await db
      .update(catSucursales)
      .set({ activo: false })
      .where(eq(catSucursales.codSucursal, primera!.codSucursal));
    expect(await lista(primera!.codSucursal, 0)).toEqual([]);
    await db
      .update(catSucursales)
      .set({ activo: true })
      .where(eq(catSucursales.codSucursal, primera!.codSucursal));
  });
});

describe('guardar', () => {
  it('stores days above 0, replaces changed ones and removes the pair when 0 is saved over it', async () => {
    const filas = await lista(2, 0);
    const sinDias = filas.find((f) => f.diasInventario === 0)!;
    const conDias = filas.filter((f) => f.diasInventario > 0);
    const [cambiar, quitar] = conDias;
    const res = await guardar([
      { codSucursal: 2, codFamilia: sinDias.codFamilia, diasInventario: 25 },
      { codSucursal: 2, codFamilia: cambiar!.codFamilia, diasInventario: 9999 },
      { codSucursal: 2, codFamilia: quitar!.codFamilia, diasInventario: 0 },
    ]);
    expect(res).toEqual({ value: true, message: m.guardados, data: { guardados: 2, eliminados: 1 } });
    expect(await guardado(2, sinDias.codFamilia)).toBe(25);
    expect(await guardado(2, cambiar!.codFamilia)).toBe(9999);
    expect(await guardado(2, quitar!.codFamilia)).toBeUndefined();
    const despues = await lista(2, 0);
    expect(despues.find((f) => f.codFamilia === quitar!.codFamilia)?.diasInventario).toBe(0);

    const [registro] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_dias_inventario_familia'), eq(auditoria.clave, '2')));
    expect(registro?.antes).toEqual({
      [sinDias.codFamilia]: 0,
      [cambiar!.codFamilia]: cambiar!.diasInventario,
      [quitar!.codFamilia]: quitar!.diasInventario,
    });
    expect(registro?.despues).toEqual({
      [sinDias.codFamilia]: 25,
      [cambiar!.codFamilia]: 9999,
      [quitar!.codFamilia]: 0,
    });
  });

  it('writes nothing for rows equal to what is stored, nor for 0 over a pair without days', async () => {
    const [conDias] = (await lista(3, 0)).filter((f) => f.diasInventario > 0);
    const [sinDias] = (await lista(3, 0)).filter((f) => f.diasInventario === 0);
    const res = await guardar([
      { codSucursal: 3, codFamilia: conDias!.codFamilia, diasInventario: conDias!.diasInventario },
      { codSucursal: 3, codFamilia: sinDias!.codFamilia, diasInventario: 0 },
    ]);
    expect(res.data).toEqual({ guardados: 0, eliminados: 0 });
    expect(await guardado(3, sinDias!.codFamilia)).toBeUndefined();
  });

  it('refuses a repeated pair before looking at the branches, saving nothing', async () => {
    const antes = await contar();
    const res = await guardar([
      { codSucursal: 999_999, codFamilia: 1, diasInventario: 5 },
      { codSucursal: 4, codFamilia: 1, diasInventario: 5 },
      { codSucursal: 4, codFamilia: 1, diasInventario: 7 },
    ]);
    expect(res).toEqual({
      value: false,
      message: format(m.repetida, { codSucursal: 4, codFamilia: 1 }),
      data: null,
    });
    expect(await contar()).toBe(antes);
  });

  it('refuses an unknown branch or family and saves none of the list (one transaction)', async () => {
    const [fila] = (await lista(5, 0)).filter((f) => f.diasInventario === 0);
    const valida = { codSucursal: 5, codFamilia: fila!.codFamilia, diasInventario: 12 };
    expect(await guardar([valida, { codSucursal: 999_999, codFamilia: 1, diasInventario: 5 }])).toEqual({
      value: false,
      message: format(m.sucursalNoExiste, { codSucursal: 999_999 }),
      data: null,
    });
    expect(await guardar([valida, { codSucursal: 5, codFamilia: 999_999, diasInventario: 5 }])).toEqual({
      value: false,
      message: format(m.familiaNoExiste, { codFamilia: 999_999 }),
      data: null,
    });
    expect(await guardado(5, fila!.codFamilia)).toBeUndefined();
  });

  it('saves every pair of a branch at once (the global box)', async () => {
    const filas = await lista(6, 0);
    const res = await guardar(filas.map((f) => ({ ...f, diasInventario: 30 })));
    expect(res.value).toBe(true);
    expect((await lista(6, 0)).every((f) => f.diasInventario === 30)).toBe(true);
  });
});
