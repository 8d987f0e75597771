import { messages } from '@farmasi/contracts';
import { cuentasContablesMessages as m } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catCuentasContables, catEmpresas, catSucursales } from '../../../db/schema/index.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const LISTA = '/contabilidad/cuentas-contables';
const EMPRESA = '/contabilidad/guardar-cuenta-empresa';
const SUCURSAL = '/contabilidad/guardar-cuenta-sucursal';

interface Sucursal {
  idCatCuentasContables: number;
  id: number;
  descripcion: string;
  cuentaEfectivo: string;
  cuentaTasaGral: string;
  cuentaTasa0: string;
}
const lista = async () =>
  (await admin.get(LISTA)).json().data as {
    empresas: { idCatEmpresa: number; descripcion: string; cuenta: string }[];
    sucursales: Sucursal[];
  };
const sucursalDe = async (id: number) => (await lista()).sucursales.find((s) => s.id === id)!;
const cuentasVacias = { cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '' };

describe('permissions', () => {
  it('answers 401 without a token to every call', async () => {
    for (const [method, url] of [
      ['GET', LISTA],
      ['POST', EMPRESA],
      ['POST', SUCURSAL],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the screen, on every call, and changes nothing', async () => {
    const consulta = await signIn(app, 'consulta');
    const antes = await lista();
    for (const res of [
      await consulta.get(LISTA),
      await consulta.post(EMPRESA, { idCatEmpresa: 3, cuenta: '105-03-000001' }),
      await consulta.post(SUCURSAL, {
        idCatCuentasContables: 0,
        id: 7,
        ...cuentasVacias,
        cuentaEfectivo: '101-01-000007',
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
    expect(await lista()).toEqual(antes);
  });
});

describe('GET contabilidad/cuentas-contables', () => {
  it('answers the three companies and every active branch of both lines, in Spanish order', async () => {
    const { empresas, sucursales } = await lista();
    expect(empresas.map((e) => e.idCatEmpresa)).toEqual([1, 2, 3]);
    expect(empresas[0]).toMatchObject({ descripcion: 'Farmacias FarmaSí', cuenta: '105-01-000001' });
    expect(empresas[2]!.cuenta).toBe('');
    const activas = await db.select().from(catSucursales).where(eq(catSucursales.activo, true));
    expect(sucursales).toHaveLength(activas.length);
    const nombres = sucursales.map((s) => s.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('a branch without a row has idCatCuentasContables 0 and empty accounts', async () => {
    const sinCuenta = await sucursalDe(7);
    expect(sinCuenta).toMatchObject({ idCatCuentasContables: 0, ...cuentasVacias });
    const conCuenta = await sucursalDe(3);
    expect(conCuenta.idCatCuentasContables).toBeGreaterThan(0);
    expect(conCuenta).toMatchObject({ cuentaEfectivo: '101-01-000003', cuentaTasaGral: '401-01-000003' });
  });
});

describe('POST contabilidad/guardar-cuenta-empresa', () => {
  const error400 = async (body: unknown) => {
    const res = await admin.post(EMPRESA, body);
    expect(res.statusCode).toBe(400);
    return res.json().message as string;
  };

  it('checks, in order, that the account is present and then its 3-2-6 format', async () => {
    expect(await error400({ idCatEmpresa: 3, cuenta: '   ' })).toBe(
      `${messages.servidor.datosInvalidos}: el campo 'cuenta' en el cuerpo: ${m.cuentaVacia}`,
    );
    for (const cuenta of ['105-03-00001', '10503000001', '105-3-0000001', 'abc-de-fghijk', '105-03-0000011'])
      expect(await error400({ idCatEmpresa: 3, cuenta }), cuenta).toContain(m.formatoCuenta);
    expect(await error400({ idCatEmpresa: 0, cuenta: '105-03-000001' })).toContain(m.empresaInvalida);
    expect(await error400({ idCatEmpresa: 'uno', cuenta: '105-03-000001' })).toContain(m.empresaInvalida);
    expect((await lista()).empresas[2]!.cuenta).toBe('');
  });

  it('refuses a company that does not exist', async () => {
    const res = await admin.post(EMPRESA, { idCatEmpresa: 9, cuenta: '105-09-000001' });
    expect(res.json()).toEqual({ value: false, message: m.empresaNoExiste, data: null });
  });

  it('saves the trimmed account, answers the company and audits the change', async () => {
    const res = (await admin.post(EMPRESA, { idCatEmpresa: 3, cuenta: ' 105-03-000001 ' })).json();
    expect(res, JSON.stringify(res)).toEqual({
      value: true,
      message: m.cuentaGuardada,
      data: { idCatEmpresa: 3, descripcion: 'Talleres FarmaSí', cuenta: '105-03-000001' },
    });
    const [fila] = await db.select().from(catEmpresas).where(eq(catEmpresas.idCatEmpresa, 3));
    expect(fila!.cuenta).toBe('105-03-000001');
    const [audit] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_empresas'), eq(auditoria.clave, '3')));
    expect(audit).toMatchObject({ antes: { cuenta: '' }, despues: { cuenta: '105-03-000001' } });
  });
});

describe('POST contabilidad/guardar-cuenta-sucursal', () => {
  const error400 = async (body: Record<string, unknown>) => {
    const res = await admin.post(SUCURSAL, { idCatCuentasContables: 0, id: 14, ...cuentasVacias, ...body });
    expect(res.statusCode).toBe(400);
    return res.json().message as string;
  };

  it('checks at least one account, then cash, general rate and 0% formats in that order', async () => {
    expect(await error400({})).toContain(m.alMenosUna);
    expect(await error400({ cuentaEfectivo: '  ', cuentaTasa0: ' ' })).toContain(m.alMenosUna);
    expect(await error400({ cuentaEfectivo: '101-01-1', cuentaTasaGral: 'x', cuentaTasa0: 'y' })).toBe(
      `${messages.servidor.datosInvalidos}: el campo 'cuentaEfectivo' en el cuerpo: ${m.formatoEfectivo}`,
    );
    expect(
      await error400({ cuentaEfectivo: '101-01-000014', cuentaTasaGral: '401-01', cuentaTasa0: 'y' }),
    ).toContain(m.formatoTasaGral);
    expect(await error400({ cuentaTasa0: '401-02-00001' })).toContain(m.formatoTasa0);
    expect(await error400({ cuentaEfectivo: '101-01-0000140' })).toContain(m.formatoEfectivo);
    expect(await error400({ id: 0, cuentaEfectivo: '101-01-000014' })).toContain(m.sucursalInvalida);
    expect(await error400({ idCatCuentasContables: -1, cuentaEfectivo: '101-01-000014' })).toContain(
      m.registroInvalido,
    );
    expect(await sucursalDe(14)).toMatchObject({ idCatCuentasContables: 0, ...cuentasVacias });
  });

  it('the first save of a branch creates its row; the next one updates it', async () => {
    const primera = (
      await admin.post(SUCURSAL, {
        idCatCuentasContables: 0,
        id: 14,
        ...cuentasVacias,
        cuentaTasa0: '401-02-000014',
      })
    ).json();
    expect(primera).toMatchObject({
      value: true,
      message: m.cuentasGuardadas,
      data: { id: 14, cuentaTasa0: '401-02-000014' },
    });
    const idCat = primera.data.idCatCuentasContables as number;
    expect(idCat).toBeGreaterThan(0);
    const segunda = (
      await admin.post(SUCURSAL, {
        idCatCuentasContables: idCat,
        id: 14,
        cuentaEfectivo: '101-01-000014',
        cuentaTasaGral: '',
        cuentaTasa0: '401-02-000014',
      })
    ).json();
    expect(segunda.data.idCatCuentasContables).toBe(idCat);
    const filas = await db.select().from(catCuentasContables).where(eq(catCuentasContables.codSucursal, 14));
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({
      cuentaEfectivo: '101-01-000014',
      cuentaTasaGral: '',
      cuentaTasa0: '401-02-000014',
    });
    expect(await sucursalDe(14)).toMatchObject({
      idCatCuentasContables: idCat,
      cuentaEfectivo: '101-01-000014',
    });
  });

  it('two first saves of one branch leave one row (the unique branch decides)', async () => {
    const cuerpo = { idCatCuentasContables: 0, id: 21, ...cuentasVacias, cuentaEfectivo: '101-01-000021' };
    const respuestas = await Promise.all([admin.post(SUCURSAL, cuerpo), admin.post(SUCURSAL, cuerpo)]);
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      await db.select().from(catCuentasContables).where(eq(catCuentasContables.codSucursal, 21)),
    ).toHaveLength(1);
  });

  it('refuses an unknown branch, a record that does not exist and one of another branch', async () => {
    const otra = await sucursalDe(3);
    for (const [body, mensaje] of [
      [{ idCatCuentasContables: 0, id: 99_999 }, m.sucursalNoExiste],
      [{ idCatCuentasContables: 999_999, id: 3 }, m.registroInvalido],
      [{ idCatCuentasContables: otra.idCatCuentasContables, id: 4 }, m.registroDeOtra],
    ] as const) {
      const res = await admin.post(SUCURSAL, { ...cuentasVacias, cuentaEfectivo: '101-01-000099', ...body });
      expect(res.json()).toEqual({ value: false, message: mensaje, data: null });
    }
    expect(await sucursalDe(4)).toMatchObject({ cuentaEfectivo: '101-01-000004' });
  });
});
