import { messages } from '@farmasi/contracts';
import { comprobantePagoMessages as m, SERIE_PAGO_DEFAULT } from '@farmasi/contracts/sat/comprobantepago';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import {
  CONFIGURACION,
  DESDE,
  facturasAbiertas,
  GUARDAR,
  HOY,
  LISTAR,
  PDF,
  PENDIENTES,
  SERIES,
  TIMBRAR,
  TIMBRAR_VARIOS,
  XML,
} from './comprobantepago.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const LLAMADAS = [
  ['POST', LISTAR, { fi: HOY, ff: HOY }],
  ['POST', `${GUARDAR}/1/03/${HOY}/`, [{ idFacturaCredito: 1 }]],
  ['GET', `${TIMBRAR}/1`, undefined],
  ['POST', `${PDF}/1`, undefined],
  ['POST', PENDIENTES, { fi: HOY, ff: HOY, seriePago: 'BA' }],
  ['POST', TIMBRAR_VARIOS, [{ idPago: 1 }]],
  ['GET', `${XML}/1`, undefined],
  ['POST', SERIES, undefined],
  ['GET', CONFIGURACION, undefined],
] as const;

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without either screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url, payload] of LLAMADAS) {
      const sinToken = await app.inject({ method, url: `/admin/api${url}`, payload: payload as object });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message for a bad date, customer, payment method, receipt or list', async () => {
    for (const [url, body, mensaje] of [
      [LISTAR, { fi: '2026-02-30', ff: HOY }, m.fechaInvalida],
      [LISTAR, { fi: HOY }, m.fechaInvalida],
      [`${GUARDAR}/0/03/${HOY}/`, [], m.clienteInvalido],
      [`${GUARDAR}/1/3/${HOY}/`, [], m.formaPagoInvalida],
      [`${GUARDAR}/1/03/2026-13-01/`, [], m.fechaInvalida],
      [`${GUARDAR}/1/03/${HOY}/`, [{ idFacturaCredito: 0 }], m.facturaInvalida],
      [`${PDF}/0`, undefined, m.comprobanteInvalido],
      [PENDIENTES, { fi: HOY, ff: HOY, seriePago: 'X'.repeat(11) }, m.serieInvalida],
      [TIMBRAR_VARIOS, [], m.sinSeleccionPendientes],
      [TIMBRAR_VARIOS, Array.from({ length: 51 }, (_, i) => ({ idPago: i + 1 })), m.demasiadosTimbrar],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().value).toBe(false);
      expect(res.json().message, url).toContain(mensaje);
    }
    for (const url of [`${TIMBRAR}/abc`, `${XML}/-1`]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(m.comprobanteInvalido);
    }
  });

  it('answers a receipt that does not exist with the rule, on every call that names one', async () => {
    expect((await admin.get(`${TIMBRAR}/999999`)).json()).toMatchObject({
      value: false,
      message: m.comprobanteNoExiste,
    });
    expect((await admin.post(`${PDF}/999999`)).json().message).toBe(m.comprobanteNoExiste);
    expect((await admin.get(`${XML}/999999`)).json().message).toBe(m.comprobanteNoExiste);
    const [r] = (await admin.post(TIMBRAR_VARIOS, [{ idPago: 999999 }])).json().data;
    expect(r).toMatchObject({ idPago: 999999, valor: false, mensaje: m.comprobanteNoExiste });
  });
});

