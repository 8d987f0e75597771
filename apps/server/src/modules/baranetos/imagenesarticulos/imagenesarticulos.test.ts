import {
  claveOrdenImagenes,
  imagenesArticulosPantalla,
  imagenesArticulosMessages as m,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { parametros } from '../../../db/schema/index.ts';
import { imagenBmp, imagenPng } from '../../../platform/imagenes.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/baranetos/mercadotecnia/imagenesarticulos';
const PNG: ArchivoDePrueba = { nombre: 'foto.png', contenido: imagenPng({ ancho: 20, alto: 20 }) };
const subir = (json: unknown, archivo?: ArchivoDePrueba, token = admin.token) =>
  enviarFormulario(app, `${B}/guardar-imagenesarticulos`, token, json, archivo);
const imagenes = async (cod: number) => (await admin.get(`${B}/consulta-imagenesarticulos/${cod}`)).json();
const [primero, sinFotos] = await (async () => {
  const r = (await admin.get('/baranetos/buscadores/buscar-articulos/a')).json().data as {
    codArticulo: number;
  }[];
  const conFotos: number[] = [];
  for (const a of r) if ((await imagenes(a.codArticulo)).data.length) conFotos.push(a.codArticulo);
  const vacio = r.find((a) => !conFotos.includes(a.codArticulo))!.codArticulo;
  return [conFotos[0]!, vacio];
})();

describe('consulta-imagenesarticulos', () => {
  it("lists an article's images in order, each served by id as a public image", async () => {
    const res = await imagenes(primero);
    expect(res.value).toBe(true);
    expect(res.data.map((x: { orden: number }) => x.orden)).toEqual(
      res.data.map((_: unknown, i: number) => i + 1),
    );
    const img = await app.inject({ method: 'GET', url: res.data[0].url });
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('says when there are none, refuses an article that does not exist and a bad code', async () => {
    expect(await imagenes(sinFotos)).toMatchObject({ value: true, data: [], message: m.sinImagenes });
    expect((await imagenes(99_999_999)).message).toBe(m.articuloNoExiste.replace('{codigo}', '99999999'));
    const mal = await admin.get(`${B}/consulta-imagenesarticulos/x`);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.codArticulo);
  });
});

describe('guardar-imagenesarticulos', () => {
  it('adds each file after the others, one call per file', async () => {
    const a = (await subir({ codArticulo: sinFotos, descripcion: 'x' }, PNG)).json();
    const b = (
      await subir(
        { codArticulo: sinFotos },
        { nombre: 'b.png', contenido: imagenPng({ ancho: 10, alto: 12 }) },
      )
    ).json();
    expect(a).toMatchObject({ value: true, data: { orden: 1, codArticulo: sinFotos, nombre: 'foto.png' } });
    expect(b.data.orden).toBe(2);
  });

  it("answers the row's texts: a PNG renamed .bmp is fine, a BMP or text named .png is not; too large by the parameter", async () => {
    const bmp = { nombre: 'foto.png', contenido: imagenBmp({ ancho: 8, alto: 8 }) };
    expect((await subir({ codArticulo: sinFotos }, bmp)).json()).toMatchObject({
      value: false,
      message: m.tipoIncorrecto,
    });
    const texto = { nombre: 'foto.jpg', contenido: Buffer.from('hola') };
    expect((await subir({ codArticulo: sinFotos }, texto)).json().message).toBe(m.tipoIncorrecto);
    await db
      .update(parametros)
      .set({ valor: '0.002' })
      .where(eq(parametros.nombre, 'TAMANO_MAXIMO_IMAGENES_ARTICULOS_MB'));
    try {
      expect((await admin.get(`${B}/configuracion`)).json().data).toEqual({ tamanoMaximoMb: 0.002 });
      const grande = { nombre: 'g.png', contenido: imagenPng({ ancho: 200, alto: 200, texto: 'GRANDE' }) };
      expect(grande.contenido.length).toBeGreaterThan(0.002 * 1024 * 1024);
      expect(grande.contenido.length).toBeLessThan(2 * 0.002 * 1024 * 1024);
      expect((await subir({ codArticulo: sinFotos }, grande)).json().message).toBe(m.tamanoIncorrecto);
    } finally {
      await db
        .update(parametros)
        .set({ valor: '2' })
        .where(eq(parametros.nombre, 'TAMANO_MAXIMO_IMAGENES_ARTICULOS_MB'));
    }
    const nombreBmp = { nombre: 'foto.bmp', contenido: PNG.contenido };
    expect((await subir({ codArticulo: sinFotos }, nombreBmp)).json().value).toBe(true);
  });

  it('refuses an article that does not exist, and a malformed form with a Spanish 400', async () => {
    expect((await subir({ codArticulo: 99_999_999 }, PNG)).json().message).toBe(
      m.articuloNoExiste.replace('{codigo}', '99999999'),
    );
    const mal = await subir({ codArticulo: 0 }, PNG);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.codArticulo);
  });
});

describe('order and removal', () => {
  it('saves a new order renumbered 1..n, refusing a list that is not exactly the article images', async () => {
    const antes = (await imagenes(primero)).data as { idCatArticulosImagenes: number }[];
    const invertido = [...antes]
      .reverse()
      .map((x, i) => ({ idCatArticulosImagenes: x.idCatArticulosImagenes, orden: (i + 1) * 5 }));
    const res = (await admin.post(`${B}/actualizar-orden-imagenesarticulos`, invertido)).json();
    expect(res.message).toBe(m.ordenGuardado);
    expect(res.data.map((x: { idCatArticulosImagenes: number }) => x.idCatArticulosImagenes)).toEqual(
      invertido.map((x) => x.idCatArticulosImagenes),
    );
    expect(res.data.map((x: { orden: number }) => x.orden)).toEqual(invertido.map((_, i) => i + 1));
    if (invertido.length > 1) {
      const incompleto = await admin.post(`${B}/actualizar-orden-imagenesarticulos`, invertido.slice(1));
      expect(incompleto.json().message).toBe(m.ordenIncompleto);
    }
    const vacio = await admin.post(`${B}/actualizar-orden-imagenesarticulos`, []);
    expect(vacio.statusCode).toBe(400);
    // Issue 29: the order is the article's ('orden-<código>'), never under a bare code that an image's id shares.
    const historial = async (clave: string | number) =>
      (
        await admin.get(
          `/sistemas/historial?pantalla=${imagenesArticulosPantalla.id}&tabla=bar_articulos_imagenes&clave=${clave}`,
        )
      ).json().data.entradas as {
        tipo: string;
        cambios: { campo: string; antes: string; despues: string }[];
      }[];
    const antesIds = JSON.stringify(antes.map((x) => x.idCatArticulosImagenes));
    const despuesIds = JSON.stringify(invertido.map((x) => x.idCatArticulosImagenes));
    const [orden] = await historial(claveOrdenImagenes(primero));
    expect(orden!.tipo).toBe('cambio');
    expect(orden!.cambios).toEqual(
      antesIds === despuesIds ? [] : [{ campo: '', antes: antesIds, despues: despuesIds }],
    );
    expect(await historial(primero)).toEqual([]);
  });

  it('removes an image and closes the gap; its file is gone', async () => {
    const antes = (await imagenes(sinFotos)).data as { idCatArticulosImagenes: number; url: string }[];
    const [quitada] = antes;
    const res = (
      await admin.post(`${B}/eliminar-imagenesarticulos/${quitada!.idCatArticulosImagenes}`)
    ).json();
    expect(res.message).toBe(m.eliminada);
    expect(res.data.map((x: { orden: number }) => x.orden)).toEqual(antes.slice(1).map((_, i) => i + 1));
    expect((await app.inject({ method: 'GET', url: quitada!.url })).statusCode).toBe(404);
    expect(
      (await admin.post(`${B}/eliminar-imagenesarticulos/${quitada!.idCatArticulosImagenes}`)).json().message,
    ).toBe(m.imagenNoExiste);
  });
});

describe('security', () => {
  const llamadas: [string, string, unknown?][] = [
    ['GET', `${B}/consulta-imagenesarticulos/1`],
    ['GET', `${B}/configuracion`],
    ['POST', `${B}/eliminar-imagenesarticulos/1`],
    ['POST', `${B}/actualizar-orden-imagenesarticulos`, [{ idCatArticulosImagenes: 1, orden: 1 }]],
  ];

  it('answers 401 without a token (the shared article search too)', async () => {
    for (const [method, url, payload] of llamadas) {
      const res = await app.inject({
        method: method as 'GET',
        url: `/admin/api${url}`,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await subir({ codArticulo: sinFotos }, PNG, '')).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/api/baranetos/buscadores/buscar-articulos/a' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 403 to a user without the screen', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url, payload] of llamadas) {
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, payload);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await subir({ codArticulo: sinFotos }, PNG, consulta.token)).statusCode).toBe(403);
  });
});
