import {
  promocionesTicketMessages as m,
  promocionesBaranetos,
  promocionesFarmacias,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { archivos, catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenBmp, imagenPng } from '../../../platform/imagenes.ts';
import { catPromocionesTicket, catPromocionesTicketSucursales } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const F = promocionesFarmacias;

const guardar = (json: unknown, archivo?: ArchivoDePrueba, token = admin.token, ruta = F.guardar.path) =>
  enviarFormulario(app, ruta, token, json, archivo);

const sucursalesDe = async (idEmpresa: number) =>
  (
    await db
      .select({ c: catSucursales.codSucursal })
      .from(catSucursales)
      .where(and(eq(catSucursales.idEmpresa, idEmpresa), eq(catSucursales.activo, true)))
  ).map((s) => s.c);
const [s1, s2] = await sucursalesDe(EMPRESA.farmacias);
const [mayoreo] = await sucursalesDe(EMPRESA.baranetos);
const dia = hoy();
const nueva = {
  idCatPromocionesTicket: 0,
  fechaInicial: dia,
  fechaFinal: sumarDias(dia, 7),
  sucursales: [s1, s2],
};
/** 413 pixels are 6.99 cm at 150 ppi, 414 are 7.01. */
const bmp = (ancho = 413, nombre = 'promo.bmp') => ({
  nombre,
  contenido: imagenBmp({ ancho, alto: 80, texto: 'PROMO' }),
});
const cuenta = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(catPromocionesTicket))[0]!.n;

describe('promocionesticket (list and one)', () => {
  it('lists each line its own demo promotions in order, each with its BMP served by id', async () => {
    const farmacias = (await admin.get(F.consultar.path)).json();
    const baranetos = (await admin.get(promocionesBaranetos.consultar.path)).json();
    expect(farmacias.value).toBe(true);
    expect(farmacias.data.length).toBeGreaterThanOrEqual(4);
    expect(baranetos.data.length).toBeGreaterThanOrEqual(2);
    expect(farmacias.data.map((p: { orden: number }) => p.orden)).toEqual(
      farmacias.data.map((_: unknown, i: number) => i + 1),
    );
    const ids = new Set(
      farmacias.data.map((p: { idCatPromocionesTicket: number }) => p.idCatPromocionesTicket),
    );
    expect(
      baranetos.data.some((p: { idCatPromocionesTicket: number }) => ids.has(p.idCatPromocionesTicket)),
    ).toBe(false);
    const [primera] = farmacias.data;
    expect(primera.sucursalesCount).toBeGreaterThan(0);
    // Served without a session: the grid's <img> sends none.
    const img = await app.inject({ method: 'GET', url: primera.imagen });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/bmp');
    expect(img.rawPayload.subarray(0, 2).toString('ascii')).toBe('BM');
  });

  it("answers one with its branches, and Registro no encontrado for another line's or a missing one", async () => {
    const [primera] = (await admin.get(F.consultar.path)).json().data;
    const una = (await admin.post(F.consulta.path.replace(':id', primera.idCatPromocionesTicket), {})).json();
    expect(una.data.sucursales.length).toBe(primera.sucursalesCount);
    const ajena = await admin.post(
      promocionesBaranetos.consulta.path.replace(':id', primera.idCatPromocionesTicket),
      {},
    );
    expect(ajena.json()).toMatchObject({ value: false, message: m.noEncontrada });
    const mal = await admin.post(F.consulta.path.replace(':id', 'x'), {});
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.idPromocion);
  });

  it("lists each line's active branches in Spanish order", async () => {
    const lista = (await admin.get(F.sucursales.path)).json().data;
    expect(lista.map((s: { codSucursal: number }) => s.codSucursal)).toContain(s1);
    expect(lista.map((s: { codSucursal: number }) => s.codSucursal)).not.toContain(mayoreo);
    const nombres = lista.map((s: { sucursal: string }) => s.sucursal);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    const deMayoreo = (await admin.get(promocionesBaranetos.sucursales.path)).json().data;
    const codigos = deMayoreo.map((s: { codSucursal: number }) => s.codSucursal);
    expect(codigos).toContain(mayoreo);
    expect(codigos).not.toContain(s1);
  });
});

