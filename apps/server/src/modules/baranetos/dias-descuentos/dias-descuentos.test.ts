import { format } from '@farmasi/contracts';
import {
  exclusionMessages,
  diasDescuentosMessages as m,
  validarPromocion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { barArticulos } from '../../../db/schema/index.ts';
import { hoy as hoyEnMexico } from '../../../platform/fechas.ts';
import { diaSemana } from './service.ts';
import { barDiasDescuento } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/Baranetos';

const sinDias = { lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, sabado: 0, domingo: 0 } as const;
const promocion = {
  codPromocion: 0,
  nomPromocion: 'Sábados de refrescos',
  codSucursal: 901,
  ...sinDias,
  sabado: 6,
  descuento: 10,
  fechaVigenciaInicio: '2026-01-01',
  fechaVigenciaFinal: '2026-12-31',
} as const;
const guardar = async (body: object) => (await admin.post(`${B}/guardardiasdescuentos`, body)).json();

describe('validation of a promotion, in the spec order', () => {
  it('returns each message in turn', () => {
    const p = { ...promocion };
    expect(
      validarPromocion({ ...p, nomPromocion: ' ', codSucursal: 0, sabado: 0, descuento: 0 })?.message,
    ).toBe(m.sinPromocion);
    expect(validarPromocion({ ...p, codSucursal: 0, sabado: 0, descuento: 0 })?.message).toBe(m.sinSucursal);
    expect(validarPromocion({ ...p, sabado: 0, descuento: 0 })?.message).toBe(m.sinDia);
    expect(validarPromocion({ ...p, descuento: 0 })?.message).toBe(m.descuentoCero);
    expect(validarPromocion({ ...p, descuento: 101 })?.message).toBe(m.descuentoMaximo);
    expect(validarPromocion({ ...p, descuento: 100, fechaVigenciaFinal: '' })?.message).toBe(m.sinFechas);
    expect(validarPromocion({ ...p, fechaVigenciaInicio: '1900-01-01' })?.message).toBe(m.fechaNoValida);
    expect(validarPromocion({ ...p, fechaVigenciaFinal: '2025-12-31' })?.message).toBe(m.fechasInvertidas);
    expect(validarPromocion(p)).toBeNull();
  });

  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(diaSemana('2026-11-23')).toBe(1);
    expect(diaSemana('2026-11-28')).toBe(6);
    expect(diaSemana('2026-11-29')).toBe(7);
  });
});

describe('guardardiasdescuentos', () => {
  it('refuses through the server in the same order and saves nothing', async () => {
    const antes = (await db.select().from(barDiasDescuento)).length;
    expect(await guardar({ ...promocion, nomPromocion: '', descuento: 0 })).toMatchObject({
      value: false,
      message: m.sinPromocion,
    });
    expect(await guardar({ ...promocion, descuento: 150 })).toMatchObject({
      value: false,
      message: m.descuentoMaximo,
    });
    expect(await guardar({ ...promocion, codSucursal: 1 })).toMatchObject({
      value: false,
      message: m.sucursalNoValida,
    });
    expect((await admin.post(`${B}/guardardiasdescuentos`, { ...promocion, lunes: 3 })).statusCode).toBe(400);
    expect((await db.select().from(barDiasDescuento)).length).toBe(antes);
  });

  it('takes a discount with two decimals; refuses more, and 1900-01-01 (no date) as a validity date (issue 30)', async () => {
    const creada = await guardar({ ...promocion, descuento: 7.5 });
    expect(creada).toMatchObject({ value: true, data: { descuento: 7.5 } });
    expect(
      await guardar({ ...promocion, codPromocion: creada.data.codPromocion, descuento: 12.25 }),
    ).toMatchObject({ value: true, data: { descuento: 12.25 } });
    const antes = (await db.select().from(barDiasDescuento)).length;
    const tres = await admin.post(`${B}/guardardiasdescuentos`, { ...promocion, descuento: 7.555 });
    expect(tres.statusCode).toBe(400);
    expect(tres.json().message).toContain(m.descuentoDecimales);
    expect(await guardar({ ...promocion, fechaVigenciaInicio: '1900-01-01' })).toMatchObject({
      value: false,
      message: m.fechaNoValida,
    });
    expect((await db.select().from(barDiasDescuento)).length).toBe(antes);
  });

  it('creates and edits a promotion, answering it with its weekday names', async () => {
    const creada = await guardar({ ...promocion, domingo: 7 });
    expect(creada).toMatchObject({
      value: true,
      message: m.guardado,
      data: { nomDiaSemana: 'Sábado, Domingo', sabado: 6, domingo: 7, descuento: 10 },
    });
    const cod = creada.data.codPromocion as number;
    const editada = await guardar({ ...promocion, codPromocion: cod, domingo: 0, descuento: 25 });
    expect(editada.data).toMatchObject({ codPromocion: cod, nomDiaSemana: 'Sábado', descuento: 25 });
    expect(await guardar({ ...promocion, codPromocion: 999999 })).toMatchObject({
      value: false,
      message: m.noExiste,
    });
  });
});

