import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import {
  BANNER_TAMANO_MAXIMO,
  type Banner,
  bannersMessages as m,
} from '@farmasi/contracts/mercadotecnia/banners';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenPng } from '../../../platform/imagenes.ts';
import { catBanners } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/mercadotecnia/banners';
const dia = hoy();
const png = (ancho = 120): ArchivoDePrueba => ({
  nombre: 'banner.png',
  contenido: imagenPng({ ancho, alto: 40, texto: 'B' }),
});
const guardar = (json: unknown, archivo?: ArchivoDePrueba, token = admin.token) =>
  enviarFormulario(app, `${B}/guardar-banner`, token, json, archivo);
const nuevo = {
  idCatBanners: 0,
  tipoBanner: 'C1',
  tipo: 'D',
  fechaVigenciaInicio: '',
  fechaVigenciaFin: '',
  url: '',
};
const seccion = async (x: string, tipo = 'D'): Promise<Banner[]> =>
  ((await admin.get(`${B}/consultar-banners/${x}`)).json().data as Banner[]).filter((b) => b.tipo === tipo);
const cuenta = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(catBanners))[0]!.n;

describe('consultar-banners and consultar-ids-banners', () => {
  it('lists every section (T), or one by its list code (EL, OL for E and O), in order with hidden ones', async () => {
    const todos = (await admin.get(`${B}/consultar-banners/T`)).json().data as Banner[];
    expect(new Set(todos.map((b) => b.tipoBanner))).toEqual(new Set(['C1', 'CL', 'E', 'O', 'FL']));
    expect(new Set(todos.map((b) => b.tipo))).toEqual(new Set(['D', 'M']));
    expect(todos.some((b) => !b.visible)).toBe(true);
    const efemerides = await seccion('EL');
    expect(efemerides.every((b) => b.tipoBanner === 'E')).toBe(true);
    expect(efemerides.map((b) => b.orden)).toEqual(efemerides.map((_, i) => i + 1));
    const img = await app.inject({ method: 'GET', url: efemerides[0]!.imagen });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const mal = await admin.get(`${B}/consultar-banners/XX`);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.lista);
  });

  it('answers the visible banners in force per device, and a placeholder (id 0) where there is none', async () => {
    const ofertas = (await admin.get(`${B}/consultar-ids-banners/OL`)).json().data as Banner[];
    // The demo's ended Buen Fin is not in force.
    expect(ofertas.filter((b) => b.tipo === 'D')).toHaveLength(1);
    expect(ofertas.every((b) => b.visible && b.fechaVigenciaFin >= dia)).toBe(true);
    await db.execute(sql`update cat_banners set visible = false where tipo_banner = 'FL' and tipo = 'M'`);
    const factura = (await admin.get(`${B}/consultar-ids-banners/FL`)).json().data as Banner[];
    expect(factura.find((b) => b.tipo === 'M')).toMatchObject({ idCatBanners: 0, imagen: '' });
    expect(factura.find((b) => b.tipo === 'D')?.idCatBanners).toBeGreaterThan(0);
    await db.execute(sql`update cat_banners set visible = true where tipo_banner = 'FL'`);
  });

  it('answers every section (T) as the sections one by one, in the preview order, each device in turn', async () => {
    const ids = async (x: string) =>
      ((await admin.get(`${B}/consultar-ids-banners/${x}`)).json().data as Banner[]).map(
        (b) => `${b.tipoBanner}/${b.tipo}/${b.idCatBanners}`,
      );
    const unoPorUno = (await Promise.all(['C1', 'CL', 'EL', 'OL', 'FL'].map(ids))).flat();
    expect(await ids('T')).toEqual(unoPorUno);
    expect([...new Set(unoPorUno.map((x) => x.split('/').slice(0, 2).join('/')))]).toEqual(
      ['C1', 'CL', 'E', 'O', 'FL'].flatMap((t) => [`${t}/D`, `${t}/M`]),
    );
  });
});

