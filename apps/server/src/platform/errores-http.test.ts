import { connect } from 'node:net';
import { messages } from '@farmasi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';

/** Every 4xx answers the Spanish { value, message, data } envelope (issue 11), the framework's too. */
const { app } = await createTestApp();
const m = messages.servidor;
const sobre = (message: string) => ({ value: false, message, data: null });
let auth: Record<string, string> = {};

beforeAll(async () => {
  auth = { authorization: `Bearer ${(await signIn(app, 'admin')).token}` };
});

describe('framework refusals inside the envelope', () => {
  it('404 for an unknown API route', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(sobre(m.noEncontrado));
  });

  it('405 with Allow for a known route called with another method', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/admin/api/grupo-sucursales/grupos',
      headers: auth,
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json()).toEqual(sobre('El método DELETE no está permitido en esta ruta.'));
  });

  it('413 for a body over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ usuario: 'a', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(sobre(m.cuerpoGrande));
  });

  it('414 for a path segment over the limit', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/admin/api/buscadores/buscar-formula/${'x'.repeat(600)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(sobre(m.direccionLarga));
  });

  it('400 for a URL that is not valid UTF-8', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/buscadores/buscar-formula/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(sobre(m.direccionInvalida));
  });

  it('415 for a content type other than JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'usuario=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(sobre(m.tipoNoAdmitido));
  });

  it('400 for malformed and empty JSON', async () => {
    for (const payload of ['{', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/admin/api/seguridad/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(sobre(m.cuerpoInvalido));
    }
  });
});

describe("Node's HTTP parser refusals inside the envelope", () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.server.close());

  /** Writes raw bytes and reads the whole answer (the server closes the connection). */
  const raw = (request: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const status = Number(head.split(' ')[1]);
        try {
          resolve({ status, body: JSON.parse(body) });
        } catch (error) {
          reject(new Error(`Respuesta sin JSON: ${text.slice(0, 200)} (${error})`));
        }
      });
    });

  it('431 for headers too large', async () => {
    const res = await raw(
      `GET /admin/api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual(sobre(m.encabezadosGrandes));
  });

  it('400 for a malformed request line', async () => {
    const res = await raw('ESTO NO ES HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(sobre(m.peticionInvalida));
  });
});
