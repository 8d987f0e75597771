import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ArchivoRechazado, type Lectura, leerFilas, mensajesArchivo, normalizarEncabezado } from './filas.ts';
import { origenDeBytes } from './origen.ts';
import { escribirPlantilla } from './plantilla.ts';
import type { ColumnaImportacion, OrigenArchivo } from './tipos.ts';
import { leerXlsx, mensajesXlsx, textoDeCelda } from './xlsx.ts';

const columnas: ColumnaImportacion[] = [
  { nombre: 'Número de sucursal', requerida: true, ejemplo: '105', descripcion: '' },
  { nombre: 'Nombre', requerida: true, ejemplo: 'Puebla Centro', descripcion: '' },
  { nombre: 'Código postal', requerida: false, ejemplo: '01000', descripcion: '' },
];

const origen = (nombre: string, contenido: Buffer | string): OrigenArchivo => ({
  nombre,
  abrir: () => Readable.from([typeof contenido === 'string' ? Buffer.from(contenido) : contenido]),
});

const todas = async (archivo: OrigenArchivo) => {
  const salida: Lectura[] = [];
  for await (const l of leerFilas(archivo, columnas)) salida.push(l);
  return salida;
};

const rechazo = async (archivo: OrigenArchivo) => {
  try {
    await todas(archivo);
  } catch (error) {
    if (error instanceof ArchivoRechazado) return error.errores;
    throw error;
  }
  throw new Error('se esperaba el rechazo del archivo');
};