describe('guardar-banner', () => {
  it('creates a banner last of its section and device, visible, with no dates for CL (1900/01/01)', async () => {
    const antes = await seccion('CL', 'M');
    const res = (
      await guardar(
        { ...nuevo, tipoBanner: 'CL', tipo: 'M', fechaVigenciaInicio: dia, fechaVigenciaFin: dia },
        png(),
      )
    ).json();
    expect(res).toMatchObject({ value: true, message: m.guardado });
    expect(res.data).toMatchObject({
      tipoBanner: 'CL',
      tipo: 'M',
      visible: true,
      orden: antes.length + 1,
      fechaVigenciaInicio: SENTINEL_DATE,
      fechaVigenciaFin: SENTINEL_DATE,
    });
  });

  it('keeps the dates of E and O and modifies a banner keeping its image and its section', async () => {
    const creado = (
      await guardar(
        { ...nuevo, tipoBanner: 'O', fechaVigenciaInicio: dia, fechaVigenciaFin: sumarDias(dia, 3) },
        png(),
      )
    ).json().data as Banner;
    expect(creado).toMatchObject({ fechaVigenciaInicio: dia, fechaVigenciaFin: sumarDias(dia, 3) });
    const cambio = (
      await guardar({
        ...nuevo,
        idCatBanners: creado.idCatBanners,
        tipoBanner: 'C1',
        fechaVigenciaInicio: dia,
        fechaVigenciaFin: dia,
        url: 'https://ejemplo.mx/o',
      })
    ).json();
    expect(cambio.data).toMatchObject({
      tipoBanner: 'O',
      imagen: creado.imagen,
      fechaVigenciaFin: dia,
      url: 'https://ejemplo.mx/o',
    });
  });

  it('checks in order: the image (500 KB, by content), required image, E/O dates, the link; saving nothing', async () => {
    const total = await cuenta();
    const grande = {
      nombre: 'g.png',
      contenido: Buffer.concat([png().contenido, Buffer.alloc(BANNER_TAMANO_MAXIMO)]),
    };
    expect((await guardar(nuevo, grande)).json()).toMatchObject({ value: false, message: m.imagen });
    const texto = { nombre: 'falso.png', contenido: Buffer.from('no soy una imagen') };
    expect((await guardar(nuevo, texto)).json()).toMatchObject({ value: false, message: m.imagen });
    expect((await guardar(nuevo)).json()).toMatchObject({ value: false, message: m.sinImagen });
    expect((await guardar({ ...nuevo, tipoBanner: 'E' }, png())).json()).toMatchObject({
      value: false,
      message: m.sinFechas,
    });
    expect(
      (
        await guardar(
          { ...nuevo, tipoBanner: 'O', fechaVigenciaInicio: dia, fechaVigenciaFin: sumarDias(dia, -1) },
          png(),
        )
      ).json(),
    ).toMatchObject({ value: false, message: m.fechasInvertidas });
    // Publicidad (C1): dates optional, but both or neither, and in order (issue 24: one was lost).
    for (const fechas of [{ fechaVigenciaInicio: dia }, { fechaVigenciaFin: dia }])
      expect((await guardar({ ...nuevo, tipoBanner: 'C1', ...fechas }, png())).json()).toMatchObject({
        value: false,
        message: m.unaFecha,
      });
    expect(
      (
        await guardar(
          { ...nuevo, tipoBanner: 'C1', fechaVigenciaInicio: dia, fechaVigenciaFin: sumarDias(dia, -1) },
          png(),
        )
      ).json(),
    ).toMatchObject({ value: false, message: m.fechasInvertidas });
    expect((await guardar({ ...nuevo, url: 'javascript:alert(1)' }, png())).json()).toMatchObject({
      value: false,
      message: m.urlInvalida,
    });
    expect((await guardar({ ...nuevo, idCatBanners: 999999 }, png())).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
    expect(await cuenta()).toBe(total);
  });

  it('answers a Spanish 400 for a malformed form', async () => {
    const tipo = await guardar({ ...nuevo, tipoBanner: 'ZZ' }, png());
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toContain(m.lista);
    const fecha = await guardar({ ...nuevo, fechaVigenciaInicio: '2026-02-30' }, png());
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().message).toContain("'fechaVigenciaInicio'");
  });
});

describe('visible, clone, delete and order', () => {
  it('hides and shows a banner at once', async () => {
    const [primero] = await seccion('C1');
    const oculto = (await admin.get(`${B}/visible-banner/${primero!.idCatBanners}/0`)).json();
    expect(oculto).toMatchObject({ value: true, message: m.oculto, data: { visible: false } });
    expect((await admin.get(`${B}/visible-banner/${primero!.idCatBanners}/1`)).json().data.visible).toBe(
      true,
    );
    expect((await admin.get(`${B}/visible-banner/${primero!.idCatBanners}/x`)).statusCode).toBe(400);
  });

  it('clones a C1 banner hidden and last with its own copy of the image; E and O cannot be cloned', async () => {
    const antes = await seccion('C1');
    const clon = (await admin.get(`${B}/clonar-banner/${antes[0]!.idCatBanners}/1`)).json();
    expect(clon).toMatchObject({
      value: true,
      message: m.clonado,
      data: { visible: false, orden: antes.length + 1, url: antes[0]!.url },
    });
    expect(clon.data.imagen).not.toBe(antes[0]!.imagen);
    const [efemeride] = await seccion('EL');
    expect((await admin.get(`${B}/clonar-banner/${efemeride!.idCatBanners}/1`)).json()).toMatchObject({
      value: false,
      message: m.noClonable,
    });
  });

  it('saves a section order renumbered 1..n, refusing one that misses or mixes sections', async () => {
    const antes = await seccion('C1');
    const invertido = [...antes]
      .reverse()
      .map((b, i) => ({ idCatBanners: b.idCatBanners, orden: (i + 1) * 5 }));
    const res = (await admin.post(`${B}/ordenar-banner`, { banners: invertido })).json();
    expect(res).toMatchObject({ value: true, message: m.ordenGuardado });
    expect(res.data.map((b: Banner) => b.idCatBanners)).toEqual(
      [...antes].reverse().map((b) => b.idCatBanners),
    );
    expect(res.data.map((b: Banner) => b.orden)).toEqual(antes.map((_, i) => i + 1));
    const [otro] = await seccion('C1', 'M');
    for (const mala of [
      invertido.slice(1),
      [...invertido.slice(1), { idCatBanners: otro!.idCatBanners, orden: 99 }],
    ])
      expect((await admin.post(`${B}/ordenar-banner`, { banners: mala })).json()).toMatchObject({
        value: false,
        message: m.ordenIncompleto,
      });
  });

  it('deletes a banner and its section closes the gap', async () => {
    const antes = await seccion('C1');
    const res = (await admin.get(`${B}/eliminar-banner/${antes[0]!.idCatBanners}`)).json();
    expect(res).toMatchObject({ value: true, message: m.eliminado });
    const despues = await seccion('C1');
    expect(despues.map((b) => b.orden)).toEqual(despues.map((_, i) => i + 1));
    expect((await admin.get(`${B}/eliminar-banner/${antes[0]!.idCatBanners}`)).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
  });
});
