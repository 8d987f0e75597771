import { messages } from '@farmasi/contracts';
import {
  type FacturaCorte,
  facturasReporteMessages as fm,
  muestraFila,
  requiereRevision,
} from '@farmasi/contracts/reportes/facturas';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import {
  cortar,
  DIA_LIMITES,
  DIA_TICKETS,
  facturar,
  notaDeCredito,
  numeroDeCorte,
  SUCURSAL,
  timbrar,
  vender,
} from './facturas.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const CONSULTA = '/reportes/facturas/';
const DETALLE = '/reportes/facturas-detalle/';
const HOY = hoy();
const MES = sumarDias(HOY, -30);

type Pagina = { facturas: FacturaCorte[]; totalRegistros: number };
const consultar = async (body: Record<string, unknown>) => {
  const res = await admin.post(CONSULTA, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { value: boolean; message: string; data: Pagina };
};
const pagina = async (body: Record<string, unknown>) => {
  const r = await consultar(body);
  expect(r.value, r.message).toBe(true);
  return r.data;
};

// One cut of 1,000.00 and a global invoice per amount around the boundaries: what the cut says less
// what the invoice says is the difference.
await cortar(db, DIA_LIMITES, '500.00', '420.00', '80.00');
const limites: Record<string, { id: number; folio: string }> = {};
for (const total of ['1000.00', '999.99', '1000.01', '999.98', '999.90', '1000.10', '999.89', '1000.11'])
  limites[total] = await facturar(db, { fecha: DIA_LIMITES, total });
await timbrar(db, limites['999.89']!.id, '2035-03-11T08:15:00Z', '=HYPERLINK("x"), S.A.');
await notaDeCredito(db, limites['999.89']!.id, '2035-03-12', '12.50');
await notaDeCredito(db, limites['999.89']!.id, '2035-03-13', '0.25');

// A day with tickets: 100.00 in the global invoice, 50.00 invoiced to a customer (stamped at 50.05)
// and 20.00 that reached the cut after the global invoice was stamped (in no invoice).
await cortar(db, DIA_TICKETS, '0', '170.00', '0');
const global = await facturar(db, { fecha: DIA_TICKETS, total: '100.00' });
const cliente = await facturar(db, { fecha: DIA_TICKETS, total: '50.05', global: false });
await vender(db, { fecha: DIA_TICKETS, total: '100.00', folio: 800_001, factura: global.id });
await vender(db, { fecha: DIA_TICKETS, total: '50.00', folio: 800_002, factura: cliente.id });
await vender(db, { fecha: DIA_TICKETS, total: '20.00', folio: 800_003 });
await timbrar(db, cliente.id, '2035-03-11T20:00:00Z', 'Eduardo Gómez Delgado', '04');

const delDia = (dia: string, o: Record<string, unknown> = {}) =>
  pagina({ fechaInicio: dia, fechaFin: dia, codSucursal: SUCURSAL, ...o });

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    const body = { fechaInicio: MES, fechaFin: HOY, codSucursal: 0 };
    for (const [method, url] of [
      ['POST', CONSULTA],
      ['GET', `${DETALLE}1`],
      ['POST', `${CONSULTA}excel`],
    ] as const) {
      const payload = method === 'POST' ? body : undefined;
      const sinToken = await app.inject({ method, url: `/admin/api${url}`, payload });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 in Spanish for a bad date, branch, page size or invoice id', async () => {
    for (const [body, texto] of [
      [{ fechaInicio: '2026-02-30', fechaFin: HOY }, fm.fechaInvalida],
      [{ fechaInicio: MES }, fm.fechaInvalida],
      [{ fechaInicio: MES, fechaFin: HOY, codSucursal: -1 }, fm.sucursalInvalida],
      [{ fechaInicio: MES, fechaFin: HOY, codSucursal: 'x' }, fm.sucursalInvalida],
      [{ fechaInicio: MES, fechaFin: HOY, tamanoPagina: 500 }, 'Debe ser un número entero entre 1 y 200.'],
    ] as const) {
      for (const url of [CONSULTA, `${CONSULTA}excel`]) {
        const res = await admin.post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().message).toMatch(/^Datos inválidos/);
        expect(res.json().message).toContain(texto);
      }
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await admin.get(`${DETALLE}${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toContain(fm.facturaInvalida);
    }
  });

  it('refuses reversed dates and a range over a year, in the list and in the export', async () => {
    for (const [body, texto] of [
      [{ fechaInicio: HOY, fechaFin: MES }, fm.fechaInicialMayor],
      [{ fechaInicio: sumarDias(HOY, -366), fechaFin: HOY }, fm.rangoMaximo],
    ] as const) {
      expect(await consultar(body)).toEqual({ value: false, message: texto, data: null });
      const exp = await admin.post(`${CONSULTA}excel`, body);
      expect(exp.statusCode).toBe(200);
      expect(exp.json()).toEqual({ value: false, message: texto, data: null });
    }
    // 366 days, both counted, is a year.
    expect((await consultar({ fechaInicio: sumarDias(HOY, -365), fechaFin: HOY })).value).toBe(true);
  });

  it('says there are no data for a range without invoices', async () => {
    expect(await consultar({ fechaInicio: '2001-01-01', fechaFin: '2001-01-31' })).toEqual({
      value: true,
      message: fm.sinDatos,
      data: { facturas: [], totalRegistros: 0 },
    });
  });

  it('answers that an invoice does not exist', async () => {
    const res = await admin.get(`${DETALLE}2147483647`);
    expect(res.json()).toEqual({ value: false, message: fm.facturaNoExiste, data: null });
  });
});

describe('the tolerances (003 §5)', () => {
  it('shows only the rows whose difference exceeds 0.01; 0.01 itself is not shown', async () => {
    const { facturas, totalRegistros } = await delDia(DIA_LIMITES);
    expect(totalRegistros).toBe(5);
    expect(facturas.map((f) => [f.folio, f.diferencia])).toEqual([
      [limites['999.98']!.folio, 0.02],
      [limites['999.90']!.folio, 0.1],
      [limites['1000.10']!.folio, -0.1],
      [limites['999.89']!.folio, 0.11],
      [limites['1000.11']!.folio, -0.11],
    ]);
    for (const f of facturas) expect(muestraFila(f.diferencia)).toBe(true);
    expect(muestraFila(0.01)).toBe(false);
    expect(muestraFila(-0.01)).toBe(false);
  });

  it('marks for review (red, detail) only above 0.1; 0.1 itself is not', async () => {
    const { facturas } = await delDia(DIA_LIMITES);
    expect(facturas.map((f) => requiereRevision(f.diferencia))).toEqual([false, false, false, true, true]);
  });

  it('answers each row with its cut, invoice, stamping and credit notes', async () => {
    const { facturas } = await delDia(DIA_LIMITES);
    const corte = await numeroDeCorte(db, DIA_LIMITES);
    expect(corte).toBeGreaterThan(365);
    expect(facturas[3]).toEqual({
      farmacia: 'Farmacias FarmaSí',
      idCatEmpresa: 1,
      codSucursal: SUCURSAL,
      sucursal: expect.any(String),
      corte,
      fecha: DIA_LIMITES,
      exento: 420,
      gravado: 500,
      iVA: 80,
      iEPS: 0,
      total: 1000,
      idFactura: limites['999.89']!.id,
      folio: limites['999.89']!.folio,
      clienteFactura: '=HYPERLINK("x"), S.A.',
      importeCorte: 1000,
      importeFactura: 999.89,
      diferencia: 0.11,
      fechaTimbrado: '2035-03-11T08:15:00.000Z',
      importeNC: 12.75,
    });
    // Not stamped: no date; a global invoice's customer is the public.
    expect(facturas[0]).toMatchObject({ fechaTimbrado: '1900-01-01', clienteFactura: 'PÚBLICO EN GENERAL' });
  });

  it('compares a global invoice with the cut less the customers’ tickets, a customer’s with its tickets', async () => {
    const { facturas } = await delDia(DIA_TICKETS);
    expect(facturas.map((f) => [f.folio, f.importeCorte, f.importeFactura, f.diferencia])).toEqual([
      [global.folio, 120, 100, 20],
      [cliente.folio, 50, 50.05, -0.05],
    ]);
    expect(facturas[1]!.clienteFactura).toBe('Eduardo Gómez Delgado');
  });

  it('pages by 20 by default and on request, ordered by day and branch', async () => {
    const body = { fechaInicio: DIA_LIMITES, fechaFin: DIA_TICKETS, codSucursal: SUCURSAL };
    const todas = await pagina(body);
    expect(todas.totalRegistros).toBe(7);
    const segunda = await pagina({ ...body, pagina: 2, tamanoPagina: 3 });
    expect(segunda.totalRegistros).toBe(7);
    expect(segunda.facturas).toEqual(todas.facturas.slice(3, 6));
    // A page past the end is empty and still counts the search.
    expect(await pagina({ ...body, pagina: 5, tamanoPagina: 3 })).toEqual({
      facturas: [],
      totalRegistros: 7,
    });
  });
});

describe('the detail (003 §7 facturas-detalle)', () => {
  it('lists the cut’s invoices, the global one’s tickets and those in none, what was discounted and the sale', async () => {
    const res = await admin.get(`${DETALLE}${global.id}`);
    const { value, data } = res.json();
    expect(value).toBe(true);
    expect(data.factura.map((f: { folio: string }) => f.folio)).toEqual([global.folio, cliente.folio]);
    expect(data.factura[0]).toEqual({
      idFactura: global.id,
      codSucursal: SUCURSAL,
      sucursal: expect.any(String),
      folio: global.folio,
      codCliente: 'XAXX010101000',
      cliente: 'PÚBLICO EN GENERAL',
      fechaFactura: DIA_TICKETS,
      estatus: 'Sin timbrar',
      formaPago: '99 Por definir',
      importeFactura: 100,
    });
    expect(data.factura[1]).toMatchObject({
      estatus: 'Vigente',
      formaPago: '04 Tarjeta de crédito',
      importeFactura: 50.05,
    });
    const corte = await numeroDeCorte(db, DIA_TICKETS);
    // The ticket in no invoice first: the usual cause of a difference.
    expect(data.tickets).toEqual([
      expect.objectContaining({ ticket: '1-800003', venta: 20, folioFactura: '' }),
      {
        codSucursal: SUCURSAL,
        sucursal: expect.any(String),
        ticket: '1-800001',
        fecha: '2035-03-11T16:21:00.000Z',
        noCorte: corte,
        venta: 100,
        folioFactura: global.folio,
      },
    ]);
    expect(data.descontadoGlobal).toBe(50);
    expect(data.venta).toBe(170);
  });

  it('lists a customer invoice’s own tickets only', async () => {
    const { data } = (await admin.get(`${DETALLE}${cliente.id}`)).json();
    expect(data.factura[0].folio).toBe(cliente.folio);
    expect(data.tickets.map((t: { ticket: string }) => t.ticket)).toEqual(['1-800002']);
  });
});

describe('the demo data', () => {
  it('has shown, red and credited differences in the last month, never a hidden one', async () => {
    const { facturas, totalRegistros } = await pagina({ fechaInicio: MES, fechaFin: HOY, tamanoPagina: 200 });
    expect(totalRegistros).toBeGreaterThan(20);
    expect(facturas.every((f) => muestraFila(f.diferencia))).toBe(true);
    expect(facturas.some((f) => !requiereRevision(f.diferencia))).toBe(true);
    expect(facturas.some((f) => requiereRevision(f.diferencia))).toBe(true);
    expect(facturas.some((f) => f.importeNC > 0)).toBe(true);
    expect(facturas.every((f) => f.fechaTimbrado !== '1900-01-01')).toBe(true);
    // Yesterday: a ticket missing from a global invoice, listed in its detail.
    const ayer = facturas.find((f) => f.fecha === sumarDias(HOY, -1) && requiereRevision(f.diferencia));
    expect(ayer).toBeDefined();
    const { data } = (await admin.get(`${DETALLE}${ayer!.idFactura}`)).json();
    const sinFactura = data.tickets.filter((t: { folioFactura: string }) => t.folioFactura === '');
    expect(sinFactura).toHaveLength(1);
    expect(sinFactura[0].venta).toBeCloseTo(ayer!.diferencia, 2);
  });
});
