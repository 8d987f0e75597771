import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

const { app } = await createTestApp();
const cajero = await signIn(app, 'cajero');

describe('shared branch catalogues', () => {
  it('lists every active branch as codigo/descripcion for any signed-in user', async () => {
    const body = (await cajero.post('/catalogos/sucursales', { buscar: '' })).json();
    expect(body.value).toBe(true);
    expect(body.data.length).toBe(42);
    expect(body.data[0]).toEqual({ codigo: expect.any(Number), descripcion: expect.any(String) });
  });

  it('filters by code or by text, case-insensitively, with % taken literally', async () => {
    const byText = (await cajero.post('/catalogos/sucursales', { buscar: 'PUEBLA' })).json().data;
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((s: { descripcion: string }) => /puebla/i.test(s.descripcion))).toBe(true);
    expect((await cajero.post('/catalogos/sucursales', { buscar: '7' })).json().data).toContainEqual(
      expect.objectContaining({ codigo: 7 }),
    );
    expect((await cajero.post('/catalogos/sucursales', { buscar: '%' })).json().data).toEqual([]);
  });

  it('sucursalespropias lists only own branches', async () => {
    const todas = (await cajero.post('/catalogos/sucursales', { buscar: '' })).json().data;
    const propias = (await cajero.post('/catalogos/sucursalespropias', { buscar: '' })).json().data;
    expect(propias.length).toBeGreaterThan(0);
    expect(propias.length).toBeLessThan(todas.length);
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/catalogos/sucursales',
      payload: { buscar: '' },
    });
    expect(res.statusCode).toBe(401);
  });
});
