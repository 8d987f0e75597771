import { messages } from '@farmasi/contracts';
import {
  generarPolizasMessages as m,
  VARIANTES_POLIZA,
} from '@farmasi/contracts/contabilidad/generar-polizas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catEmpresas } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

import { ayer, cuadra, cuerpo, LLAMADAS, leerArchivo } from './polizas.testutil.ts';

const generar = (variante: string, body: unknown) => admin.post(`/polizas/${variante}`, body);

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const url of LLAMADAS) {
      expect(
        (await app.inject({ method: 'POST', url: `/admin/api${url}`, payload: cuerpo() })).statusCode,
        url,
      ).toBe(401);
      const res = await consulta.post(url, cuerpo());
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message for a bad date, an inverted or too long period, a bad type or folio', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ fechaInicio: '2026-02-30' }, m.fechaInicio],
      [{ fechaFin: 'ayer' }, m.fechaFin],
      [{ fechaInicio: ayer, fechaFin: sumarDias(ayer, -1) }, m.rango],
      [{ fechaInicio: sumarDias(ayer, -366) }, m.rangoMaximo],
      [{ poliza: 4 }, m.tipo],
      [{ empresa: 0 }, m.empresa],
      [{ folio: -1 }, m.folio],
      [{ folio: 1.5 }, m.folio],
      [{ folio: 1_000_000_000 }, m.folio],
    ];
    for (const [o, mensaje] of casos) {
      const res = await generar('polizacostoventa', cuerpo(o));
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().message, JSON.stringify(o)).toContain(mensaje);
    }
  });
});

describe('company journal accounts', () => {
  it('the database refuses one out of the 3-2-6 format, whichever column it is in', async () => {
    for (const columna of ['iva_trasladado', 'inventario', 'devoluciones'])
      await expect(
        db.execute(
          sql.raw(`update polizas_cuentas_empresa set ${columna} = '115-01' where id_cat_empresa = 1`),
        ),
        columna,
      ).rejects.toThrow();
  });
});

describe('POST polizas/empresasconsultar', () => {
  it('answers the three companies', async () => {
    const res = (await admin.post('/polizas/empresasconsultar')).json();
    expect(res.data).toEqual([
      { idCatEmpresa: 1, descripcion: 'Farmacias FarmaSí' },
      { idCatEmpresa: 2, descripcion: 'Baranetos' },
      { idCatEmpresa: 3, descripcion: 'Talleres FarmaSí' },
    ]);
  });
});

describe('the journal files', () => {
  it('sales and cost of sales: one balanced póliza a day, folios counting up, named by the rule, with the day invoices', async () => {
    const res = await generar('polizacostoventa', cuerpo());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(res.headers['content-disposition']).toContain('filename="PolizaVentaCostoVenta_15.txt"');
    const polizas = leerArchivo(res.rawPayload.toString('latin1'));
    expect(polizas.map((p) => [p.fecha, p.tipo, p.folio])).toEqual(
      [sumarDias(ayer, -2), sumarDias(ayer, -1), ayer].map((f, i) => [f.replaceAll('-', ''), 1, 15 + i]),
    );
    for (const p of polizas) {
      const { cargos, abonos } = cuadra(p);
      expect(cargos).toBeGreaterThan(0);
      expect(cargos, p.fecha).toBe(abonos);
      expect(p.uuids.length).toBeGreaterThan(0);
    }
    // Each branch's cash and sales go to its own accounts, never to the company's.
    const [dia] = polizas;
    expect(dia!.movimientos.filter((x) => x.referencia === '3').map((x) => x.cuenta)).toEqual(
      expect.arrayContaining(['10101000003', '40101000003', '40102000003']),
    );
    expect(dia!.movimientos.map((x) => x.cuenta)).not.toContain('10501000001');
  });

  it('every type balances for every company over a month', async () => {
    for (const [variante, empresa] of [
      ['polizacostoventa', 1],
      ['polizacostoventabaranetos', 2],
      ['polizacostoventatalleres', 3],
      ['polizabonificacion', 1],
      ['polizabonificacionbaranetos', 2],
      ['polizabonificaciontalleres', 3],
      ['polizadevolucion', 1],
      ['polizadevolucionbaranetos', 2],
      ['polizadevolucionbgp', 3],
    ] as const) {
      if (empresa === 3)
        await db.update(catEmpresas).set({ cuenta: '105-03-000001' }).where(eq(catEmpresas.idCatEmpresa, 3));
      const poliza = VARIANTES_POLIZA[variante].tipo;
      const res = await generar(
        variante,
        cuerpo({ fechaInicio: sumarDias(ayer, -30), poliza, empresa, folio: 0 }),
      );
      expect(res.statusCode, `${variante}: ${res.body.slice(0, 200)}`).toBe(200);
      const polizas = leerArchivo(res.rawPayload.toString('latin1'));
      expect(polizas.length, variante).toBe(31);
      for (const p of polizas) {
        expect(p.folio).toBe(0);
        const { cargos, abonos } = cuadra(p);
        expect(cargos, `${variante} ${p.fecha}`).toBe(abonos);
      }
    }
  });

  it('names the files of the other companies with their suffix', async () => {
    const nombre = async (variante: string, poliza: number, empresa: number) =>
      (await generar(variante, cuerpo({ poliza, empresa, folio: 7 }))).headers['content-disposition'];
    expect(await nombre('polizabonificacionbaranetos', 2, 2)).toContain(
      'filename="PolizaBonificacionBaranetos_7.txt"',
    );
    expect(await nombre('polizadevolucionbgp', 3, 3)).toContain('filename="PolizaDevolucionTalleres_7.txt"');
  });

  it("refuses a company the call does not serve, and a type that is not the call's", async () => {
    for (const [variante, o] of [
      ['polizacostoventa', { empresa: 2 }],
      ['polizacostoventabaranetos', { empresa: 1 }],
      ['polizabonificacion', { poliza: 2, empresa: 3 }],
      ['polizadevolucionbgp', { poliza: 3, empresa: 2 }],
      ['polizadevolucion', { poliza: 1 }],
    ] as const) {
      const res = await generar(variante, cuerpo(o));
      expect(res.json(), variante).toEqual({ value: false, message: m.varianteEmpresa, data: null });
    }
    const res = await generar('polizacostoventabaranetos', cuerpo({ empresa: 9 }));
    expect(res.json().message).toBe(m.empresaNoExiste);
  });

  it("answers 404 'No se encontro información' when the period has no sales", async () => {
    const res = await generar(
      'polizacostoventa',
      cuerpo({ fechaInicio: sumarDias(hoy(), 5), fechaFin: sumarDias(hoy(), 9) }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ value: false, message: m.sinInformacion, data: null });
  });

  it('every branch that sells in the demo has its three accounts: each demo month generates', async () => {
    const sinCuentas = await rowsOf<{ cod_sucursal: number }>(
      db,
      sql`
      select distinct c.cod_sucursal from ventas_cortes c
        left join cat_cuentas_contables cc on cc.cod_sucursal = c.cod_sucursal
       where coalesce(cc.cuenta_efectivo, '') = '' or coalesce(cc.cuenta_tasa_gral, '') = ''
          or coalesce(cc.cuenta_tasa0, '') = ''`,
    );
    expect(sinCuentas).toEqual([]);
  });
});
