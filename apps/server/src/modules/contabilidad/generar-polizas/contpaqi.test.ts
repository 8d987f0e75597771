import { describe, expect, it } from 'vitest';
import { archivoPolizas, lineaAM, lineaM, lineaP, lineasPolizas, type Poliza, pesos } from './contpaqi.ts';

const poliza: Poliza = {
  fecha: '2026-11-05',
  tipo: 1,
  folio: 120,
  concepto: 'Venta y costo de venta Farmacias FarmaSí 05/nov/2026',
  movimientos: [
    {
      cuenta: '101-01-000007',
      referencia: '7',
      cargo: true,
      centavos: 1_234_567,
      concepto: 'Venta Mérida Centro',
      uuids: ['6f1e2b0c-1d2e-4f3a-9b8c-7d6e5f4a3b2c'],
    },
    {
      cuenta: '401-01-000007',
      referencia: '7',
      cargo: false,
      centavos: 1_234_567,
      concepto: 'Venta tasa general Mérida Centro',
    },
  ],
};

/** The text between two 1-based columns, both included (FORMATS.md numbers columns that way). */
const col = (linea: string, desde: number, hasta: number) => linea.slice(desde - 1, hasta);

describe('CONTPAQi layout (FORMATS.md)', () => {
  it('writes the P line field by field at its columns', () => {
    const p = lineaP(poliza);
    expect(p).toHaveLength(147);
    expect(col(p, 1, 2)).toBe('P ');
    expect(col(p, 4, 11)).toBe('20261105');
    expect(col(p, 13, 16)).toBe('   1');
    expect(col(p, 18, 26)).toBe('      120');
    expect(col(p, 28, 28)).toBe('1');
    expect(col(p, 30, 39)).toBe('         0');
    expect(col(p, 41, 140).trimEnd()).toBe(poliza.concepto);
    expect(col(p, 142, 143)).toBe('11');
    expect(col(p, 145, 145)).toBe('0');
    expect(col(p, 147, 147)).toBe('0');
    for (const espacio of [3, 12, 17, 27, 29, 40, 141, 144, 146])
      expect(p[espacio - 1], `columna ${espacio}`).toBe(' ');
  });

  it('writes the M line with the account without hyphens, the side and the amount with two decimals', () => {
    const [cargo, abono] = poliza.movimientos.map(lineaM);
    expect(cargo).toHaveLength(200);
    expect(col(cargo!, 1, 2)).toBe('M ');
    expect(col(cargo!, 4, 33)).toBe('10101000007'.padEnd(30));
    expect(col(cargo!, 35, 44)).toBe('7'.padEnd(10));
    expect(col(cargo!, 46, 46)).toBe('0');
    expect(col(abono!, 46, 46)).toBe('1');
    expect(col(cargo!, 48, 67)).toBe('12345.67'.padStart(20));
    expect(col(cargo!, 69, 78)).toBe('0'.padStart(10));
    expect(col(cargo!, 80, 99)).toBe('0.0'.padStart(20));
    expect(col(cargo!, 101, 200).trimEnd()).toBe('Venta Mérida Centro');
  });

  it('matches the golden file: lines in order, the AM line after its movement, CRLF, Windows-1252', () => {
    const lineas = lineasPolizas([poliza]);
    expect(lineas.map((l) => l.slice(0, 2))).toEqual(['P ', 'M ', 'AM', 'M ']);
    expect(lineas[2]).toBe(lineaAM('6f1e2b0c-1d2e-4f3a-9b8c-7d6e5f4a3b2c'));
    expect(lineas[2]).toBe('AM 6F1E2B0C-1D2E-4F3A-9B8C-7D6E5F4A3B2C');
    const golden = [
      'P  20261105    1       120 1          0 Venta y costo de venta Farmacias FarmaSí 05/nov/2026                                                 11 0 0',
      `M  10101000007                    7          0             12345.67          0                  0.0 ${'Venta Mérida Centro'.padEnd(100)}`,
      'AM 6F1E2B0C-1D2E-4F3A-9B8C-7D6E5F4A3B2C',
      `M  40101000007                    7          1             12345.67          0                  0.0 ${'Venta tasa general Mérida Centro'.padEnd(100)}`,
    ];
    expect(lineas).toEqual(golden);
    const archivo = archivoPolizas([poliza]);
    expect(archivo.toString('latin1')).toBe(`${golden.join('\r\n')}\r\n`);
    // é and í are one byte each in Windows-1252.
    expect(archivo.indexOf(0xe9)).toBeGreaterThan(0);
    expect(archivo.includes(Buffer.from('é', 'utf8'))).toBe(false);
  });

  it('writes amounts without separators and keeps a line on one line', () => {
    expect(pesos(0)).toBe('0.00');
    expect(pesos(5)).toBe('0.05');
    expect(pesos(123_456_789)).toBe('1234567.89');
    const p = lineaP({ ...poliza, concepto: 'uno\r\ndos' });
    expect(p).not.toMatch(/[\r\n]/);
    expect(p).toHaveLength(147);
  });
});