/** A workbook whose first tab holds `filas`; with `notasAntes`, a sheet stored before it comes second. */
const libro = async (filas: unknown[][], notasAntes = false) => {
  const wb = new ExcelJS.Workbook();
  const notas = notasAntes ? wb.addWorksheet('Notas') : undefined;
  notas?.addRow(['no es la primera pestaña']);
  const hoja = wb.addWorksheet('Datos');
  for (const f of filas) hoja.addRow(f);
  if (notas) {
    // exceljs writes the tabs by orderNo (not in its types): the data sheet becomes the first tab.
    (hoja as unknown as { orderNo: number }).orderNo = 0;
    (notas as unknown as { orderNo: number }).orderNo = 1;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};

describe('the rows of an import file', () => {
  it('matches the header by name: any order, accents, case and extra spaces ignored', async () => {
    expect(normalizarEncabezado('  NÚMERO   de  Sucursal ')).toBe('numero de sucursal');
    const filas = await todas(origen('s.csv', 'nombre ; numero de SUCURSAL\n Puebla Centro ;105\n;\n\n'));
    expect(filas).toEqual([
      { linea: 2, fila: { 'Número de sucursal': '105', Nombre: 'Puebla Centro', 'Código postal': '' } },
    ]);
  });

  it('refuses unknown, repeated and missing required columns before any row, naming them', async () => {
    const errores = await rechazo(
      origen('s.csv', 'Numero de sucursal,Nombre,Colonai,nombre\n105,Centro,x,y\n'),
    );
    const lista = columnas.map((c) => c.nombre).join(', ');
    expect(errores).toEqual([
      { linea: 1, campo: 'Colonai', razon: mensajesArchivo.desconocida.replace('{columnas}', lista) },
      { linea: 1, campo: 'nombre', razon: mensajesArchivo.repetida },
    ]);
    expect(await rechazo(origen('s.csv', 'Nombre,Código postal\nCentro,01000\n'))).toEqual([
      { linea: 1, campo: 'Número de sucursal', razon: mensajesArchivo.faltante },
    ]);
  });

  it('refuses an empty file, an unknown format, and reports cells it cannot take', async () => {
    expect(await rechazo(origen('s.csv', '\r\n\r\n'))).toEqual([
      { linea: 0, campo: '', razon: mensajesArchivo.vacio },
    ]);
    expect(await rechazo(origen('s.ods', 'x'))).toEqual([
      { linea: 0, campo: '', razon: mensajesArchivo.formato },
    ]);
    const filas = await todas(
      origen('s.csv', `Nombre,Número de sucursal\n"a\u0000",1\nb,2,extra\n${'c'.repeat(1001)},3\n`),
    );
    expect(filas).toEqual([
      { linea: 2, errores: [{ linea: 2, campo: 'Nombre', razon: mensajesArchivo.caracteres }] },
      {
        linea: 3,
        errores: [{ linea: 3, campo: '', razon: mensajesArchivo.sinEncabezado.replace('{n}', 'C') }],
      },
      { linea: 4, errores: [{ linea: 4, campo: 'Nombre', razon: mensajesArchivo.largo }] },
    ]);
  });

  it('reads the first sheet of an .xlsx with the row numbers Excel shows, cells as text', async () => {
    const xlsx = await libro([
      ['Número de sucursal', 'Nombre', 'Código postal'],
      [105, { richText: [{ text: 'Puebla ' }, { text: 'Centro' }] }, '01000'],
      [],
      [106, 'Mérida', { formula: '"97"&"000"', result: '97000' }],
      [null, '', null],
    ]);
    expect(await todas(origen('S.XLSX', xlsx))).toEqual([
      { linea: 2, fila: { 'Número de sucursal': '105', Nombre: 'Puebla Centro', 'Código postal': '01000' } },
      { linea: 4, fila: { 'Número de sucursal': '106', Nombre: 'Mérida', 'Código postal': '97000' } },
    ]);
    // The first tab is read even when another sheet is stored first in the file.
    const segunda = await libro(
      [
        ['Número de sucursal', 'Nombre'],
        [1, 'x'],
      ],
      true,
    );
    expect(await todas(origen('s.xlsx', segunda))).toEqual([
      { linea: 2, fila: { 'Número de sucursal': '1', Nombre: 'x', 'Código postal': '' } },
    ]);
  });

  it('gives dates, times, booleans and decimals as text', () => {
    expect(textoDeCelda(new Date(Date.UTC(1899, 11, 30, 8, 30)))).toBe('08:30');
    expect(textoDeCelda(new Date(Date.UTC(2025, 7, 5)))).toBe('2025-08-05');
    expect(textoDeCelda(new Date(Date.UTC(2025, 7, 5, 15, 7)))).toBe('2025-08-05 15:07');
    expect(textoDeCelda(true)).toBe('Sí');
    expect(textoDeCelda(0.1 + 0.2)).toBe('0.3');
    expect(textoDeCelda({ error: '#N/A' })).toBe('#N/A');
  });

  it('reads time cells typed in Excel as HH:mm', async () => {
    const wb = new ExcelJS.Workbook();
    const hoja = wb.addWorksheet('Datos');
    hoja.addRow(['Número de sucursal', 'Nombre']);
    hoja.addRow([1, 0.375]);
    hoja.getCell('B2').numFmt = 'hh:mm';
    const filas = await todas(origen('s.xlsx', Buffer.from(await wb.xlsx.writeBuffer())));
    expect(filas).toEqual([
      { linea: 2, fila: { 'Número de sucursal': '1', Nombre: '09:00', 'Código postal': '' } },
    ]);
  });

  it('reads back its own .xlsx template (inline strings, no shared strings part)', async () => {
    const xlsx = await escribirPlantilla({ tipo: 'sucursales', columnas }, 'xlsx');
    expect(await todas(origen('plantilla.xlsx', xlsx))).toEqual([
      { linea: 2, fila: { 'Número de sucursal': '105', Nombre: 'Puebla Centro', 'Código postal': '01000' } },
    ]);
  });

  it('reads an upload held in memory in pieces, characters split between them included', async () => {
    const filas = Array.from({ length: 5000 }, (_, i) => `${i + 1},Mérida ñandú ${i}\n`).join('');
    const leidas = await todas(
      origenDeBytes('subida.csv', Buffer.from(`Número de sucursal,Nombre\n${filas}`)),
    );
    expect(leidas).toHaveLength(5000);
    expect(leidas.every((l) => 'fila' in l && l.fila.Nombre === `Mérida ñandú ${l.linea - 2}`)).toBe(true);
  });

  it('refuses a file named .xlsx that is not one', async () => {
    const registros = leerXlsx(Readable.from([Buffer.from('Número,Nombre\n1,x\n')]));
    await expect(registros.next()).rejects.toThrow(mensajesXlsx.invalido);
  });
});
