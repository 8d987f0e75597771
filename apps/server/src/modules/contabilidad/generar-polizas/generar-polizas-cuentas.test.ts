import { generarPolizasMessages as m } from '@farmasi/contracts/contabilidad/generar-polizas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catCuentasContables, catEmpresas, catSucursales } from '../../../db/schema/index.ts';
import { sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

import { ayer, cuadra, cuerpo, leerArchivo } from './polizas.testutil.ts';

const generar = (variante: string, body: unknown) => admin.post(`/polizas/${variante}`, body);

describe('a branch without its own accounts (issue 24)', () => {
  const cuentasDe = (
    codSucursal: number,
    cuentas: Partial<Record<'cuentaEfectivo' | 'cuentaTasaGral' | 'cuentaTasa0', string>>,
  ) => db.update(catCuentasContables).set(cuentas).where(eq(catCuentasContables.codSucursal, codSucursal));
  const todas = (codSucursal: number) => {
    const n = String(codSucursal).padStart(6, '0');
    return { cuentaEfectivo: `101-01-${n}`, cuentaTasaGral: `401-01-${n}`, cuentaTasa0: `401-02-${n}` };
  };
  const nombre = async (codSucursal: number) =>
    (await db.select().from(catSucursales).where(eq(catSucursales.codSucursal, codSucursal)))[0]!.sucursal;

  it("is named with the sales accounts it lacks, and no file is written (not the company's account)", async () => {
    await cuentasDe(3, { cuentaTasaGral: '', cuentaTasa0: '' });
    await cuentasDe(5, { cuentaTasa0: '' });
    try {
      for (const [variante, poliza] of [
        ['polizacostoventa', 1],
        ['polizabonificacion', 2],
      ] as const) {
        const res = await generar(variante, cuerpo({ poliza }));
        expect(res.statusCode, variante).toBe(200);
        expect(res.headers['content-type'], variante).toContain('application/json');
        expect(res.headers['content-disposition'], variante).toBeUndefined();
        expect(res.json(), variante).toEqual({
          value: false,
          message: m.sinCuentas(
            `${await nombre(3)} (ventas tasa general, ventas tasa 0%), ${await nombre(5)} (ventas tasa 0%)`,
            2,
          ),
          data: null,
        });
      }
      // One branch alone is told in the singular.
      await cuentasDe(5, todas(5));
      const res = (await generar('polizacostoventa', cuerpo())).json();
      expect(res.message).toBe(
        `La sucursal ${await nombre(3)} (ventas tasa general, ventas tasa 0%) no tiene cuenta contable: captúrela en el Catálogo de Cuentas Contables.`,
      );
    } finally {
      await cuentasDe(3, todas(3));
      await cuentasDe(5, todas(5));
    }
  });

  it("a branch with no row at all in the chart is named too; the returns' póliza, which credits no sales, is not refused", async () => {
    await db.delete(catCuentasContables).where(eq(catCuentasContables.codSucursal, 4));
    try {
      const res = (await generar('polizacostoventa', cuerpo())).json();
      expect(res.message).toBe(m.sinCuentas(`${await nombre(4)} (ventas tasa general, ventas tasa 0%)`, 1));
      const devoluciones = await generar('polizadevolucion', cuerpo({ poliza: 3 }));
      expect(devoluciones.statusCode).toBe(200);
      const polizas = leerArchivo(devoluciones.rawPayload.toString('latin1'));
      // Its refund (cash) goes to the company's account, the one fallback kept.
      const abonos = polizas[0]!.movimientos.filter((x) => x.referencia === '4' && !x.cargo);
      expect(abonos.map((x) => x.cuenta)).toContain('10501000001');
    } finally {
      await db.insert(catCuentasContables).values({ codSucursal: 4, ...todas(4) });
    }
  });

  it("only its cash falls back to the company's account; with no company account it is named as well", async () => {
    await cuentasDe(3, { cuentaEfectivo: '' });
    try {
      const res = await generar('polizacostoventa', cuerpo());
      expect(res.statusCode, res.body).toBe(200);
      const [dia] = leerArchivo(res.rawPayload.toString('latin1'));
      const de3 = dia!.movimientos.filter((x) => x.referencia === '3');
      expect(de3[0]).toMatchObject({ cuenta: '10501000001', cargo: true });
      expect(de3.filter((x) => !x.cargo).map((x) => x.cuenta)).toEqual(
        expect.arrayContaining(['40101000003', '40102000003']),
      );
      const { cargos, abonos } = cuadra(dia!);
      expect(cargos).toBe(abonos);

      await db.update(catEmpresas).set({ cuenta: '' }).where(eq(catEmpresas.idCatEmpresa, 1));
      const sinEmpresa = (await generar('polizacostoventa', cuerpo())).json();
      expect(sinEmpresa).toEqual({
        value: false,
        message: m.sinCuentas(`${await nombre(3)} (efectivo)`, 1),
        data: null,
      });
    } finally {
      await db.update(catEmpresas).set({ cuenta: '105-01-000001' }).where(eq(catEmpresas.idCatEmpresa, 1));
      await cuentasDe(3, todas(3));
    }
  });

  it('a branch that has not sold in the period needs no accounts', async () => {
    const sinVentas = await rowsOf<{ cod_sucursal: number }>(
      db,
      sql`
      select s.cod_sucursal from cat_sucursales s
       where s.activo and not exists (select 1 from cat_cuentas_contables c where c.cod_sucursal = s.cod_sucursal)`,
    );
    expect(sinVentas.length).toBeGreaterThan(0);
    const res = await generar('polizacostoventa', cuerpo());
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the folio (issue 24)', () => {
  it('999,999,998 over two days gives folios 999,999,998 and 999,999,999', async () => {
    const res = await generar(
      'polizacostoventa',
      cuerpo({ fechaInicio: sumarDias(ayer, -1), folio: 999_999_998 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="PolizaVentaCostoVenta_999999998.txt"');
    expect(leerArchivo(res.rawPayload.toString('latin1')).map((p) => p.folio)).toEqual([
      999_999_998, 999_999_999,
    ]);
  });

  it('999,999,999 over two days says the second póliza would need a tenth digit and which folio fits, not that the folio is out of range', async () => {
    const res = await generar(
      'polizacostoventa',
      cuerpo({ fechaInicio: sumarDias(ayer, -1), folio: 999_999_999 }),
    );
    expect(res.json()).toEqual({ value: false, message: m.folioExcedido(999_999_999, 2), data: null });
    expect(m.folioExcedido(999_999_999, 2)).toBe(
      'Con el folio 999,999,999 las 2 pólizas del periodo llegarían al folio 1,000,000,000, que no cabe en 9 dígitos: el folio inicial puede ser a lo más 999,999,998.',
    );
    expect(res.json().message).not.toBe(m.folio);
    // 999,999,999 on a single day is written as it is.
    const unDia = await generar('polizacostoventa', cuerpo({ fechaInicio: ayer, folio: 999_999_999 }));
    expect(leerArchivo(unDia.rawPayload.toString('latin1')).map((p) => p.folio)).toEqual([999_999_999]);
  });
});
