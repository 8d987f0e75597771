import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type ColumnaExcel,
  enLotes,
  enviarXlsx,
  FILAS_POR_HOJA,
  neutralizarCelda,
  nombreDeHoja,
  porClave,
  tipoPorValores,
  XLSX_MIME,
  xlsxBuffer,
} from './excel.ts';

interface Fila {
  nombre: string;
  cantidad: number | string;
  precio: string;
  dia: string;
  momento: Date | null;
}

const columnas: ColumnaExcel<Fila>[] = [
  { header: 'Nombre', key: 'nombre', width: 30 },
  { header: 'Cantidad', key: 'cantidad', kind: 'numero' },
  { header: 'Precio', key: 'precio', kind: 'moneda' },
  { header: 'Día', key: 'dia', kind: 'fecha' },
  { header: 'Momento', key: 'momento', kind: 'fechaHora' },
  { header: 'Etiqueta', key: 'etiqueta', valor: (f) => `${f.nombre}:${f.cantidad}` },
];

const leer = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
};

async function* generar(n: number): AsyncGenerator<Fila> {
  for (let i = 1; i <= n; i++)
    yield { nombre: `Art ${i}`, cantidad: i, precio: '10.50', dia: '2026-01-02', momento: null };
}

describe('neutralising formulas (OWASP CSV injection)', () => {
  it('prefixes an apostrophe to text beginning with = + - @ tab or carriage return', () => {
    for (const t of ['=1+1', '+52 55', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizarCelda(t)).toBe(`'${t}`);
    for (const t of ['Aspirina', ' =1', "'=1", '1-2']) expect(neutralizarCelda(t)).toBe(t);
  });

  it('writes neutralised text that a spreadsheet reads as text, in every text column', async () => {
    const peligrosas = ['=HYPERLINK("http://x","y")', '+cmd|calc', '-1+1', '@SUM(1)', '\t=1', '\r=1'];
    const filas = peligrosas.map((nombre) => ({
      nombre,
      cantidad: '=2+2',
      precio: '1',
      dia: '',
      momento: null,
    }));
    const { sheet, rows } = await leer(await xlsxBuffer({ hoja: 'Prueba', columnas, filas }));
    // XML reading turns a carriage return into a line feed; the apostrophe stays first.
    expect(rows.slice(1).map((r) => r[0])).toEqual(peligrosas.map((p) => `'${p.replace('\r', '\n')}`));
    // A non-numeric value in a number column is text, and neutralised too.
    expect(rows[1]![1]).toBe("'=2+2");
    expect(rows[1]![5]).toBe('\'=HYPERLINK("http://x","y"):=2+2');
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
  });
});

describe('typed columns', () => {
  it('writes headers, numbers, money, days and Mexico City times with their formats', async () => {
    const filas: Fila[] = [
      {
        nombre: 'Paracetamol',
        cantidad: 3,
        precio: '1234.5',
        dia: '2026-02-28',
        momento: new Date('2025-08-05T21:07:00Z'),
      },
      { nombre: 'Sin fecha', cantidad: '7', precio: '', dia: '1900-01-01', momento: null },
    ];
    const { sheet, rows } = await leer(await xlsxBuffer({ hoja: 'Artículos', columnas, filas }));
    expect(sheet.name).toBe('Artículos');
    expect(rows[0]).toEqual(['Nombre', 'Cantidad', 'Precio', 'Día', 'Momento', 'Etiqueta']);
    expect(rows[1]).toEqual([
      'Paracetamol',
      3,
      1234.5,
      new Date('2026-02-28T00:00:00Z'),
      new Date('2025-08-05T15:07:00Z'),
      'Paracetamol:3',
    ]);
    expect(rows[2]!.slice(0, 2)).toEqual(['Sin fecha', 7]);
    expect(rows[2]![2] ?? null).toBeNull();
    expect(rows[2]![3] ?? null).toBeNull();
    expect(sheet.getCell('C2').numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('E2').numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    expect(sheet.getColumn(1).width).toBe(30);
  });
});

describe('an export longer than a sheet (issue 29: no cap)', () => {
  it('goes on in another sheet with the same header, past the rows a sheet holds', async () => {
    expect(FILAS_POR_HOJA).toBe(1_048_576 - 1);
    const buffer = await xlsxBuffer({ hoja: 'Artículos', columnas, filas: generar(5), filasPorHoja: 2 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((h) => h.name)).toEqual(['Artículos', 'Artículos (2)', 'Artículos (3)']);
    const hojas = workbook.worksheets.map((h) => {
      const filas: unknown[] = [];
      h.eachRow((r) => filas.push((r.values as unknown[])[1]));
      return filas;
    });
    expect(hojas).toEqual([
      ['Nombre', 'Art 1', 'Art 2'],
      ['Nombre', 'Art 3', 'Art 4'],
      ['Nombre', 'Art 5'],
    ]);
  });

  it('keeps a sheet exactly full without an empty one after it', async () => {
    const buffer = await xlsxBuffer({ hoja: 'Bitácora', columnas, filas: generar(4), filasPorHoja: 2 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((h) => h.rowCount)).toEqual([3, 3]);
  });

  it('names sheets within Excel’s 31 characters', () => {
    expect(nombreDeHoja('Bitácora', 1)).toBe('Bitácora');
    const largo = 'Movimientos de la cuenta contable 1101';
    expect(nombreDeHoja(largo, 12)).toHaveLength(31);
    expect(nombreDeHoja(largo, 12).endsWith(' (12)')).toBe(true);
  });
});

describe('dates in Mexico City time, as the screens show them (issue 30)', () => {
  it('writes a Date in a text column as the screen text, never as a UTC instant', async () => {
    const filas: Fila[] = [
      { nombre: 'x', cantidad: 1, precio: '1', dia: '', momento: new Date('2026-11-27T19:15:12.412Z') },
    ];
    const soloTexto: ColumnaExcel<Fila>[] = [{ header: 'Fecha', key: 'momento' }];
    const { rows } = await leer(await xlsxBuffer({ hoja: 'H', columnas: soloTexto, filas }));
    expect(rows[1]).toEqual(['27/nov/2026 01:15 PM']);
  });

  it('judges a column of raw API values: days, instants or text', () => {
    expect(tipoPorValores(['2026-11-27T19:15:12.412Z', null, '1900-01-01T00:00:00.000Z'])).toBe('fechaHora');
    expect(tipoPorValores(['2026-11-27', '', '1900-01-01'])).toBe('fecha');
    expect(tipoPorValores(['2026-11-27', '2026-11-27T19:15:12+00:00'])).toBe('fechaHora');
    expect(tipoPorValores(['2026-11-27T19:15:12.412Z', 'Pendiente'])).toBe('texto');
    expect(tipoPorValores([1, '2026-11-27'])).toBe('texto');
    expect(tipoPorValores([null, null])).toBe('texto');
  });
});

describe('text the sheet XML must carry', () => {
  it('keeps markup characters and spaces, and drops control codes XML cannot hold', async () => {
    const filas: Fila[] = [
      { nombre: 'A&B <tab> "c"', cantidad: 1, precio: '1', dia: '', momento: null },
      { nombre: '  dos\u0001 espacios  ', cantidad: 2, precio: '1', dia: '', momento: null },
    ];
    const { rows } = await leer(await xlsxBuffer({ hoja: 'Hoja <1> & 2', columnas, filas }));
    expect(rows[1]![0]).toBe('A&B <tab> "c"');
    expect(rows[2]![0]).toBe('  dos espacios  ');
  });
});

describe('rows from a query in batches', () => {
  it('pages by offset until a short page', async () => {
    const datos = Array.from({ length: 25 }, (_, i) => i);
    const pedidos: number[] = [];
    const leidos: number[] = [];
    for await (const n of enLotes(async (offset, tamano) => {
      pedidos.push(offset);
      return datos.slice(offset, offset + tamano);
    }, 10))
      leidos.push(n);
    expect(leidos).toEqual(datos);
    expect(pedidos).toEqual([0, 10, 20]);
  });

  it('pages by key, asking for the rows after the last key seen', async () => {
    const datos = Array.from({ length: 20 }, (_, i) => ({ id: i * 3 }));
    const despues: (number | undefined)[] = [];
    const leidos: number[] = [];
    for await (const f of porClave(
      async (d: number | undefined, tamano) => {
        despues.push(d);
        return datos.filter((x) => d === undefined || x.id > d).slice(0, tamano);
      },
      (f) => f.id,
      10,
    ))
      leidos.push(f.id);
    expect(leidos).toEqual(datos.map((d) => d.id));
    expect(despues).toEqual([undefined, 27, 57]);
  });
});

describe('streaming to an HTTP answer', () => {
  it('streams the whole file with its type and an RFC 5987 name', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      enviarXlsx(reply, 'Artículos del día.xlsx', { hoja: 'A', columnas, filas: generar(5000) }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Art_culos del d_a.xlsx"; filename*=UTF-8''Art%C3%ADculos%20del%20d%C3%ADa.xlsx`,
    );
    const { rows } = await leer(res.rawPayload);
    expect(rows).toHaveLength(5001);
    expect(rows[5000]!.slice(0, 3)).toEqual(['Art 5000', 5000, 10.5]);
  });

  it('cuts the download when the rows fail half-way, so no truncated file looks whole', async () => {
    async function* falla(): AsyncGenerator<Fila> {
      yield* generar(10);
      throw new Error('la base de datos se cayó');
    }
    const app = Fastify({ logger: false });
    app.get('/x', (_req, reply) => enviarXlsx(reply, 'x.xlsx', { hoja: 'A', columnas, filas: falla() }));
    await expect(app.inject({ method: 'GET', url: '/x' })).rejects.toThrow('response destroyed');
    await app.close();
  });
});
