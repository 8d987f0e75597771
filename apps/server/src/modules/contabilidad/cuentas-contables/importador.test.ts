import { cuentasContablesMessages as m } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { archivoCsv, archivoXlsx, importar } from '../../../../test/importacion.ts';
import { auditoria, catCuentasContables, catEmpresas } from '../../../db/schema/index.ts';
import type { Importador } from '../../../platform/importacion/tipos.ts';
import importadorCuentas, { C, mensajesCuentas as mc } from './importador.ts';

/**
 * The chart-of-accounts import on the demo database: companies 1 and 2 have 105-01-000001 and
 * 105-02-000001, company 3 none; every active branch n has 101-01/401-01/401-02-00000n except the
 * ones about to open (7, 14, 21, 28, 35), which have none.
 */
const { db } = await createTestApp();
const importador = importadorCuentas as Importador<unknown>;
const encabezado = [C.cuenta, C.tipo, C.empresa, C.sucursal];

const buenas = [
  encabezado,
  ['105-03-000001', 'Empresa', '3', ''],
  ['101-01-000007', 'Efectivo', '', '7'],
  ['401-01-000007', 'Ventas tasa general', '', '7'],
  ['401-02-000007', 'ventas tasa 0%', '', '7'],
  ['101-01-000001', 'Efectivo', '', '1'],
  ['105-01-000001', 'EMPRESA', '1', ''],
];

const cuentasDe = async (cod: number) =>
  (
    await db
      .select({
        e: catCuentasContables.cuentaEfectivo,
        g: catCuentasContables.cuentaTasaGral,
        c: catCuentasContables.cuentaTasa0,
      })
      .from(catCuentasContables)
      .where(eq(catCuentasContables.codSucursal, cod))
  )[0];

describe('import of the chart of accounts', () => {
  it('a dry run writes nothing', async () => {
    const r = await importar(db, importador, archivoCsv(buenas), true);
    expect(r.lineas).toEqual([]);
    expect(await cuentasDe(7)).toBeUndefined();
  });

  it('sets company and branch accounts; those already there are unchanged; audited as S23 does', async () => {
    const r = await importar(db, importador, await archivoXlsx(buenas));
    expect(r.lineas).toEqual([]);
    expect(r.conteo).toEqual({ nuevos: 4, actualizados: 0, sinCambios: 2 });
    expect(await cuentasDe(7)).toEqual({ e: '101-01-000007', g: '401-01-000007', c: '401-02-000007' });
    const [empresa] = await db.select().from(catEmpresas).where(eq(catEmpresas.idCatEmpresa, 3));
    expect(empresa?.cuenta).toBe('105-03-000001');
    const auditados = await db
      .select({ tabla: auditoria.tabla, antes: auditoria.antes, despues: auditoria.despues })
      .from(auditoria)
      .where(eq(auditoria.ruta, 'cli import cuentas-contables'));
    expect(auditados).toEqual(
      expect.arrayContaining([
        { tabla: 'cat_empresas', antes: { cuenta: '' }, despues: { cuenta: '105-03-000001' } },
        {
          tabla: 'cat_cuentas_contables',
          antes: { cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '' },
          despues: {
            codSucursal: 7,
            cuentaEfectivo: '101-01-000007',
            cuentaTasaGral: '401-01-000007',
            cuentaTasa0: '401-02-000007',
          },
        },
      ]),
    );
    expect(auditados).toHaveLength(2);
  });

  it('run again: nothing changes; an account given to another branch moves there', async () => {
    expect((await importar(db, importador, archivoCsv(buenas))).conteo).toEqual({
      nuevos: 0,
      actualizados: 0,
      sinCambios: 6,
    });
    const r = await importar(
      db,
      importador,
      archivoCsv([encabezado, ['101-01-000001', 'Efectivo', '', '14']]),
    );
    expect(r.conteo).toEqual({ nuevos: 0, actualizados: 1, sinCambios: 0 });
    expect(await cuentasDe(1)).toEqual({ e: '', g: '401-01-000001', c: '401-02-000001' });
    expect(await cuentasDe(14)).toEqual({ e: '101-01-000001', g: '', c: '' });
  });

  it('reports every bad row with S23’s messages, repeated accounts and slots; writes nothing', async () => {
    const malas = [
      encabezado,
      ['105-3-000001', 'Empresa', '3', ''],
      ['10101000021', 'Efectivo', '', '21'],
      ['401-01-21', 'Ventas tasa general', '', '21'],
      ['401-0-000021', 'Ventas tasa 0%', '', '21'],
      ['', 'Efectivo', '', '28'],
      ['101-01-000028', 'Caja', '', '28'],
      ['101-01-000029', 'Efectivo', '1', ''],
      ['105-09-000001', 'Empresa', '9', ''],
      ['101-01-009999', 'Efectivo', '', '9999'],
      ['101-01-000035', 'Efectivo', '', '35'],
      ['101-01-000036', 'Efectivo', '', '35'],
      ['101-01-000035', 'Efectivo', '', '36'],
    ];
    const r = await importar(db, importador, archivoCsv(malas));
    expect(r.lineas).toEqual([
      `línea 2: ${C.cuenta}: ${m.formatoCuenta}`,
      `línea 3: ${C.cuenta}: ${m.formatoEfectivo}`,
      `línea 4: ${C.cuenta}: ${m.formatoTasaGral}`,
      `línea 5: ${C.cuenta}: ${m.formatoTasa0}`,
      `línea 6: ${C.cuenta}: ${m.cuentaVacia}`,
      `línea 7: ${C.tipo}: ${mc.tipo}`,
      `línea 8: ${C.sucursal}: ${m.sucursalInvalida}`,
      `línea 8: ${C.empresa}: ${mc.soloEmpresa}`,
      `línea 9: ${C.empresa}: ${m.empresaNoExiste}`,
      `línea 10: ${C.sucursal}: ${m.sucursalNoExiste}`,
      `línea 12: ${C.tipo}: La sucursal 35 ya tiene otra cuenta de efectivo en la línea 11.`,
      `línea 13: ${C.cuenta}: Clave repetida en la línea 11.`,
    ]);
    expect(await cuentasDe(21)).toBeUndefined();
    expect(await cuentasDe(35)).toBeUndefined();
    const empresas = await db
      .select()
      .from(catEmpresas)
      .where(inArray(catEmpresas.idCatEmpresa, [3]));
    expect(empresas[0]?.cuenta).toBe('105-03-000001');
  });
});
