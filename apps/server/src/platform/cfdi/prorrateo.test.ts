import { describe, expect, it } from 'vitest';
import { aMicro, formatear, importeMxn, proporcion } from './importes.ts';
import { documentoRelacionado, type FacturaPorPagar, trasladosProrrateados } from './prorrateo.ts';

const FACTURA: FacturaPorPagar = {
  uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  serie: 'FA',
  folio: '1988',
  total: '3537.35',
  bases: [
    { tasa: '0.16', base: '2156.33' },
    { tasa: '0', base: '1036.01' },
  ],
  saldoAnterior: '3537.35',
  numParcialidad: 1,
};

describe('exact amounts', () => {
  it('reads and writes decimals without floating point, rounding half up', () => {
    expect(formatear(aMicro('0.1', 'x') + aMicro('0.2', 'x'), 2)).toBe('0.30');
    expect(formatear(aMicro('2.675', 'x'), 2)).toBe('2.68');
    expect(formatear(aMicro('2.674999', 'x'), 2)).toBe('2.67');
    expect(formatear(aMicro('1234', 'x'), 6)).toBe('1234.000000');
    expect(formatear(proporcion(aMicro('1', 'x'), aMicro('2', 'x'), aMicro('3', 'x'), 6), 6)).toBe(
      '0.666667',
    );
  });

  it('refuses negatives, exponents and more than six decimals, and cents fractions where pesos are due', () => {
    for (const v of ['-1', '1e3', '1.1234567', '', 'abc']) expect(() => aMicro(v, 'Monto')).toThrow(/Monto/);
    expect(() => importeMxn('10.005', 'ImpPagado')).toThrow(
      "ImpPagado: el importe '10.005' tiene fracciones de centavo",
    );
    expect(importeMxn('10.5', 'ImpPagado')).toBe('10.50');
  });
});

describe('taxes prorated by the share paid', () => {
  it('a full payment carries the invoice bases and the rate on them', () => {
    expect(trasladosProrrateados(FACTURA, '3537.35')).toEqual([
      { base: '2156.33', tasa: '0.160000', importe: '345.01' },
      { base: '1036.01', tasa: '0.000000', importe: '0.00' },
    ]);
  });

  it('a partial payment: BaseDR = base × paid ÷ total, ImporteDR = BaseDR × rate, to the cent', () => {
    // 2156.33 × 1500 ÷ 3537.35 = 914.383…; 914.38 × 0.16 = 146.3008; 1036.01 × 1500 ÷ 3537.35 = 439.315…
    expect(trasladosProrrateados(FACTURA, '1500.00')).toEqual([
      { base: '914.38', tasa: '0.160000', importe: '146.30' },
      { base: '439.32', tasa: '0.000000', importe: '0.00' },
    ]);
  });

  it('a payment too small for a cent of base uses the six decimals the SAT allows', () => {
    // 10.00 × 0.01 ÷ 1160.00 = 0.0000862 (0.00 to the cent); 1148.40 × 0.01 ÷ 1160.00 = 0.0099.
    const factura = {
      ...FACTURA,
      total: '1160.00',
      bases: [
        { tasa: '0.16', base: '10.00' },
        { tasa: '0', base: '1148.40' },
      ],
    };
    expect(trasladosProrrateados(factura, '0.01')).toEqual([
      { base: '0.000086', tasa: '0.160000', importe: '0.000014' },
      { base: '0.01', tasa: '0.000000', importe: '0.00' },
    ]);
  });

  it('leaves out a rate whose base is zero', () => {
    const solo16 = {
      ...FACTURA,
      total: '116.00',
      bases: [
        { tasa: '0.16', base: '100.00' },
        { tasa: '0', base: '0.00' },
      ],
    };
    expect(trasladosProrrateados(solo16, '58.00')).toEqual([
      { base: '50.00', tasa: '0.160000', importe: '8.00' },
    ]);
  });
});

describe('documentoRelacionado', () => {
  it('a second payment: balances, number and ObjetoImpDR 02 with its prorated taxes', () => {
    const segundo = { ...FACTURA, saldoAnterior: '2537.35', numParcialidad: 2 };
    expect(documentoRelacionado(segundo, '1500')).toEqual({
      uuid: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
      serie: 'FA',
      folio: '1988',
      numParcialidad: 2,
      saldoAnterior: '2537.35',
      importePagado: '1500.00',
      saldoInsoluto: '1037.35',
      objetoImp: '02',
      traslados: [
        { base: '914.38', tasa: '0.160000', importe: '146.30' },
        { base: '439.32', tasa: '0.000000', importe: '0.00' },
      ],
    });
  });

  it('an invoice without taxable bases is ObjetoImpDR 01 without traslados', () => {
    const d = documentoRelacionado(
      { ...FACTURA, total: '350.00', saldoAnterior: '350.00', bases: [] },
      '350.00',
    );
    expect(d).toMatchObject({ objetoImp: '01', traslados: [], saldoInsoluto: '0.00' });
  });

  it('refuses paying nothing or more than the balance', () => {
    expect(() => documentoRelacionado(FACTURA, '0')).toThrow(
      'El importe pagado de la factura FA1988 debe ser mayor que cero',
    );
    expect(() => documentoRelacionado(FACTURA, '3537.36')).toThrow(
      'El importe pagado de la factura FA1988 excede su saldo (3537.35)',
    );
  });
});
