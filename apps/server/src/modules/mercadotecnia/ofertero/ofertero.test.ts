import { archivosMessages } from '@farmasi/contracts/generales/archivos';
import { MINIATURA_TAMANO_MAXIMO, oferteroMessages as m } from '@farmasi/contracts/mercadotecnia/ofertero';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { archivos, parametros } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { imagenBmp, imagenPng } from '../../../platform/imagenes.ts';
import { catOferteros } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const B = '/mercadotecnia/ofertero';
const PNG = imagenPng({ ancho: 40, alto: 50, texto: 'OF' });
const SITIO = 'https://online.fliphtml5.com/';

const guardar = (json: unknown, archivo?: ArchivoDePrueba, token = admin.token) =>
  enviarFormulario(app, `${B}/guardaroferta`, token, json, archivo);

const dia = hoy();
const nueva = {
  idCatOfertero: 0,
  nombre: 'Ofertas de primavera',
  urlFlipBook: `${SITIO}farmasi/primavera/`,
  fechaInicia: dia,
  fechaTermina: sumarDias(dia, 10),
};
const miniatura = { nombre: 'primavera.png', contenido: PNG };
const cuenta = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(catOferteros))[0]!.n;

describe('ofertero/{id}', () => {
  it('lists the demo oferteros newest first, each with its status and a public thumbnail', async () => {
    const res = (await admin.get(`${B}/0`)).json();
    expect(res.value).toBe(true);
    expect(res.data.length).toBeGreaterThanOrEqual(7);
    const inicios = res.data.map((o: { fechaInicia: string }) => o.fechaInicia);
    expect([...inicios].sort().reverse()).toEqual(inicios);
    const estatus = new Set(res.data.map((o: { estatus: string }) => o.estatus));
    expect(estatus).toEqual(new Set(['Activa', 'Programada', 'Vencida']));
    for (const o of res.data) {
      expect(o.urlFlipBook).toContain(SITIO);
      // The site shows the thumbnails: served without a session, as a real PNG.
      const img = await app.inject({ method: 'GET', url: o.thumbnail });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers.etag).toBeTruthy();
    }
  });

  it("answers one by id, 'Registro no encontrado' for a missing one and a Spanish 400 for a bad id", async () => {
    const [primero] = (await admin.get(`${B}/0`)).json().data;
    expect((await admin.get(`${B}/${primero.idCatOfertero}`)).json().data).toEqual([primero]);
    expect((await admin.get(`${B}/999999`)).json()).toMatchObject({ value: false, message: m.noEncontrado });
    const mal = await admin.get(`${B}/abc`);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.idOfertero);
  });

  it("gives the flipbook site's address the links must contain", async () => {
    expect((await admin.get(`${B}/sitio-flipbook`)).json().data).toEqual({ sitio: SITIO });
  });
});

