import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ErrorLectura, LectorCsv, leerCsv, mensajesCsv, type Registro, separadorDe } from './csv.ts';

/** Reads bytes given in pieces of `tamano` bytes (1: every byte its own piece, multi-byte characters split). */
const leer = async (bytes: Buffer | string, tamano = 64 * 1024) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const piezas: Buffer[] = [];
  for (let i = 0; i < b.length; i += tamano) piezas.push(b.subarray(i, i + tamano));
  const salida: Registro[] = [];
  for await (const r of leerCsv(Readable.from(piezas))) salida.push(r);
  return salida;
};

const fallo = async (bytes: Buffer | string) => {
  try {
    await leer(bytes);
  } catch (error) {
    return error as ErrorLectura;
  }
  throw new Error('se esperaba un error');
};

describe('CSV of the imports', () => {
  it('reads comma-separated UTF-8 with or without BOM, the same records', async () => {
    const texto = 'Número,Nombre\r\n105,Puebla Centro\r\n106,Mérida\r\n';
    const esperado = [
      { linea: 1, celdas: ['Número', 'Nombre'] },
      { linea: 2, celdas: ['105', 'Puebla Centro'] },
      { linea: 3, celdas: ['106', 'Mérida'] },
    ];
    expect(await leer(texto)).toEqual(esperado);
    expect(await leer(`\uFEFF${texto}`)).toEqual(esperado);
    expect(await leer(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(texto)]), 1)).toEqual(
      esperado,
    );
  });

  it('takes the separator from the header line: semicolon when it holds more of them', async () => {
    expect(separadorDe('a;b;c')).toBe(';');
    expect(separadorDe('a,b,c')).toBe(',');
    expect(separadorDe('"a;b",c')).toBe(',');
    expect(separadorDe('solo')).toBe(',');
    expect(await leer('Número;Nombre\n105;Puebla, Centro\n')).toEqual([
      { linea: 1, celdas: ['Número', 'Nombre'] },
      { linea: 2, celdas: ['105', 'Puebla, Centro'] },
    ]);
  });

  it('keeps separators, doubled quotes and line breaks inside quotes; numbers physical lines', async () => {
    const texto =
      'Clave,Domicilio,Nota\n' +
      '1,"Av. Juárez 10, Centro","dice ""hola"""\n' +
      '2,"Primera línea\r\nsegunda línea\nTercera",x\n' +
      '3,c,d\n';
    for (const tamano of [1, 3, 7, 1024]) {
      expect(await leer(texto, tamano)).toEqual([
        { linea: 1, celdas: ['Clave', 'Domicilio', 'Nota'] },
        { linea: 2, celdas: ['1', 'Av. Juárez 10, Centro', 'dice "hola"'] },
        { linea: 3, celdas: ['2', 'Primera línea\nsegunda línea\nTercera', 'x'] },
        // The quoted field took lines 3 to 5: the next record is on line 6, as an editor shows it.
        { linea: 6, celdas: ['3', 'c', 'd'] },
      ]);
    }
  });

  it('reads CR, LF and CRLF line ends, a last line without one, and counts blank lines', async () => {
    expect(await leer('a,b\r1,2\r\n\r\n3,4')).toEqual([
      { linea: 1, celdas: ['a', 'b'] },
      { linea: 2, celdas: ['1', '2'] },
      { linea: 3, celdas: [''] },
      { linea: 4, celdas: ['3', '4'] },
    ]);
  });

  it('keeps text after a closing quote and a quote inside an unquoted field', async () => {
    expect(await leer('a,b\n"x"y,5" pulgadas\n')).toEqual([
      { linea: 1, celdas: ['a', 'b'] },
      { linea: 2, celdas: ['xy', '5" pulgadas'] },
    ]);
  });

  it('finds the separator on the first non-blank line', async () => {
    expect(await leer('\n\nA;B\n1;2\n')).toEqual([
      { linea: 1, celdas: [''] },
      { linea: 2, celdas: [''] },
      { linea: 3, celdas: ['A', 'B'] },
      { linea: 4, celdas: ['1', '2'] },
    ]);
  });

  it('refuses a file that is not UTF-8 (Windows-1252 from Excel), naming the line', async () => {
    const latin1 = Buffer.from('Nombre\nPuebla\nM\xe9rida\n', 'latin1');
    const e = await fallo(latin1);
    expect(e).toBeInstanceOf(ErrorLectura);
    expect(e.message).toBe(mensajesCsv.noUtf8);
    expect(e.linea).toBe(3);
  });

  it('refuses an unclosed quote at the line it opens', async () => {
    const e = await fallo('a,b\n1,2\n3,"sin cerrar\n4,5\n');
    expect(e.message).toBe(mensajesCsv.comillasSinCerrar);
    expect(e.linea).toBe(3);
  });

  it('refuses a record longer than the limit instead of holding the file', () => {
    const lector = new LectorCsv();
    lector.alimentar('a,b\n1,"');
    const trozo = 'x'.repeat(100_000);
    expect(() => {
      for (let i = 0; i < 20; i++) lector.alimentar(trozo);
    }).toThrow(mensajesCsv.filaLarga);
  });
});
