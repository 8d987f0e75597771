import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import { aceptaGzip } from './routes.ts';

const lineas: string[] = [];
const { app } = await createTestApp({ LOG_LEVEL: 'warn' }, { write: (l) => void lineas.push(l) });

describe('remembered answers (respuestas-recordadas.ts)', () => {
  it('are sent once, as the same bytes, with no warning of a second send', async () => {
    const admin = await signIn(app, 'admin');
    const primera = await admin.post('/catarticulos/consultar', { buscar: 'amoxicilina' });
    const segunda = await admin.post('/catarticulos/consultar', { buscar: 'amoxicilina' });
    const detalle = await admin.get('/catarticulos/consultar/detalle/1001');
    const detalleOtraVez = await admin.get('/catarticulos/consultar/detalle/1001');
    expect(primera.statusCode).toBe(200);
    expect(primera.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(segunda.body).toBe(primera.body);
    expect(primera.json().data.length).toBeGreaterThan(0);
    expect(detalleOtraVez.body).toBe(detalle.body);
    // Before: the handler's answer was sent again after the bytes, every time ('Reply was already sent').
    expect(lineas.filter((l) => l.includes('already sent'))).toEqual([]);
  });

  it('are sent compressed to a client that accepts gzip, the same bytes once unpacked', async () => {
    const admin = await signIn(app, 'admin');
    const pedir = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/catarticulos/consultar',
        headers: {
          authorization: `Bearer ${admin.token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { buscar: 'tab' },
      });
    const plano = await pedir();
    const comprimido = await pedir('gzip, deflate, br, zstd');
    const rechazado = await pedir('gzip;q=0, deflate');
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.headers.vary).toBe('accept-encoding');
    expect(comprimido.headers['content-encoding']).toBe('gzip');
    expect(comprimido.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(comprimido.rawPayload.length).toBeLessThan(plano.rawPayload.length / 3);
    expect(gunzipSync(comprimido.rawPayload).toString()).toBe(plano.body);
    expect(rechazado.headers['content-encoding']).toBeUndefined();
    expect(rechazado.body).toBe(plano.body);
  });

  it('reads Accept-Encoding as HTTP says: gzip named and not refused with q=0', () => {
    expect(aceptaGzip(undefined)).toBe(false);
    expect(aceptaGzip('deflate, br')).toBe(false);
    expect(aceptaGzip('GZIP')).toBe(true);
    expect(aceptaGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(aceptaGzip('gzip;q=0')).toBe(false);
    expect(aceptaGzip('gzip; q=0.000, br')).toBe(false);
  });
});
