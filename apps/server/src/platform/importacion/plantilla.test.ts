import { describe, expect, it } from 'vitest';
import { campoCsv, escribirPlantilla, nombrePlantilla, textoCsv } from './plantilla.ts';
import type { ColumnaImportacion } from './tipos.ts';

const columnas: ColumnaImportacion[] = [
  { nombre: 'Número de sucursal', requerida: true, ejemplo: '105', descripcion: '' },
  { nombre: 'Domicilio', requerida: false, ejemplo: 'Av. Juárez 10, Centro', descripcion: '' },
  { nombre: 'Nota', requerida: false, ejemplo: 'dice "hola"', descripcion: '' },
];

describe('templates', () => {
  it('CSV: UTF-8 with BOM, the Spanish header and the example row, quoted where needed', async () => {
    const csv = await escribirPlantilla({ tipo: 'sucursales', columnas }, 'csv');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.subarray(3).toString('utf8')).toBe(
      'Número de sucursal,Domicilio,Nota\r\n105,"Av. Juárez 10, Centro","dice ""hola"""\r\n',
    );
  });

  it('quotes fields with separators, quotes, line breaks or edge spaces only', () => {
    expect(campoCsv('simple')).toBe('simple');
    expect(campoCsv('a;b')).toBe('"a;b"');
    expect(campoCsv(' x')).toBe('" x"');
    expect(textoCsv([['a', 'b\nc']])).toBe('a,"b\nc"\r\n');
    expect(nombrePlantilla('cuentas-contables', 'xlsx')).toBe('plantilla-cuentas-contables.xlsx');
  });

  it('.xlsx: a real workbook (read back in filas.test.ts)', async () => {
    const xlsx = await escribirPlantilla({ tipo: 'sucursales', columnas }, 'xlsx');
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