describe('obtenerdiasdescuentos and obtenersucursales', () => {
  it('lists the wholesale branches only', async () => {
    const { data } = (await admin.get(`${B}/obtenersucursales`)).json();
    expect(data.length).toBe(8);
    expect(data.every((s: { codSucursal: number }) => s.codSucursal >= 901)).toBe(true);
  });

  it('filters by branch and validity', async () => {
    const hoy = hoyEnMexico();
    const todas = (await admin.get(`${B}/obtenerdiasdescuentos/0/0/-1`)).json().data as {
      codSucursal: number;
      fechaVigenciaInicio: string;
      fechaVigenciaFinal: string;
    }[];
    const vigentes = (await admin.get(`${B}/obtenerdiasdescuentos/0/0/1`)).json().data as typeof todas;
    const noVigentes = (await admin.get(`${B}/obtenerdiasdescuentos/0/0/0`)).json().data as typeof todas;
    expect(vigentes.length + noVigentes.length).toBe(todas.length);
    expect(vigentes.every((p) => p.fechaVigenciaInicio <= hoy && p.fechaVigenciaFinal >= hoy)).toBe(true);
    expect(noVigentes.length).toBeGreaterThan(0);
    const deUna = (await admin.get(`${B}/obtenerdiasdescuentos/0/902/-1`)).json().data as typeof todas;
    expect(deUna.length).toBeGreaterThan(0);
    expect(deUna.every((p) => p.codSucursal === 902)).toBe(true);
    expect((await admin.get(`${B}/obtenerdiasdescuentos/0/0/5`)).statusCode).toBe(400);
  });
});

describe('exclusions', () => {
  const seccion = async (texto: string) =>
    (await admin.get(`/baranetos/catalogos/secciones/consulta/${encodeURIComponent(texto)}`)).json()
      .data[0] as { codigo: number; descripcion: string };

  it('validates, adds, refuses a duplicate with the warning, lists and cancels', async () => {
    const aguas = await seccion('Aguas');
    expect((await admin.get(`${B}/validardeptoseccioncategoria/${aguas.codigo}/S`)).json()).toMatchObject({
      value: true,
    });
    const agregado = (
      await admin.post(`${B}/guardardescuentosgenerales`, { tipo: 'S', id: aguas.codigo, estatus: 'A' })
    ).json();
    expect(agregado).toMatchObject({
      value: true,
      message: format(exclusionMessages.S.excluido, { descripcion: 'Aguas' }),
    });
    const duplicado = format(exclusionMessages.S.yaExcluido, { descripcion: 'Aguas' });
    expect((await admin.get(`${B}/validardeptoseccioncategoria/${aguas.codigo}/S`)).json()).toMatchObject({
      value: false,
      message: duplicado,
    });
    expect(
      (
        await admin.post(`${B}/guardardescuentosgenerales`, { tipo: 'S', id: aguas.codigo, estatus: 'A' })
      ).json(),
    ).toMatchObject({ value: false, message: duplicado });
    const excluidas = (await admin.get(`${B}/obtenerSeccionesExcluidos/0`)).json().data;
    expect(excluidas).toContainEqual({ idSeccion: aguas.codigo, seccion: 'Aguas' });
    expect((await admin.get(`${B}/obtenerSeccionesExcluidos/${aguas.codigo}`)).json().data).toEqual([
      { idSeccion: aguas.codigo, seccion: 'Aguas' },
    ]);
    expect(
      (
        await admin.post(`${B}/guardardescuentosgenerales`, { tipo: 'S', id: aguas.codigo, estatus: 'C' })
      ).json(),
    ).toMatchObject({ value: true, message: format(m.exclusionCancelada, { descripcion: 'Aguas' }) });
    expect((await admin.get(`${B}/obtenerSeccionesExcluidos/${aguas.codigo}`)).json().data).toEqual([]);
    expect(
      (
        await admin.post(`${B}/guardardescuentosgenerales`, { tipo: 'S', id: aguas.codigo, estatus: 'C' })
      ).json(),
    ).toMatchObject({ value: false, message: exclusionMessages.S.noExcluido });
  });

  it('refuses an item that does not exist and a wrong type', async () => {
    expect((await admin.get(`${B}/validardeptoseccioncategoria/999999/D`)).json()).toMatchObject({
      value: false,
      message: exclusionMessages.D.noExiste,
    });
    expect((await admin.get(`${B}/validardeptoseccioncategoria/1/X`)).statusCode).toBe(400);
  });

  it('lists the demo exclusions of departments and sections', async () => {
    expect((await admin.get(`${B}/obtenerDepartamentosExcluidos/0`)).json().data).toContainEqual(
      expect.objectContaining({ departamento: 'Mascotas' }),
    );
    expect((await admin.get(`${B}/obtenerCategoriasExcluidos/0`)).json().data).toEqual([]);
  });
});

