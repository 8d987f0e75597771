import {
  conDatos,
  comprobantePagoMessages as m,
  nombreFactura,
} from '@farmasi/contracts/sat/comprobantepago';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { facturasAbiertas, GUARDAR, guardar, HOY, porCliente } from './comprobantepago.testutil.ts';
import { comprobantesPago, comprobantesPagoFacturas, facturasCredito } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const saldoDe = async (id: number) =>
  Number((await db.select().from(facturasCredito).where(eq(facturasCredito.idFacturaCredito, id)))[0]!.saldo);
const cuantos = async () =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from comprobantes_pago`))[0]!.n;
const rechazo = (res: { json(): { value: boolean; message: string } }, mensaje: string) => {
  expect(res.json()).toMatchObject({ value: false, message: mensaje });
};

describe('guardar-facturapago: the rules, in the order the screen checks them', () => {
  it('refuses, saving nothing: none ticked, two customers, another customer than the path, unknown or repeated invoices', async () => {
    const [a, b] = await porCliente(admin);
    const antes = await cuantos();
    rechazo(await guardar(admin, [], { codCliente: a![0]!.codCliente }), m.alMenosUno);
    rechazo(
      await admin.post(`${GUARDAR}/${a![0]!.codCliente}/03/${HOY}/`, [
        { idFacturaCredito: a![0]!.idFacturaCredito, seleccionado: false },
      ]),
      m.alMenosUno,
    );
    rechazo(await guardar(admin, [a![0]!, b![0]!]), m.mismoCliente);
    rechazo(await guardar(admin, [a![0]!], { codCliente: b![0]!.codCliente }), m.mismoCliente);
    rechazo(await guardar(admin, [{ idFacturaCredito: 999_999, codCliente: 1 }]), m.facturaNoExiste);
    rechazo(
      await guardar(admin, [a![0]!, a![0]!]),
      conDatos(m.facturaRepetida, { factura: nombreFactura(a![0]!) }),
    );
    expect(await cuantos()).toBe(antes);
  });

  it('refuses an amount of 0, with 3 decimals or above the balance, naming the invoice', async () => {
    const [f] = (await porCliente(admin, 1))[0]!;
    const factura = nombreFactura(f!);
    rechazo(await guardar(admin, [f!], { importes: [0] }), conDatos(m.importeInvalido, { factura }));
    rechazo(await guardar(admin, [f!], { importes: [10.005] }), conDatos(m.importeInvalido, { factura }));
    rechazo(
      await guardar(admin, [f!], { importes: [f!.saldo + 0.01] }),
      conDatos(m.importeMayorSaldo, {
        factura,
        saldo: `$${f!.saldo.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      }),
    );
    expect(await saldoDe(f!.idFacturaCredito)).toBe(f!.saldo);
  });

  it('refuses an unknown payment method, a date after today and one before an invoice', async () => {
    const [f] = (await porCliente(admin, 1))[0]!;
    rechazo(await guardar(admin, [f!], { formaPago: '99' }), m.formaPagoInvalida);
    rechazo(await guardar(admin, [f!], { fechaPago: sumarDias(HOY, 1) }), m.fechaFutura);
    rechazo(
      await guardar(admin, [f!], { fechaPago: sumarDias(f!.fechaFactura, -1) }),
      conDatos(m.fechaAnteriorFactura, { factura: nombreFactura(f!) }),
    );
  });

  it('refuses a customer whose fiscal data are incomplete (the receipt could not be stamped)', async () => {
    const [f] = (await porCliente(admin, 1))[0]!;
    const domicilio = sql`clientes_credito_domicilios where cod_cliente = ${f!.codCliente}`;
    const [{ cp }] = (await rowsOf<{ cp: string }>(db, sql`select cod_postal as cp from ${domicilio}`)) as [
      { cp: string },
    ];
    await db.execute(
      sql`update clientes_credito_domicilios set cod_postal = '' where cod_cliente = ${f!.codCliente}`,
    );
    const res = await guardar(admin, [f!]);
    expect(res.json().value).toBe(false);
    expect(res.json().message).toContain('no tiene completos sus datos fiscales');
    await db.execute(
      sql`update clientes_credito_domicilios set cod_postal = ${cp} where cod_cliente = ${f!.codCliente}`,
    );
  });
});

