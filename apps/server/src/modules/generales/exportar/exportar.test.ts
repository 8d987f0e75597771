import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

const { app } = await createTestApp();
const admin = await signIn(app, 'admin');

describe('POST /exportar/excel (a client-side list as shown)', () => {
  it('writes the columns and rows sent, numbers as numbers', async () => {
    const res = await admin.post('/exportar/excel', {
      archivo: 'medicos',
      columnas: ['Código', 'Nombre', 'Activo'],
      filas: [
        [1, 'José Flores', true],
        [2, '=HYPERLINK("x")', null],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="medicos.xlsx"');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    expect(hoja?.rowCount).toBe(3);
    expect(hoja?.getRow(2).values).toEqual([undefined, 1, 'José Flores', true]);
    // A text that looks like a formula stays text.
    expect(hoja?.getCell('B3').type).toBe(ExcelJS.ValueType.String);
  });

  it('refuses a bad file name with a Spanish message, and answers 401 without a session', async () => {
    const malo = await admin.post('/exportar/excel', { archivo: '../x', columnas: ['A'], filas: [] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('El nombre del archivo solo admite');
    const sin = await app.inject({
      method: 'POST',
      url: '/admin/api/exportar/excel',
      payload: { archivo: 'x', columnas: ['A'], filas: [] },
    });
    expect(sin.statusCode).toBe(401);
  });
});
