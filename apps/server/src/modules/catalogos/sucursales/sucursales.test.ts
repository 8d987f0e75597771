import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

const { app } = await createTestApp();
const admin = await signIn(app, 'admin');

describe('shared branch catalogues', () => {
  it('lists every active branch as codigo/descripcion', async () => {
    const body = (await admin.post('/catalogos/sucursales', { buscar: '' })).json();
    expect(body.value).toBe(true);
    expect(body.data.length).toBe(42);
    expect(body.data[0]).toEqual({ codigo: expect.any(Number), descripcion: expect.any(String) });
  });

  it('filters by code or by text, case-insensitively, with % taken literally', async () => {
    const byText = (await admin.post('/catalogos/sucursales', { buscar: 'PUEBLA' })).json().data;
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((s: { descripcion: string }) => /puebla/i.test(s.descripcion))).toBe(true);
    expect((await admin.post('/catalogos/sucursales', { buscar: '7' })).json().data).toContainEqual(
      expect.objectContaining({ codigo: 7 }),
    );
    expect((await admin.post('/catalogos/sucursales', { buscar: '%' })).json().data).toEqual([]);
  });

  it('sucursalespropias lists only own branches', async () => {
    const todas = (await admin.post('/catalogos/sucursales', { buscar: '' })).json().data;
    const propias = (await admin.post('/catalogos/sucursalespropias', { buscar: '' })).json().data;
    expect(propias.length).toBeGreaterThan(0);
    expect(propias.length).toBeLessThan(todas.length);
  });

  it('needs a session and a screen that picks a branch', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/catalogos/sucursales',
      payload: { buscar: '' },
    });
    expect(res.statusCode).toBe(401);
    // The cashier holds only Grupo sucursales, which lists branches through its own calls (issue 23).
    const cajero = await signIn(app, 'cajero');
    expect((await cajero.post('/catalogos/sucursales', { buscar: '' })).statusCode).toBe(403);
    expect((await cajero.post('/catalogos/sucursalespropias', { buscar: '' })).statusCode).toBe(403);
  });
});