describe('obtener-comprobantepago (002 §7: fi, ff)', () => {
  it("lists the credit invoices with a balance in the range, the spec's fields, by customer", async () => {
    const todas = await facturasAbiertas(admin);
    expect(todas.length).toBeGreaterThan(20);
    expect(new Set(todas.map((f) => f.codCliente)).size).toBeGreaterThan(5);
    for (const f of todas) {
      expect(f.saldo).toBeGreaterThan(0);
      expect(f.saldo).toBeLessThanOrEqual(f.importe);
      expect(f.seleccionado).toBe(false);
      expect(f.fechaFactura >= DESDE && f.fechaFactura <= HOY).toBe(true);
      expect(f.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    }
    // Some were partly paid by earlier receipts: their next payment is not the first.
    expect(todas.some((f) => f.numParcialidad > 1 && f.saldo < f.importe)).toBe(true);
    const [fila] = (await admin.post(LISTAR, { fi: DESDE, ff: HOY })).json().data as Record<
      string,
      unknown
    >[];
    expect(Object.keys(fila!)).toEqual(
      expect.arrayContaining([
        'folio',
        'serie',
        'nombreCliente',
        'rfcCliente',
        'importe',
        'fechaFactura',
        'seleccionado',
        'codCliente',
      ]),
    );
    // Customer by customer (Spanish order of the name), never interleaved.
    const clientes = todas.map((f) => f.codCliente).filter((c, i, a) => i === 0 || a[i - 1] !== c);
    expect(new Set(clientes).size).toBe(clientes.length);
    const [{ pagadas }] = (await rowsOf<{ pagadas: number }>(
      db,
      sql`select count(*)::int as pagadas from facturas_credito where saldo = 0`,
    )) as [{ pagadas: number }];
    expect(pagadas).toBeGreaterThan(0);
  });

  it('swaps a start after the end, and answers an empty list when nothing is owed in the range', async () => {
    const mes = sumarDias(HOY, -30);
    const enOrden = (await admin.post(LISTAR, { fi: mes, ff: HOY })).json().data;
    const alReves = (await admin.post(LISTAR, { fi: HOY, ff: mes })).json();
    expect(alReves.value).toBe(true);
    expect(alReves.data).toEqual(enOrden);
    expect(enOrden.length).toBeGreaterThan(0);
    const vacia = (await admin.post(LISTAR, { fi: '2001-01-01', ff: '2001-12-31' })).json();
    expect(vacia).toMatchObject({ value: true, data: [] });
  });
});

describe('obtener-seriepago and configuracion', () => {
  it("answers the series, the default 'BA' first", async () => {
    const series = (await admin.post(SERIES)).json().data as { seriePago: string }[];
    expect(series[0]).toMatchObject({ seriePago: SERIE_PAGO_DEFAULT, descripcion: expect.any(String) });
  });

  it('says whether stamping is in test mode (no fiscal value)', async () => {
    const conf = (await admin.get(CONFIGURACION)).json().data;
    expect(conf).toEqual({ modoPrueba: true, pac: 'Prueba (sin valor fiscal)', seriePago: 'BA' });
  });
});

describe('pendiente-timbrar (002 §7: fi, ff, seriePago)', () => {
  it("lists the demo's receipts of the range, newest first, stamped and not, with the spec's fields", async () => {
    const body = { fi: DESDE, ff: HOY, seriePago: 'BA' };
    const lista = (await admin.post(PENDIENTES, body)).json().data as Record<string, unknown>[];
    expect(lista.length).toBeGreaterThan(10);
    expect(Object.keys(lista[0]!)).toEqual(
      expect.arrayContaining([
        'folioPago',
        'seriePago',
        'nomCliente',
        'montoPago',
        'fechaEmision',
        'timbrado',
        'iDFacturaPagosEnc',
        'idPago',
      ]),
    );
    const emision = lista.map((c) => String(c.fechaEmision));
    expect(emision).toEqual([...emision].sort().reverse());
    expect(lista.some((c) => c.timbrado)).toBe(true);
    const pendientes = lista.filter((c) => !c.timbrado);
    expect(pendientes.length).toBeGreaterThan(0);
    expect(pendientes.some((c) => String(c.mensajePac).includes('Tiempo de espera'))).toBe(true);
    const solo = (await admin.post(PENDIENTES, { ...body, soloPendientes: true })).json().data;
    expect(solo).toEqual(pendientes);
    // Reversed dates are swapped; another series lists none of these.
    expect((await admin.post(PENDIENTES, { ...body, fi: HOY, ff: DESDE })).json().data).toEqual(lista);
    expect((await admin.post(PENDIENTES, { ...body, seriePago: 'ZZ' })).json().data).toEqual([]);
    expect((await admin.post(PENDIENTES, { ...body, seriePago: '' })).json().data.length).toBe(lista.length);
  });
});
