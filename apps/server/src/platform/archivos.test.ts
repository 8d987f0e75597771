import { createHash } from 'node:crypto';
import { messages } from '@farmasi/contracts';
import { bolsaDeTrabajoPantalla } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { archivoUrl, archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import { archivos } from '../db/schema/index.ts';
import {
  ArchivoRechazado,
  borrarArchivo,
  esPoliglota,
  guardarArchivo,
  type NuevoArchivo,
  TIPOS_IMAGEN,
} from './archivos.ts';
import { CSP_ARCHIVO, CSP_ARCHIVO_PRIVADO } from './archivos-ruta.ts';

const { app, db } = await createTestApp();
const usuario = await signIn(app, 'consulta');
const admin = await signIn(app, 'admin');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const imagen = (extra: Partial<Omit<NuevoArchivo, 'publico' | 'pantalla'>> & { publico?: true } = {}) =>
  guardarArchivo(db, {
    nombre: 'foto.png',
    contenido: PNG,
    tipos: TIPOS_IMAGEN,
    tamanoMaximo: 1000,
    publico: true,
    ...extra,
  });

/** A private file of the job board (S19), as an applicant's CV is stored. */
const privado = (extra: Partial<Omit<NuevoArchivo, 'publico' | 'pantalla'>> = {}) =>
  guardarArchivo(db, {
    nombre: 'contrato.pdf',
    contenido: PDF,
    tipos: ['application/pdf'],
    tamanoMaximo: 1e6,
    pantalla: bolsaDeTrabajoPantalla,
    ...extra,
  });

const rechazo = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchivoRechazado);
  return error as ArchivoRechazado;
};

describe('guardarArchivo', () => {
  it('stores the bytes with the type read from them, their size, sha256, owner and access', async () => {
    const id = await imagen({ nombre: 'C:\\fotos\\Aspirina niño.png', publico: true, creadoPor: 7 });
    const [fila] = await db.select().from(archivos).where(eq(archivos.id, id));
    expect(fila).toMatchObject({
      nombre: 'Aspirina niño.png',
      tipoMime: 'image/png',
      tamano: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      publico: true,
      creadoPor: 7,
    });
    expect(Buffer.compare(fila!.contenido, PNG)).toBe(0);
  });

  it("refuses by content, never by name, with the spec's texts by default", async () => {
    // A PDF named .png, and a PNG when only PDFs are allowed.
    expect((await rechazo(imagen({ nombre: 'foto.png', contenido: PDF }))).message).toBe(m.tipoIncorrecto);
    expect((await rechazo(imagen({ tipos: ['application/pdf'] }))).motivo).toBe('tipo');
    expect((await rechazo(imagen({ contenido: Buffer.alloc(0) }))).message).toBe(m.tipoIncorrecto);
    const grande = await rechazo(imagen({ tamanoMaximo: PNG.length - 1 }));
    expect([grande.motivo, grande.message]).toEqual(['tamano', m.tamanoIncorrecto]);
    expect(m.tipoIncorrecto).toBe('Tipo De Archivo Incorrecto');
    expect(m.tamanoIncorrecto).toBe('Tamaño Incorrecto');
  });

  it('refuses an image that is also a page (GIF/HTML polyglot)', async () => {
    const gif = Buffer.concat([
      Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00', 'latin1'),
      Buffer.from('*/=1;<HTML><body><script>alert(document.domain)</script></body></html>'),
    ]);
    expect((await rechazo(imagen({ nombre: 'x.gif', contenido: gif, tamanoMaximo: 1e6 }))).message).toBe(
      m.tipoIncorrecto,
    );
    expect(esPoliglota(PNG, 'image/png')).toBe(false);
    expect(esPoliglota(Buffer.from('%PDF <html>'), 'application/pdf')).toBe(false);
  });

  it("takes the screen's own messages", async () => {
    const mensajes = { tipo: 'Solo imágenes', tamano: 'Máximo 1 KB' };
    expect((await rechazo(imagen({ contenido: PDF, mensajes }))).message).toBe('Solo imágenes');
    expect((await rechazo(imagen({ tamanoMaximo: 10, mensajes }))).message).toBe('Máximo 1 KB');
  });

  it('accepts UTF-8 text only where a text type is allowed (text has no magic bytes)', async () => {
    const csv = Buffer.from('clave,descripción\n1,Aspirina\n');
    const id = await privado({ nombre: 'a.csv', contenido: csv, tipos: ['text/csv'] });
    expect((await db.select().from(archivos).where(eq(archivos.id, id)))[0]!.tipoMime).toBe('text/csv');
    await rechazo(imagen({ nombre: 'a.png', contenido: csv, tamanoMaximo: 1e6 }));
    const binario = Buffer.from([0x41, 0x00, 0x42]);
    await rechazo(privado({ nombre: 'a.csv', contenido: binario, tipos: ['text/csv'] }));
  });

  it('is written with the transaction of its owner: a rollback leaves no file', async () => {
    const antes = (await db.select({ id: archivos.id }).from(archivos)).length;
    await db
      .transaction(async (tx) => {
        await guardarArchivo(tx, {
          nombre: 'x.png',
          contenido: PNG,
          tipos: TIPOS_IMAGEN,
          tamanoMaximo: 1e6,
          publico: true,
        });
        throw new Error('el dueño no se pudo guardar');
      })
      .catch(() => {});
    expect((await db.select({ id: archivos.id }).from(archivos)).length).toBe(antes);
  });
});

