import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ColumnaExcel } from './excel.ts';
import { BOM, campoCsv, celdaCsv, escribirCsv, selloArchivo } from './exportar-csv.ts';

type Fila = Record<string, unknown>;
const col = (kind?: ColumnaExcel<Fila>['kind']): ColumnaExcel<Fila> => ({ header: 'x', key: 'v', kind });
const celda = (v: unknown, kind?: ColumnaExcel<Fila>['kind']) => celdaCsv(col(kind), { v });

describe('CSV export (exportar-csv.ts)', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(campoCsv('simple')).toBe('simple');
    expect(campoCsv('a,b')).toBe('"a,b"');
    expect(campoCsv('dice "hola"')).toBe('"dice ""hola"""');
    expect(campoCsv('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
  });

  it('writes cells by kind: money with two decimals, days and Mexico City times, the sentinel empty', () => {
    expect(celda(1234.5, 'moneda')).toBe('1234.50');
    expect(celda(-0.1, 'moneda')).toBe('-0.10');
    expect(celda('12.3', 'moneda')).toBe('12.30');
    expect(celda(7, 'numero')).toBe('7');
    expect(celda('2026-11-27', 'fecha')).toBe('27/11/2026');
    expect(celda('1900-01-01', 'fecha')).toBe('');
    expect(celda('2026-11-27T19:15:12.412Z', 'fechaHora')).toBe('27/11/2026 13:15');
    expect(celda(null)).toBe('');
    expect(celda(true)).toBe('Sí');
  });

  it('neutralises text a spreadsheet would run as a formula, never a number', () => {
    for (const t of ['=1+1', '+52 55', '-x', '@SUM(A1)', '\tx', '\rx']) expect(celda(t)).toMatch(/^"?'/);
    expect(celda('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(celda(-5, 'moneda')).toBe('-5.00');
    expect(celda('no es número', 'moneda')).toBe('no es número');
  });

  it('stamps file names with Mexico City wall-clock time', () => {
    expect(selloArchivo(new Date('2026-11-27T19:15:12.412Z'))).toBe('20261127_131512');
    expect(selloArchivo(new Date('2026-01-01T05:59:59Z'))).toBe('20251231_235959');
  });

  it('streams a BOM, the header and every row with CRLF, waiting when the destination is full', async () => {
    const destino = new PassThrough({ highWaterMark: 16 });
    const partes: Buffer[] = [];
    const n = 5000;
    async function* filas() {
      for (let i = 0; i < n; i++) yield { nombre: `Fila ${i}, "${i}"`, importe: i / 4 };
    }
    const escrito = escribirCsv(destino, {
      hoja: 'x',
      columnas: [
        { header: 'Nombre', key: 'nombre' },
        { header: 'Importe', key: 'importe', kind: 'moneda' },
      ],
      filas: filas(),
    });
    // Read slowly: the writer must wait for 'drain' rather than buffer everything.
    for await (const c of destino) partes.push(c as Buffer);
    expect(await escrito).toBe(n);
    const texto = Buffer.concat(partes).toString('utf8');
    expect(texto.startsWith(`${BOM}Nombre,Importe\r\n"Fila 0, ""0""",0.00\r\n`)).toBe(true);
    expect(texto.endsWith(`"Fila 4999, ""4999""",1249.75\r\n`)).toBe(true);
    expect(texto.split('\r\n')).toHaveLength(n + 2);
  });
});
