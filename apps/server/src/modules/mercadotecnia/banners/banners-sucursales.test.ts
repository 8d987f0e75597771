import {
  BANNER_TAMANO_MAXIMO,
  type Banner,
  type ImagenSucursal,
  bannersMessages as m,
} from '@farmasi/contracts/mercadotecnia/banners';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type ArchivoDePrueba, enviarFormulario } from '../../../../test/formulario.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy } from '../../../platform/fechas.ts';
import { imagenPng } from '../../../platform/imagenes.ts';

const { app } = await createTestApp();
const admin = await signIn(app, 'admin');
const consulta = await signIn(app, 'consulta');
const B = '/mercadotecnia/banners';
const png = (): ArchivoDePrueba => ({
  nombre: 's.png',
  contenido: imagenPng({ ancho: 80, alto: 40, texto: 'S' }),
});
const guardar = (json: unknown, archivo?: ArchivoDePrueba, token = admin.token) =>
  enviarFormulario(app, `${B}/guardar-imagenes-sucursales`, token, json, archivo);
const imagenes = async (): Promise<ImagenSucursal[]> =>
  (await admin.get(`${B}/consultar-imagenes-sucursales-datos`)).json().data;

describe('imagenes sucursales', () => {
  it('lists the four slots with their link and image', async () => {
    const lista = await imagenes();
    expect(lista.map((i) => i.idCatImagenesSucursales)).toEqual([1, 2, 3, 4]);
    expect(lista.every((i) => i.url.startsWith('https://') && i.imagen)).toBe(true);
  });

  it('changes the link alone, then the image (the old one removed), with the rules in order', async () => {
    const [uno] = await imagenes();
    expect((await guardar({ idCatImagenesSucursales: 1, url: '', modificar: false })).json()).toMatchObject({
      value: false,
      message: m.sinUrl,
    });
    expect(
      (await guardar({ idCatImagenesSucursales: 1, url: uno!.url, modificar: false })).json(),
    ).toMatchObject({
      value: false,
      message: m.sinCambio,
    });
    const grande = {
      nombre: 'g.png',
      contenido: Buffer.concat([png().contenido, Buffer.alloc(BANNER_TAMANO_MAXIMO)]),
    };
    expect(
      (await guardar({ idCatImagenesSucursales: 1, url: '', modificar: true }, grande)).json(),
    ).toMatchObject({
      value: false,
      message: m.imagen,
    });
    const liga = (
      await guardar({ idCatImagenesSucursales: 1, url: 'https://ejemplo.mx/norte', modificar: false })
    ).json();
    expect(liga).toMatchObject({
      value: true,
      message: m.imagenSucursalGuardada,
      data: { url: 'https://ejemplo.mx/norte', imagen: uno!.imagen },
    });
    const imagen = (
      await guardar({ idCatImagenesSucursales: 1, url: 'https://ejemplo.mx/norte', modificar: true }, png())
    ).json();
    expect(imagen.data.imagen).not.toBe(uno!.imagen);
    expect((await app.inject({ method: 'GET', url: uno!.imagen })).statusCode).toBe(404);
    const mal = await guardar({ idCatImagenesSucursales: 9, url: 'https://x.mx', modificar: false });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.slot);
  });
});

describe('a slot always has a link (issue 24)', () => {
  it("refuses a new image without a link, with the spec's message, and keeps the slot as it was", async () => {
    const [, dos] = await imagenes();
    for (const url of ['', '   ']) {
      const res = (await guardar({ idCatImagenesSucursales: 2, url, modificar: true }, png())).json();
      expect(res, JSON.stringify(url)).toMatchObject({ value: false, message: m.sinUrl });
    }
    const [, despues] = await imagenes();
    expect(despues).toEqual(dos);
    // With a link the same image is taken; a file with the slot's same link is a change.
    const ok = (await guardar({ idCatImagenesSucursales: 2, url: dos!.url, modificar: true }, png())).json();
    expect(ok).toMatchObject({ value: true, data: { url: dos!.url } });
    expect(ok.data.imagen).not.toBe(dos!.imagen);
  });
});

describe('the public call', () => {
  it('answers without a session the visible banners in force of a section and device, in order', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/publico/banners/C1/D' });
    expect(res.statusCode).toBe(200);
    const publicos = res.json().data as Pick<Banner, 'idCatBanners' | 'orden' | 'imagen' | 'url'>[];
    const todos = ((await admin.get(`${B}/consultar-banners/C1`)).json().data as Banner[]).filter(
      (b) => b.tipo === 'D',
    );
    const dia = hoy();
    const esperados = todos.filter(
      (b) =>
        b.visible &&
        (b.fechaVigenciaInicio === '1900-01-01' ||
          (b.fechaVigenciaInicio <= dia && b.fechaVigenciaFin >= dia)),
    );
    expect(publicos.map((b) => b.idCatBanners)).toEqual(esperados.map((b) => b.idCatBanners));
    expect(esperados.length).toBeLessThan(todos.length);
    const mal = await app.inject({ method: 'GET', url: '/admin/api/publico/banners/ZZ/D' });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toContain(m.lista);
  });
});

describe('permissions', () => {
  const llamadas = [
    ['GET', `${B}/consultar-banners/T`],
    ['GET', `${B}/consultar-ids-banners/T`],
    ['GET', `${B}/eliminar-banner/1`],
    ['GET', `${B}/clonar-banner/1/1`],
    ['GET', `${B}/visible-banner/1/0`],
    ['POST', `${B}/ordenar-banner`],
    ['GET', `${B}/consultar-imagenes-sucursales-datos`],
  ] as const;

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of llamadas) {
      const res = await app.inject({ method, url: `/admin/api${url}` });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await enviarFormulario(app, `${B}/guardar-banner`, '', {})).statusCode).toBe(401);
    expect((await guardar({}, undefined, '')).statusCode).toBe(401);
  });

  it('answers 403 to every call of a user without the screen, and changes nothing', async () => {
    const antes = (await admin.get(`${B}/consultar-banners/T`)).json().data;
    for (const [method, url] of llamadas) {
      const res =
        method === 'GET'
          ? await consulta.get(url)
          : await consulta.post(url, { banners: [{ idCatBanners: 1, orden: 1 }] });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await enviarFormulario(app, `${B}/guardar-banner`, consulta.token, {})).statusCode).toBe(403);
    expect((await guardar({}, undefined, consulta.token)).statusCode).toBe(403);
    expect((await admin.get(`${B}/consultar-banners/T`)).json().data).toEqual(antes);
  });
});
