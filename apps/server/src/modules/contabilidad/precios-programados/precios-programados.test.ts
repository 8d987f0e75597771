import { messages } from '@farmasi/contracts';
import {
  fallaPrecios,
  preciosProgramadosMessages as m,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catArticulosProveedoresCostosEnc, catProveedores } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { aplicarPreciosProgramados } from './aplicar.ts';
import { articulosPreciosHistorial, preciosProgramados } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const GUARDAR = '/proveedores/preciosProgramadosGuardar';
const PENDIENTES = '/proveedores/preciosPendientesDeEnviar';
const [proveedor, otro] = await rowsOf<{ cod: number }>(
  db,
  sql`select md.cod_proveedor as cod from cat_articulos_proveedores_costos_enc c
        join cat_proveedores_marcas_det md using (id_cat_proveedores_marcas_det)
       group by md.cod_proveedor having count(*) >= 4 order by md.cod_proveedor limit 2`,
);
const COD = proveedor!.cod;
type Fila = {
  idCatArticulosProveedoresCostosEnc: number;
  descripcion: string;
  costoActual: number;
  precioPublicoActual: number;
  nuevoCosto: number;
  precioPublico: number;
  fechaInicio: string;
  pendiente: boolean;
  marca: string;
};
const filas = async (cod = COD, marca = 0) =>
  (await admin.get(`/proveedores/${cod}/${marca}`)).json().data as Fila[];
const manana = sumarDias(hoy(), 1);
const cambio = (
  f: Fila,
  o: Partial<{ fechaInicio: string; nuevoCosto: number; precioPublico: number }> = {},
) => ({
  idCatArticulosProveedoresCostosEnc: f.idCatArticulosProveedoresCostosEnc,
  fechaInicio: manana,
  nuevoCosto: Math.round(f.costoActual * 1.1 * 100) / 100,
  precioPublico: Math.round(f.precioPublicoActual * 1.1 * 100) / 100,
  ...o,
});
const pendientesEnBase = async () =>
  (await db.select().from(preciosProgramados).where(eq(preciosProgramados.estatus, 'P'))).length;

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of [
      ['GET', `/proveedores/${COD}/0`],
      ['GET', `/proveedores/marcasproveedor/${COD}`],
      ['GET', PENDIENTES],
      ['POST', GUARDAR],
    ] as const) {
      const sinToken = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(sinToken.statusCode, url).toBe(401);
      const res =
        method === 'GET'
          ? await consulta.get(url)
          : await consulta.post(url, { codProveedor: COD, datosPrecios: [] });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message for a bad supplier, brand, amount or date', async () => {
    expect((await admin.get('/proveedores/0/0')).json().message).toContain(m.proveedorInvalido);
    expect((await admin.get(`/proveedores/${COD}/x`)).json().message).toContain(m.marcaInvalida);
    const [f] = await filas();
    for (const [o, mensaje] of [
      [{ nuevoCosto: -1 }, m.costoInvalido],
      [{ nuevoCosto: 1.23456 }, m.costoInvalido],
      [{ precioPublico: 0 }, m.precioInvalido],
      [{ precioPublico: 10.001 }, m.precioInvalido],
      [{ fechaInicio: '2026-02-30' }, messages.servidor.datosInvalidos],
    ] as const) {
      const res = await admin.post(GUARDAR, { codProveedor: COD, datosPrecios: [cambio(f!, o)] });
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });
});

describe('lists', () => {
  it("answers the supplier's brands, its articles by brand, and the pending schedules", async () => {
    const marcas = (await admin.get(`/proveedores/marcasproveedor/${COD}`)).json().data as {
      idCatProveedoresMarcasEnc: number;
      nombre: string;
    }[];
    expect(marcas.length).toBeGreaterThan(0);
    const todas = await filas();
    const deUna = await filas(COD, marcas[0]!.idCatProveedoresMarcasEnc);
    expect(deUna.length).toBeGreaterThan(0);
    expect(deUna.every((f) => f.marca === marcas[0]!.nombre)).toBe(true);
    expect(todas.length).toBeGreaterThanOrEqual(deUna.length);
    const sinProgramar = todas.find((f) => !f.pendiente)!;
    expect(sinProgramar).toMatchObject({ fechaInicio: '1900-01-01', nuevoCosto: sinProgramar.costoActual });
    const lista = (await admin.get(PENDIENTES)).json().data as { fechaInicio: string }[];
    expect(lista.length).toBe(await pendientesEnBase());
    expect(lista.map((p) => p.fechaInicio)).toEqual([...lista.map((p) => p.fechaInicio)].sort());
  });
});

