import { DIAS_VENTAS_INICIO, type VentasInicio } from '@farmasi/contracts/generales/inicio';
import { messages } from '@farmasi/contracts/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { ventasRecordadas } from './ventas.ts';

const { app, db } = await createTestApp();
const URL = '/generales/inicio/ventas';

describe('GET /generales/inicio/ventas', () => {
  it('answers 401 without a session and 403 to a user without Consulta general de datos', async () => {
    expect((await app.inject({ method: 'GET', url: `/admin/api${URL}` })).statusCode).toBe(401);
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.get(URL);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.servidor.sinPermiso);
  });

  it('charts the last 30 closed days by zone: the sums are the cuts’ net sales, every day present', async () => {
    const admin = await signIn(app, 'admin');
    const { data } = (await admin.get(URL)).json() as { data: VentasInicio };
    const ayer = sumarDias(hoy(), -1);
    expect(data.dias).toHaveLength(DIAS_VENTAS_INICIO);
    expect(data.dias.at(-1)).toBe(ayer);
    expect(data.dias[0]).toBe(sumarDias(ayer, -(DIAS_VENTAS_INICIO - 1)));
    expect(data.zonas.length).toBeGreaterThan(0);
    for (const z of data.zonas) expect(z.ventas).toHaveLength(DIAS_VENTAS_INICIO);
    const [fila] = await rowsOf<{ total: string }>(
      db,
      sql`select coalesce(sum(total - devolucion_total), 0)::text as total from ventas_cortes
           where fecha between ${data.dias[0]}::date and ${ayer}::date`,
    );
    const charted = data.zonas.flatMap((z) => z.ventas).reduce((a, b) => a + b, 0);
    expect(charted).toBeCloseTo(Number(fila?.total), 0);
    const sumas = data.zonas.map((z) => z.ventas.reduce((a, b) => a + b, 0));
    expect(sumas).toEqual([...sumas].sort((a, b) => b - a));
  });

  it('is remembered for a minute within a day, then read again', async () => {
    let ahora = new Date('2026-11-20T18:00:00Z');
    const leer = ventasRecordadas(db, 60_000, () => ahora);
    const primera = leer();
    expect(leer()).toBe(primera);
    ahora = new Date(ahora.getTime() + 61_000);
    expect(leer()).not.toBe(primera);
    await primera;
  });
});