describe('descuentoaplicable', () => {
  it('answers the best promotion of the weekday and none once the category is excluded', async () => {
    const [articulo] = await db.select().from(barArticulos).where(eq(barArticulos.codArticulo, 100001));
    const jueves = '2026-06-04';
    await guardar({
      ...promocion,
      nomPromocion: 'Jueves 30',
      codSucursal: 908,
      ...sinDias,
      jueves: 4,
      descuento: 30,
    });
    await guardar({
      ...promocion,
      nomPromocion: 'Jueves 5',
      codSucursal: 908,
      ...sinDias,
      jueves: 4,
      descuento: 5,
    });
    const url = `${B}/descuentoaplicable/100001/908/${jueves}`;
    expect((await admin.get(url)).json().data).toMatchObject({
      descuento: 30,
      nomPromocion: 'Jueves 30',
      exclusion: null,
      descripcion: articulo!.descripcion,
    });
    expect((await admin.get(`${B}/descuentoaplicable/100001/908/2026-06-05`)).json().data).toMatchObject({
      descuento: 0,
      codPromocion: null,
    });
    expect((await admin.get(`${B}/descuentoaplicable/100001/908/2027-06-03`)).json().data).toMatchObject({
      descuento: 0,
    });

    await admin.post(`${B}/guardardescuentosgenerales`, {
      tipo: 'C',
      id: articulo!.idCategoria,
      estatus: 'A',
    });
    expect((await admin.get(url)).json().data).toMatchObject({
      descuento: 0,
      exclusion: { tipo: 'C', id: articulo!.idCategoria },
    });
    await admin.post(`${B}/guardardescuentosgenerales`, {
      tipo: 'C',
      id: articulo!.idCategoria,
      estatus: 'C',
    });
    expect((await admin.get(url)).json().data.descuento).toBe(30);
  });

  it('refuses an unknown article', async () => {
    expect((await admin.get(`${B}/descuentoaplicable/1/908/2026-06-04`)).json()).toMatchObject({
      value: false,
      message: format(m.articuloNoExiste, { codArticulo: 1 }),
    });
  });
});

describe('permissions', () => {
  it('refuses every call to a user without the discount-days screen', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const url of [
      `${B}/obtenersucursales`,
      `${B}/obtenerdiasdescuentos/0/0/-1`,
      `${B}/obtenerDepartamentosExcluidos/0`,
      `${B}/validardeptoseccioncategoria/1/D`,
      `${B}/descuentoaplicable/100001/901/2026-06-04`,
    ])
      expect((await cajero.get(url)).statusCode).toBe(403);
    expect((await cajero.post(`${B}/guardardiasdescuentos`, promocion)).statusCode).toBe(403);
    expect(
      (await cajero.post(`${B}/guardardescuentosgenerales`, { tipo: 'D', id: 1, estatus: 'A' })).statusCode,
    ).toBe(403);
  });
});
