import { archivoUrl, archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { BANNER_TAMANO_MAXIMO } from '@farmasi/contracts/mercadotecnia/banners';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { cuerpoFormulario } from '../../test/formulario.ts';
import { signIn } from '../../test/session.ts';
import { guardarArchivo, TIPOS_IMAGEN } from './archivos.ts';
import { registerErrorHandling } from './errors.ts';
import { leerSubida, registerSubidas } from './subidas.ts';

const { app, db } = await createTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A module's upload route as screens will write it: read the upload (hard limit 1 KB here), then
 * store it with the screen's rules; the answer is the envelope with the new file's id.
 */
const modulo = Fastify();
registerErrorHandling(modulo);
await registerSubidas(modulo);
modulo.post('/subir', async (request) => {
  const subida = await leerSubida(request, { tamanoMaximo: 1024 });
  const id = await guardarArchivo(db, {
    nombre: subida.nombre,
    contenido: subida.contenido,
    tipos: TIPOS_IMAGEN,
    tamanoMaximo: 200,
    publico: true,
  });
  return { value: true, message: m.subido, data: { id, campos: subida.campos } };
});
await modulo.ready();
afterAll(() => modulo.close());

const BOUNDARY = '----farmasi';
const multipart = (partes: { nombre: string; archivo?: string; contenido: Buffer | string }[]) => {
  const trozos = partes.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.nombre}"${
        p.archivo ? `; filename="${p.archivo}"\r\nContent-Type: application/octet-stream` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(p.contenido) ? p.contenido : Buffer.from(p.contenido),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...trozos, Buffer.from(`--${BOUNDARY}--\r\n`)]);
};

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const subir = (payload: Buffer | string, contentType = MULTIPART) =>
  modulo.inject({ method: 'POST', url: '/subir', headers: { 'content-type': contentType }, payload });

describe('leerSubida', () => {
  it('reads the file and the fields before it; the stored file is then served by id', async () => {
    const res = await subir(
      multipart([
        { nombre: 'codArticulo', contenido: '1001' },
        { nombre: 'archivo', archivo: 'foto.png', contenido: PNG },
      ]),
    );
    const body = res.json();
    expect(body).toMatchObject({ value: true, message: m.subido, data: { campos: { codArticulo: '1001' } } });
    const servido = await app.inject({ method: 'GET', url: archivoUrl(body.data.id) });
    expect(servido.headers['content-type']).toBe('image/png');
    expect(servido.headers['content-disposition']).toContain('filename="foto.png"');
    expect(servido.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what passes the hard limit with a Spanish 413 in the envelope', async () => {
    const res = await subir(
      multipart([{ nombre: 'archivo', archivo: 'g.png', contenido: Buffer.alloc(5000, 1) }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      value: false,
      message: 'El archivo excede el tamaño máximo permitido de 1 KB.',
      data: null,
    });
  });

  it("leaves the screen's own rules to guardarArchivo (type by content, then its size)", async () => {
    const pdf = await subir(
      multipart([{ nombre: 'archivo', archivo: 'x.png', contenido: '%PDF-1.4\n%%EOF' }]),
    );
    expect(pdf.json()).toEqual({ value: false, message: m.tipoIncorrecto, data: null });
    const grande = Buffer.concat([PNG, Buffer.alloc(300)]);
    const res = await subir(multipart([{ nombre: 'archivo', archivo: 'x.png', contenido: grande }]));
    expect(res.json()).toEqual({ value: false, message: m.tamanoIncorrecto, data: null });
  });

  it('answers in Spanish when there is no file or the request is not multipart', async () => {
    const sinArchivo = await subir(multipart([{ nombre: 'codArticulo', contenido: '1' }]));
    expect(sinArchivo.statusCode).toBe(400);
    expect(sinArchivo.json().message).toBe(m.sinArchivo);
    const json = await subir('{"a":1}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(m.noMultipart);
  });
});

describe('a multipart body that is not a whole form (issue 23)', () => {
  const entero = multipart([
    { nombre: 'codArticulo', contenido: '1001' },
    { nombre: 'archivo', archivo: 'foto.png', contenido: PNG },
  ]).toString('latin1');
  const malFormados: [string, string, string][] = [
    ['cut inside the file', MULTIPART, entero.slice(0, entero.length - 30)],
    ['cut inside a part header', MULTIPART, entero.slice(0, entero.indexOf('filename'))],
    ['not multipart at all', MULTIPART, 'hola'],
    ['no boundary', 'multipart/form-data', entero],
    ['a boundary longer than 256', `multipart/form-data; boundary=${'b'.repeat(300)}`, entero],
  ];

  it.each(malFormados)('%s: a Spanish 400, not a 500', async (_caso, tipo, cuerpo) => {
    const res = await subir(Buffer.from(cuerpo, 'latin1'), tipo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ value: false, message: m.multipartMalFormado, data: null });
  });

  it('a field named __proto__ is refused in the envelope', async () => {
    const res = await subir(multipart([{ nombre: '__proto__', contenido: '{"x":1}' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ value: false, data: null });
  });
});

describe("the 413 names the screen's limit, not the margin read", () => {
  it('a file up to twice the limit is read (the screen answers it), a larger one is a 413', async () => {
    const margen = await subir(
      multipart([
        { nombre: 'archivo', archivo: 'x.png', contenido: Buffer.concat([PNG, Buffer.alloc(1500)]) },
      ]),
    );
    expect(margen.json()).toEqual({ value: false, message: m.tamanoIncorrecto, data: null });
  });

  it("guardar-banner over twice its 500 KB: 413 naming '500 KB'", async () => {
    const { token } = await signIn(app, 'admin');
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/mercadotecnia/banners/guardar-banner',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=----farmasi-formulario',
      },
      payload: cuerpoFormulario(
        { idCatBanners: 0 },
        { nombre: 'b.png', contenido: Buffer.concat([PNG, Buffer.alloc(3 * BANNER_TAMANO_MAXIMO)]) },
      ),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.demasiadoGrande.replace('{maximo}', '500 KB'));
  });
});