describe('GET /admin/api/archivos/:id', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a public file to anyone, inline, with type, length, ETag and cache headers', async () => {
    const id = await imagen({ nombre: 'Logo sucursal ñ.png', publico: true });
    const res = await get(archivoUrl(id));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      etag: `"${createHash('sha256').update(PNG).digest('hex')}"`,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Logo sucursal _.png"; filename*=UTF-8''Logo%20sucursal%20%C3%B1.png`,
      // The browser's image viewer may style itself; no script, no frame, nothing else loads.
      'content-security-policy': CSP_ARCHIVO,
    });
    expect(CSP_ARCHIVO).toContain("default-src 'none'");
    expect(CSP_ARCHIVO).toContain("style-src 'unsafe-inline'");
  });

  it('asks the browser to save it with ?descarga=1', async () => {
    const id = await imagen({ nombre: 'foto.png', publico: true });
    expect((await get(archivoUrl(id, { descarga: true }))).headers['content-disposition']).toBe(
      `attachment; filename="foto.png"; filename*=UTF-8''foto.png`,
    );
  });

  it('answers 304 without the bytes when the ETag matches', async () => {
    const id = await imagen({ publico: true });
    const etag = (await get(archivoUrl(id))).headers.etag as string;
    for (const inm of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
      const res = await get(archivoUrl(id), { 'if-none-match': inm });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get(archivoUrl(id), { 'if-none-match': '"otro"' })).statusCode).toBe(200);
  });

  it('serves a private file only to users of the screen that owns it, as a sandboxed download', async () => {
    const id = await privado();
    expect((await db.select().from(archivos).where(eq(archivos.id, id)))[0]).toMatchObject({
      publico: false,
      permiso: bolsaDeTrabajoPantalla.url,
    });
    const sin = await get(archivoUrl(id));
    expect(sin.statusCode).toBe(401);
    expect(sin.json()).toEqual({ value: false, message: messages.servidor.noAutenticado, data: null });
    expect((await get(archivoUrl(id), { authorization: 'Bearer falso' })).statusCode).toBe(401);
    expect((await get(archivoUrl(id), { 'if-none-match': '*' })).statusCode).toBe(401);
    // A signed-in user without the job board (issue 23: 'consulta' downloaded every CV).
    const ajeno = await get(archivoUrl(id), { authorization: `Bearer ${usuario.token}` });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    expect(
      (await get(archivoUrl(id), { authorization: `Bearer ${usuario.token}`, 'if-none-match': '*' }))
        .statusCode,
    ).toBe(403);
    const res = await get(archivoUrl(id), { authorization: `Bearer ${admin.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toBe(CSP_ARCHIVO_PRIVADO);
    expect(CSP_ARCHIVO_PRIVADO).toMatch(/; sandbox$/);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a private file to the token of a closed session', async () => {
    const id = await privado();
    const otra = await signIn(app, 'admin');
    expect((await get(archivoUrl(id), { authorization: `Bearer ${otra.token}` })).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/logout',
      headers: { authorization: `Bearer ${otra.token}`, cookie: `farmasi_rt=${otra.cookie}` },
    });
    const res = await get(archivoUrl(id), { authorization: `Bearer ${otra.token}` });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document (the fuzz and permission suites walk it)', async () => {
    const doc = (await get('/admin/api/docs/json')).json();
    expect(Object.keys(doc.paths['/admin/api/archivos/{id}'])).toEqual(['get']);
  });

  it('answers 404 in Spanish for a file that does not exist (or no longer does), 400 for a bad id', async () => {
    const id = await imagen({ publico: true });
    expect(await borrarArchivo(db, id)).toBe(true);
    const conSesion = { authorization: `Bearer ${usuario.token}` };
    const res = await get(archivoUrl(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ value: false, message: m.noExiste, data: null });
    expect((await get('/admin/api/archivos/abc', conSesion)).statusCode).toBe(400);
    expect((await get('/admin/api/archivos/2147483648', conSesion)).statusCode).toBe(400);
    const publico = await imagen();
    expect((await get(`/admin/api/archivos/${publico}?descarga=x`)).statusCode).toBe(400);
  });
});