describe('guardar-facturapago: what is saved', () => {
  it('saves one unstamped receipt of the next BA folio, its rows with instalment and balances, in one go', async () => {
    const grupo = (await porCliente(admin, 2))[1]!;
    const [f1, f2] = grupo;
    const parcial = Math.round(f2!.saldo * 40) / 100;
    const [{ ultimo }] = (await rowsOf<{ ultimo: number }>(
      db,
      sql`select ultimo_folio as ultimo from series_pago where serie_pago = 'BA'`,
    )) as [{ ultimo: number }];
    const res = await guardar(admin, [f1!, f2!], { importes: [f1!.saldo, parcial], formaPago: '02' });
    expect(res.json().value, res.json().message).toBe(true);
    const [pago] = res.json().data;
    expect(pago).toMatchObject({ seriePago: 'BA', folioPago: ultimo + 1 });
    expect(pago.montoPago).toBeCloseTo(f1!.saldo + parcial, 2);

    const [c] = await db.select().from(comprobantesPago).where(eq(comprobantesPago.idPago, pago.idPago));
    expect(c).toMatchObject({
      seriePago: 'BA',
      folioPago: ultimo + 1,
      codCliente: f1!.codCliente,
      formaPago: '02',
      fechaPago: HOY,
      timbrado: false,
      uuid: null,
      creadoPor: expect.any(Number),
    });
    expect(Number(c!.montoPago)).toBeCloseTo(f1!.saldo + parcial, 2);
    const filas = await db
      .select()
      .from(comprobantesPagoFacturas)
      .where(eq(comprobantesPagoFacturas.idPago, pago.idPago));
    const de = (id: number) => filas.find((x) => x.idFacturaCredito === id)!;
    expect(de(f1!.idFacturaCredito)).toMatchObject({
      numParcialidad: f1!.numParcialidad,
      saldoInsoluto: '0.00',
    });
    expect(Number(de(f2!.idFacturaCredito).saldoAnterior)).toBe(f2!.saldo);
    expect(Number(de(f2!.idFacturaCredito).importePagado)).toBe(parcial);
    expect(await saldoDe(f1!.idFacturaCredito)).toBe(0);
    expect(await saldoDe(f2!.idFacturaCredito)).toBeCloseTo(f2!.saldo - parcial, 2);

    // Paid whole, it leaves the list; paid in part, its next payment is the following instalment.
    const despues = await facturasAbiertas(admin);
    expect(despues.some((x) => x.idFacturaCredito === f1!.idFacturaCredito)).toBe(false);
    expect(despues.find((x) => x.idFacturaCredito === f2!.idFacturaCredito)).toMatchObject({
      numParcialidad: f2!.numParcialidad + 1,
    });
    const auditoria = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from auditoria where tabla = 'comprobantes_pago' and clave = ${String(pago.idPago)}`,
    );
    expect(auditoria[0]!.n).toBe(1);
  });

  it('takes the whole balance when no amount is sent, and the spec rows as the list sent them back', async () => {
    const [f] = (await porCliente(admin, 1))[2]!;
    const res = await admin.post(`${GUARDAR}/${f!.codCliente}/01/${HOY}/`, [{ ...f, seleccionado: true }]);
    expect(res.json().value, res.json().message).toBe(true);
    expect(res.json().data[0].montoPago).toBe(f!.saldo);
    expect(await saldoDe(f!.idFacturaCredito)).toBe(0);
    // Its balance is gone: a second receipt of it is refused, nothing is overdrawn.
    rechazo(await guardar(admin, [f!]), conDatos(m.sinSaldo, { factura: nombreFactura(f!) }));
  });

  it('two saves at once: consecutive folios, and one invoice is never paid beyond its balance', async () => {
    const grupos = await porCliente(admin, 1);
    const [a] = grupos[3]!;
    const [b] = grupos[4]!;
    const [r1, r2, r3] = await Promise.all([
      guardar(admin, [a!]),
      guardar(admin, [a!]),
      guardar(admin, [b!]),
    ]);
    const bien = [r1!, r2!, r3!].filter((r) => r.json().value);
    expect(bien).toHaveLength(2);
    const folios = bien.map((r) => r.json().data[0].folioPago as number).sort((x, y) => x - y);
    expect(folios[1]! - folios[0]!).toBe(1);
    const mal = [r1!, r2!].find((r) => !r.json().value)!;
    expect([
      conDatos(m.sinSaldo, { factura: nombreFactura(a!) }),
      conDatos(m.saldoCambio, { factura: nombreFactura(a!) }),
    ]).toContain(mal.json().message);
    expect(await saldoDe(a!.idFacturaCredito)).toBe(0);
    const [{ pagado }] = (await rowsOf<{ pagado: string }>(
      db,
      sql`select sum(importe_pagado)::text as pagado from comprobantes_pago_facturas
           where id_factura_credito = ${a!.idFacturaCredito}`,
    )) as [{ pagado: string }];
    const [{ total }] = (await rowsOf<{ total: string }>(
      db,
      sql`select total::text as total from facturas_credito where id_factura_credito = ${a!.idFacturaCredito}`,
    )) as [{ total: string }];
    expect(Number(pagado)).toBe(Number(total));
  });
});
