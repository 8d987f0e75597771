import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

const { app } = await createTestApp();
const B = '/admin/api/baranetos/almacen';
const filtros = { fechaInicial: '2026-01-01', fechaFinal: '2026-01-31', estatus: 0 };
const llamadas = [
  { method: 'GET', url: `${B}/consulta-estatus-pedidos` },
  { method: 'POST', url: `${B}/consultar/pedidos/`, payload: filtros },
  { method: 'GET', url: `${B}/consultar/pedidos/detalle/1` },
  { method: 'POST', url: `${B}/pedido/estatus/`, payload: { folio: 'PB-000001', estatus: 2 } },
] as const;

describe('permissions of the wholesale orders', () => {
  it('answer 401 without a token', async () => {
    for (const l of llamadas) expect((await app.inject(l)).statusCode, l.url).toBe(401);
  });

  it('answer 403 to a user without the screen', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const l of llamadas) {
      const url = l.url.replace('/admin/api', '');
      const res = l.method === 'GET' ? await cajero.get(url) : await cajero.post(url, l.payload);
      expect(res.statusCode, l.url).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
  });
});