describe('guardaroferta', () => {
  it('creates an ofertero with its thumbnail, then modifies it keeping or replacing the thumbnail', async () => {
    const res = (await guardar(nueva, miniatura)).json();
    expect(res).toMatchObject({
      value: true,
      message: m.guardada,
      data: { ...nueva, idCatOfertero: expect.any(Number), estatus: 'Activa' },
    });
    const id = res.data.idCatOfertero;
    const img = await app.inject({ method: 'GET', url: res.data.thumbnail });
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const cambio = { ...nueva, idCatOfertero: id, nombre: 'Primavera', fechaInicia: sumarDias(dia, 1) };
    const sinImagen = (await guardar(cambio)).json();
    expect(sinImagen).toMatchObject({
      value: true,
      message: m.actualizada,
      data: { nombre: 'Primavera', estatus: 'Programada', thumbnail: res.data.thumbnail },
    });

    const otra = imagenPng({ ancho: 30, alto: 30 });
    const conImagen = (await guardar(cambio, { nombre: 'otra.png', contenido: otra })).json();
    expect(conImagen.data.thumbnail).not.toBe(res.data.thumbnail);
    // The replaced thumbnail is gone with the change.
    const viejo = Number(res.data.thumbnail.split('/').pop());
    expect(await db.select().from(archivos).where(eq(archivos.id, viejo))).toEqual([]);
  });

  it('checks in the modal order: thumbnail, name, link with the site, dates, their order; nothing saved', async () => {
    const antes = await cuenta();
    const casos: [object, ArchivoDePrueba | undefined, string][] = [
      [{ ...nueva, nombre: '' }, undefined, m.sinMiniatura],
      [{ ...nueva, nombre: '  ' }, miniatura, m.sinNombre],
      [{ ...nueva, urlFlipBook: '' }, miniatura, m.urlInvalida],
      [{ ...nueva, urlFlipBook: 'https://ejemplo.com/libro' }, miniatura, m.urlInvalida],
      [{ ...nueva, urlFlipBook: `javascript:alert(1)//${SITIO}` }, miniatura, m.urlInvalida],
      [{ ...nueva, fechaInicia: '' }, miniatura, m.sinFechaInicia],
      [{ ...nueva, fechaTermina: '' }, miniatura, m.sinFechaTermina],
      [{ ...nueva, fechaInicia: sumarDias(dia, 11) }, miniatura, m.fechasInvertidas],
    ];
    for (const [json, archivo, mensaje] of casos) {
      expect((await guardar(json, archivo)).json(), mensaje).toEqual({
        value: false,
        message: mensaje,
        data: null,
      });
    }
    expect(await cuenta()).toBe(antes);
  });

  it('refuses a thumbnail that is not an image by its content (a BMP renamed .png, a text), or too large', async () => {
    const antes = await cuenta();
    const bmp = { nombre: 'foto.png', contenido: imagenBmp({ ancho: 10, alto: 10 }) };
    expect((await guardar(nueva, bmp)).json()).toMatchObject({ value: false, message: m.miniaturaTipo });
    const texto = { nombre: 'foto.jpg', contenido: Buffer.from('no soy una imagen') };
    expect((await guardar(nueva, texto)).json()).toMatchObject({ value: false, message: m.miniaturaTipo });
    const grande = {
      nombre: 'g.png',
      contenido: Buffer.concat([PNG, Buffer.alloc(MINIATURA_TAMANO_MAXIMO)]),
    };
    expect((await guardar(nueva, grande)).json()).toMatchObject({ value: false, message: m.miniaturaTamano });
    const enorme = {
      nombre: 'e.png',
      contenido: Buffer.concat([PNG, Buffer.alloc(3 * MINIATURA_TAMANO_MAXIMO)]),
    };
    const res = await guardar(nueva, enorme);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(archivosMessages.demasiadoGrande.replace('{maximo}', '1 MB'));
    expect(await cuenta()).toBe(antes);
  });

  it('answers a Spanish 400 for a malformed form (no JSON, a name over 50, a date that does not exist)', async () => {
    const noJson = await guardar('{no', miniatura);
    expect(noJson.statusCode).toBe(400);
    expect(noJson.json().message).toContain("el campo 'json' no es JSON");
    const largo = await guardar({ ...nueva, nombre: 'x'.repeat(51) }, miniatura);
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain(m.nombreLargo);
    const fecha = await guardar({ ...nueva, fechaInicia: '2026-02-30' }, miniatura);
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().message).toContain("'fechaInicia'");
    const json = await admin.post(`${B}/guardaroferta`, nueva);
    expect(json.statusCode).toBe(415);
  });

  it('refuses to modify one that does not exist, and says so when the site parameter is empty', async () => {
    expect((await guardar({ ...nueva, idCatOfertero: 999999 }, miniatura)).json()).toMatchObject({
      value: false,
      message: m.noEncontrado,
    });
    await db.update(parametros).set({ valor: '' }).where(eq(parametros.nombre, 'URL_SITIO_FLIPBOOK'));
    try {
      expect((await guardar(nueva, miniatura)).json()).toMatchObject({ value: false, message: m.sinSitio });
    } finally {
      await db.update(parametros).set({ valor: SITIO }).where(eq(parametros.nombre, 'URL_SITIO_FLIPBOOK'));
    }
  });
});

