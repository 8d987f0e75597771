import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';

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
});