describe("the spec's field names (002 §3 'Scheduled price row', issue 24)", () => {
  it('answers descripcion (not articulo) and proveedor in the rows and the pending list', async () => {
    const [fila] = (await admin.get(`/proveedores/${COD}/0`)).json().data as Record<string, unknown>[];
    expect(Object.keys(fila!)).toEqual(
      expect.arrayContaining([
        'codArticulo',
        'descripcion',
        'marca',
        'costoActual',
        'nuevoCosto',
        'precioPublico',
        'fechaInicio',
        'proveedor',
      ]),
    );
    expect(fila).not.toHaveProperty('articulo');
    expect(typeof fila!.descripcion).toBe('string');
    expect(fila!.descripcion).not.toBe('');
    const [pendiente] = (await admin.get(PENDIENTES)).json().data as Record<string, unknown>[];
    expect(pendiente).toMatchObject({ descripcion: expect.any(String), proveedor: expect.any(String) });
    expect(pendiente).not.toHaveProperty('articulo');
  });
});

describe('POST proveedores/preciosProgramadosGuardar', () => {
  it("checks in the spec's order and saves nothing when a check fails", async () => {
    const [a, b] = (await filas()).filter((f) => !f.pendiente);
    const antes = await pendientesEnBase();
    const rechazo = async (datosPrecios: unknown[], codProveedor = COD) =>
      (await admin.post(GUARDAR, { codProveedor, usuario: 1, datosPrecios })).json().message as string;
    expect(await rechazo([])).toBe(m.sinCambios);
    expect(
      await rechazo([
        cambio(a!, { fechaInicio: '' }),
        cambio(b!, { nuevoCosto: b!.costoActual, precioPublico: b!.precioPublicoActual }),
      ]),
    ).toBe(`${m.fechaRequerida} (${a!.descripcion})`);
    expect(await rechazo([cambio(a!, { fechaInicio: sumarDias(hoy(), -1) })])).toBe(
      `${m.fechaPasada} (${a!.descripcion})`,
    );
    expect(
      await rechazo([
        cambio(a!),
        cambio(b!, { nuevoCosto: b!.costoActual, precioPublico: b!.precioPublicoActual }),
      ]),
    ).toBe(`${m.sinModificar} ${b!.descripcion}`);
    // A public price below the new cost is refused, naming the article (issue 24: saved without a word).
    expect(await rechazo([cambio(a!, { nuevoCosto: 50, precioPublico: 49.99 })])).toBe(
      `${m.precioMenorCosto} (${a!.descripcion})`,
    );
    expect(await rechazo([cambio(a!), cambio(a!)])).toBe(m.repetido);
    expect(await rechazo([cambio(a!)], otro!.cod)).toBe(m.articuloDeOtro);
    await db.update(catProveedores).set({ activo: false }).where(eq(catProveedores.codProveedor, COD));
    expect(await rechazo([cambio(a!)])).toBe(m.proveedorNoExiste);
    await db.update(catProveedores).set({ activo: true }).where(eq(catProveedores.codProveedor, COD));
    expect(await pendientesEnBase()).toBe(antes);
  });

  it('names the article of a 0 or empty cost or price before the confirmation (the web runs the same check)', () => {
    const fila = {
      descripcion: 'ASPIRINA 500',
      fechaInicio: '2099-01-01',
      costoActual: 10,
      precioPublicoActual: 20,
    };
    for (const nuevoCosto of [0, null, -1, 1.23456])
      expect(fallaPrecios([{ ...fila, nuevoCosto, precioPublico: 20 }], '2026-01-01')).toBe(
        `${m.costoInvalido} (ASPIRINA 500)`,
      );
    expect(fallaPrecios([{ ...fila, nuevoCosto: 11, precioPublico: null }], '2026-01-01')).toBe(
      `${m.precioInvalido} (ASPIRINA 500)`,
    );
    expect(fallaPrecios([{ ...fila, nuevoCosto: 11, precioPublico: 21 }], '2026-01-01')).toBeNull();
  });

  it('schedules a change for tomorrow, a second save replaces it, and the job applies it on its day with its history', async () => {
    const [a] = (await filas()).filter((f) => !f.pendiente);
    const res = (await admin.post(GUARDAR, { codProveedor: COD, datosPrecios: [cambio(a!)] })).json();
    expect(res).toEqual({ value: true, message: m.guardados, data: { guardados: 1, aplicadosHoy: 0 } });
    const nuevo = cambio(a!, { nuevoCosto: Math.round(a!.costoActual * 1.2 * 100) / 100 });
    await admin.post(GUARDAR, { codProveedor: COD, datosPrecios: [nuevo] });
    const programadas = await db
      .select()
      .from(preciosProgramados)
      .where(
        eq(preciosProgramados.idCatArticulosProveedoresCostosEnc, a!.idCatArticulosProveedoresCostosEnc),
      );
    expect(programadas.map((p) => p.estatus).sort()).toEqual(['P', 'R']);
    const fila = (await filas()).find(
      (f) => f.idCatArticulosProveedoresCostosEnc === a!.idCatArticulosProveedoresCostosEnc,
    )!;
    expect(fila).toMatchObject({
      pendiente: true,
      nuevoCosto: nuevo.nuevoCosto,
      fechaInicio: manana,
      costoActual: a!.costoActual,
    });

    const costo = async () =>
      (
        await db
          .select()
          .from(catArticulosProveedoresCostosEnc)
          .where(
            eq(
              catArticulosProveedoresCostosEnc.idCatArticulosProveedoresCostosEnc,
              a!.idCatArticulosProveedoresCostosEnc,
            ),
          )
      )[0]!;
    // Today, Mexico City: not yet. Tomorrow at 00:05 in Mexico City: applied, with the old values kept.
    await aplicarPreciosProgramados(db, new Date());
    expect(Number((await costo()).costo)).toBe(a!.costoActual);
    const mananaTemprano = new Date(`${manana}T00:05:00-06:00`);
    expect(await aplicarPreciosProgramados(db, mananaTemprano)).toBeGreaterThanOrEqual(1);
    expect(Number((await costo()).costo)).toBe(nuevo.nuevoCosto);
    expect(Number((await costo()).precioPublico)).toBe(nuevo.precioPublico);
    const [historia] = await db
      .select()
      .from(articulosPreciosHistorial)
      .where(
        eq(
          articulosPreciosHistorial.idCatArticulosProveedoresCostosEnc,
          a!.idCatArticulosProveedoresCostosEnc,
        ),
      );
    expect(historia).toMatchObject({
      vigenteDesde: manana,
      codArticuloFarmasi: (await costo()).codArticuloFarmasi,
    });
    expect(Number(historia!.costoAnterior)).toBe(a!.costoActual);
    expect(Number(historia!.costoNuevo)).toBe(nuevo.nuevoCosto);
    // Applied once: another run finds nothing left.
    expect(await aplicarPreciosProgramados(db, mananaTemprano)).toBe(0);
  });

  it('two runs at once apply each schedule once', async () => {
    const [a, b] = (await filas()).filter((f) => !f.pendiente);
    await admin.post(GUARDAR, { codProveedor: COD, datosPrecios: [cambio(a!), cambio(b!)] });
    const cuando = new Date(`${sumarDias(hoy(), 2)}T12:00:00-06:00`);
    const vencidos = (
      await db.select().from(preciosProgramados).where(eq(preciosProgramados.estatus, 'P'))
    ).filter((p) => p.fechaInicio <= sumarDias(hoy(), 2)).length;
    const [x, y] = await Promise.all([
      aplicarPreciosProgramados(db, cuando),
      aplicarPreciosProgramados(db, cuando),
    ]);
    expect(x! + y!).toBe(vencidos);
    const historias = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from articulos_precios_historial group by id_precio_programado having count(*) > 1`,
    );
    expect(historias).toEqual([]);
  });

  it('a change starting today is applied as it is saved', async () => {
    const [a] = (await filas()).filter((f) => !f.pendiente);
    const res = (
      await admin.post(GUARDAR, { codProveedor: COD, datosPrecios: [cambio(a!, { fechaInicio: hoy() })] })
    ).json();
    expect(res.data).toEqual({ guardados: 1, aplicadosHoy: 1 });
    const fila = (await filas()).find(
      (f) => f.idCatArticulosProveedoresCostosEnc === a!.idCatArticulosProveedoresCostosEnc,
    )!;
    expect(fila.pendiente).toBe(false);
    expect(fila.costoActual).toBe(cambio(a!).nuevoCosto);
  });
});