describe('guardar-promocionesticket', () => {
  it('creates a promotion last in its line with its branches and image, then modifies it keeping the image', async () => {
    const antes = (await admin.get(F.consultar.path)).json().data.length;
    const res = (await guardar(nueva, bmp())).json();
    expect(res).toMatchObject({ value: true, message: m.guardada });
    expect(res.data).toMatchObject({
      orden: antes + 1,
      ancho: 413,
      alto: 80,
      sucursales: [s1!, s2!].sort((a, b) => a - b),
    });
    const id = res.data.idCatPromocionesTicket;
    const cambio = (
      await guardar({
        ...nueva,
        idCatPromocionesTicket: id,
        sucursales: [s2],
        fechaFinal: sumarDias(dia, 30),
      })
    ).json();
    expect(cambio).toMatchObject({ value: true, message: m.actualizada });
    expect(cambio.data).toMatchObject({
      imagen: res.data.imagen,
      sucursales: [s2],
      fechaFinal: sumarDias(dia, 30),
      orden: antes + 1,
    });
    const filas = await db
      .select()
      .from(catPromocionesTicketSucursales)
      .where(eq(catPromocionesTicketSucursales.idCatPromocionesTicket, id));
    expect(filas.map((f) => f.codSucursal)).toEqual([s2]);
  });

  it('replaces the image when a new one comes, and removes the old file', async () => {
    const creada = (await guardar(nueva, bmp())).json().data;
    const idViejo = Number(creada.imagen.split('/').pop());
    const cambio = (
      await guardar({ ...nueva, idCatPromocionesTicket: creada.idCatPromocionesTicket }, bmp(200))
    ).json();
    expect(cambio.data.ancho).toBe(200);
    expect(await db.select().from(archivos).where(eq(archivos.id, idViejo))).toEqual([]);
  });

  it('checks in order: bmp by content, width at 150 ppi, required data, the dates; saving nothing', async () => {
    const total = await cuenta();
    const png = { nombre: 'disfrazada.bmp', contenido: imagenPng({ ancho: 100, alto: 50 }) };
    expect((await guardar({ ...nueva, sucursales: [] }, png)).json()).toMatchObject({
      value: false,
      message: m.formatoBmp,
    });
    expect((await guardar(nueva, bmp(414))).json()).toMatchObject({ value: false, message: m.anchoMaximo });
    expect((await guardar(nueva)).json()).toMatchObject({ value: false, message: m.requerida });
    expect((await guardar({ ...nueva, sucursales: [] }, bmp())).json()).toMatchObject({
      value: false,
      message: m.requerida,
    });
    expect((await guardar({ ...nueva, fechaInicial: '' }, bmp())).json()).toMatchObject({
      value: false,
      message: m.requerida,
    });
    expect((await guardar({ ...nueva, fechaFinal: sumarDias(dia, -1) }, bmp())).json()).toMatchObject({
      value: false,
      message: m.fechasInvertidas,
    });
    // A wholesale branch is not one of the pharmacy line's.
    expect((await guardar({ ...nueva, sucursales: [s1, mayoreo] }, bmp())).json()).toMatchObject({
      value: false,
      message: m.sucursalesInvalidas,
    });
    expect((await guardar({ ...nueva, idCatPromocionesTicket: 999999 }, bmp())).json()).toMatchObject({
      value: false,
      message: m.noEncontrada,
    });
    expect(await cuenta()).toBe(total);
  });

  it('accepts the same date as start and end, and the wholesale line under its own path', async () => {
    const res = (
      await guardar(
        { ...nueva, fechaFinal: dia, sucursales: [mayoreo] },
        bmp(),
        admin.token,
        promocionesBaranetos.guardar.path,
      )
    ).json();
    expect(res).toMatchObject({ value: true, data: { sucursales: [mayoreo] } });
    expect(
      (await admin.get(F.consultar.path))
        .json()
        .data.some(
          (p: { idCatPromocionesTicket: number }) =>
            p.idCatPromocionesTicket === res.data.idCatPromocionesTicket,
        ),
    ).toBe(false);
  });

  it('answers a Spanish 400 for a malformed form', async () => {
    const noJson = await guardar('{no', bmp());
    expect(noJson.statusCode).toBe(400);
    expect(noJson.json().message).toContain("el campo 'json' no es JSON");
    const fecha = await guardar({ ...nueva, fechaInicial: '2026-02-30' }, bmp());
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().message).toContain("'fechaInicial'");
    const sucursal = await guardar({ ...nueva, sucursales: ['x'] }, bmp());
    expect(sucursal.statusCode).toBe(400);
    expect(sucursal.json().message).toContain(m.sucursalesInvalidas);
  });
});