describe('the link is read by its host, not searched as text (issue 24)', () => {
  it('refuses another site that merely contains the address, a lookalike host, userinfo and http', async () => {
    const antes = await cuenta();
    const ajenas = [
      `https://evil.example/?u=${SITIO}`,
      `https://evil.example/${SITIO}`,
      'https://online.fliphtml5.com@evil.example/farmasi/',
      'https://online.fliphtml5.com:x@evil.example/',
      'https://usuario:clave@online.fliphtml5.com/farmasi/',
      'https://online.fliphtml5.com.evil.example/farmasi/',
      'https://evil-online.fliphtml5.com/farmasi/',
      'https://x.online.fliphtml5.com/farmasi/',
      'https://fliphtml5.com/farmasi/',
      'https://online.fliphtml5.com%2eevil.example/',
      'https://online.fliphtml5.com:8443/farmasi/',
      'http://online.fliphtml5.com/farmasi/primavera/',
      'online.fliphtml5.com/farmasi/primavera/',
    ];
    for (const urlFlipBook of ajenas) {
      expect((await guardar({ ...nueva, urlFlipBook }, miniatura)).json(), urlFlipBook).toEqual({
        value: false,
        message: m.urlInvalida,
        data: null,
      });
    }
    expect(await cuenta()).toBe(antes);
  });

  it("takes a link of the site however its host's case or default port is written", async () => {
    for (const urlFlipBook of [
      'HTTPS://Online.FlipHTML5.com/farmasi/otono/',
      'https://online.fliphtml5.com:443/farmasi/otono/',
      'https://online.fliphtml5.com',
    ]) {
      const res = (await guardar({ ...nueva, nombre: 'Liga válida', urlFlipBook }, miniatura)).json();
      expect(res, urlFlipBook).toMatchObject({ value: true, data: { urlFlipBook } });
      expect((await admin.post(`${B}/eliminaroferta/${res.data.idCatOfertero}`)).json().value).toBe(true);
    }
  });
});

describe('eliminaroferta', () => {
  it('removes the ofertero and its thumbnail; a second time it cannot', async () => {
    const creado = (await guardar({ ...nueva, nombre: 'Para borrar' }, miniatura)).json().data;
    const res = (await admin.post(`${B}/eliminaroferta/${creado.idCatOfertero}`)).json();
    expect(res).toEqual({ value: true, message: m.eliminada, data: { idCatOfertero: creado.idCatOfertero } });
    expect((await app.inject({ method: 'GET', url: creado.thumbnail })).statusCode).toBe(404);
    expect((await admin.post(`${B}/eliminaroferta/${creado.idCatOfertero}`)).json()).toMatchObject({
      value: false,
      message: m.noEliminada,
    });
    expect((await admin.post(`${B}/eliminaroferta/0`)).statusCode).toBe(400);
  });
});

describe('security', () => {
  const llamadas: [string, string][] = [
    ['GET', `${B}/0`],
    ['GET', `${B}/sitio-flipbook`],
    ['POST', `${B}/eliminaroferta/1`],
  ];

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of llamadas) {
      const res = await app.inject({ method: method as 'GET', url: `/admin/api${url}` });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await guardar(nueva, miniatura, '')).statusCode).toBe(401);
  });

  it('answers 403 to every call of a user without the screen, and saves nothing', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of llamadas) {
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url);
      expect(res.statusCode, url).toBe(403);
    }
    const antes = await cuenta();
    expect((await guardar(nueva, miniatura, consulta.token)).statusCode).toBe(403);
    expect(await cuenta()).toBe(antes);
  });
});
