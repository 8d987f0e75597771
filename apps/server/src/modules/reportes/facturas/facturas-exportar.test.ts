import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';
import {
  cortar,
  DIA_LIMITES,
  facturar,
  leerCsv,
  notaDeCredito,
  numeroDeCorte,
  SUCURSAL,
  timbrar,
} from './facturas.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const EXPORTAR = '/reportes/facturas/excel';

await cortar(db, DIA_LIMITES, '500.00', '420.00', '80.00');
const f = {
  oculta: await facturar(db, { fecha: DIA_LIMITES, total: '999.99' }),
  mediana: await facturar(db, { fecha: DIA_LIMITES, total: '1000.10' }),
  roja: await facturar(db, { fecha: DIA_LIMITES, total: '999.89' }),
  negativa: await facturar(db, { fecha: DIA_LIMITES, total: '1230.40' }),
};
await timbrar(db, f.roja.id, '2035-03-11T08:15:00Z', '=HYPERLINK("x"), S.A.');
await timbrar(db, f.negativa.id, '2035-03-11T19:05:00Z', 'Clínica "San José"');
await notaDeCredito(db, f.roja.id, '2035-03-12', '12.50');
await notaDeCredito(db, f.roja.id, '2035-03-13', '0.25');

const [{ sucursal } = { sucursal: '' }] = await rowsOf<{ sucursal: string }>(
  db,
  sql`select sucursal from cat_sucursales where cod_sucursal = ${SUCURSAL}`,
);

const exportar = (body: Record<string, unknown>) => admin.post(EXPORTAR, body);

describe('Exportar Excel: VentasPorCorte_yyyymmdd_hhmmss.csv (003 §9)', () => {
  it('names the file for sales by cut with its Mexico City time, CSV in UTF-8 with BOM', async () => {
    const antes = Date.now();
    const res = await exportar({ fechaInicio: DIA_LIMITES, fechaFin: DIA_LIMITES, codSucursal: SUCURSAL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const nombre = /filename="(VentasPorCorte_(\d{8})_(\d{6})\.csv)"/.exec(
      String(res.headers['content-disposition']),
    );
    expect(nombre).not.toBeNull();
    // The stamp is the wall clock of Mexico City (UTC−6) at the export, to the second.
    const sello = `${nombre![2]}${nombre![3]}`;
    const local = (t: number) => new Date(t - 6 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
    expect(sello >= local(antes - 1000) && sello <= local(Date.now() + 1000)).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('writes every shown row, cell by cell, in the table’s columns and order', async () => {
    const res = await exportar({ fechaInicio: DIA_LIMITES, fechaFin: DIA_LIMITES, codSucursal: SUCURSAL });
    const filas = leerCsv(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    const corte = String(await numeroDeCorte(db, DIA_LIMITES));
    const comun = ['Farmacias FarmaSí', `${SUCURSAL} - ${sucursal}`, corte, '10/03/2035'];
    const montos = ['420.00', '500.00', '80.00', '0.00', '1000.00'];
    expect(filas).toEqual([
      [
        'Farmacia',
        'Sucursal',
        'Corte',
        'Fecha',
        'Exento',
        'Gravado',
        'IVA',
        'IEPS',
        'Total',
        'Folio',
        'Cliente facturado',
        'Importe corte',
        'Importe factura',
        'Diferencia',
        'Fecha timbrado',
        'Importe NC',
      ],
      // 999.99 (a difference of 0.01) is not shown, so not exported.
      [...comun, ...montos, f.mediana.folio, 'PÚBLICO EN GENERAL', '1000.00', '1000.10', '-0.10', '', '0.00'],
      // A text that a spreadsheet would run as a formula is neutralised; the comma is quoted.
      [
        ...comun,
        ...montos,
        f.roja.folio,
        `'=HYPERLINK("x"), S.A.`,
        '1000.00',
        '999.89',
        '0.11',
        '11/03/2035 02:15',
        '12.75',
      ],
      [
        ...comun,
        ...montos,
        f.negativa.folio,
        'Clínica "San José"',
        '1000.00',
        '1230.40',
        '-230.40',
        '11/03/2035 13:05',
        '0.00',
      ],
    ]);
    // The quotes inside a name are doubled in the file itself.
    expect(res.body).toContain('"Clínica ""San José"""');
  });

  it('writes the whole filtered result, not the page asked for', async () => {
    const res = await exportar({
      fechaInicio: DIA_LIMITES,
      fechaFin: DIA_LIMITES,
      codSucursal: SUCURSAL,
      pagina: 2,
      tamanoPagina: 1,
    });
    expect(leerCsv(res.body.replace(/^\uFEFF/, ''))).toHaveLength(4);
  });

  it('writes the header alone when nothing differs', async () => {
    const res = await exportar({ fechaInicio: '2001-01-01', fechaFin: '2001-01-02' });
    expect(res.statusCode).toBe(200);
    expect(leerCsv(res.body.replace(/^\uFEFF/, ''))).toHaveLength(1);
  });

  it('exports a month of every branch as the list counts it', async () => {
    const body = { fechaInicio: '2035-03-01', fechaFin: '2035-03-31' };
    const lista = (await admin.post('/reportes/facturas/', body)).json();
    const res = await exportar(body);
    expect(leerCsv(res.body.replace(/^\uFEFF/, '')).length - 1).toBe(lista.data.totalRegistros);
  });
});
