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

  it('writes raw API dates as real Excel dates in Mexico City time, as the screen shows them (issue 30)', async () => {
    const res = await admin.post('/exportar/excel', {
      archivo: 'ventas-transferencias',
      columnas: ['Sucursal', 'Fecha', 'Día', 'Fecha venta'],
      filas: [
        ['Xalapa La Paz', '2026-11-27T19:15:12.412Z', '2026-11-27', null],
        ['Mérida Del Valle', '2026-11-28T05:30:00.000Z', '1900-01-01', '1900-01-01T00:00:00.000Z'],
      ],
    });
    expect(res.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    // 19:15 UTC is 01:15 PM in Mexico City; 05:30 UTC on the 28th is still the 27th there.
    expect((hoja.getCell('B2').value as Date).toISOString().slice(0, 19)).toBe('2026-11-27T13:15:12');
    expect(hoja.getCell('B2').numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    expect((hoja.getCell('B3').value as Date).toISOString().slice(0, 16)).toBe('2026-11-27T23:30');
    expect(hoja.getCell('C2').value).toEqual(new Date('2026-11-27T00:00:00.000Z'));
    expect(hoja.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    // The sentinel 1900-01-01 is no date: an empty cell.
    expect(hoja.getCell('C3').value ?? null).toBeNull();
    expect(hoja.getCell('D3').value ?? null).toBeNull();
    expect(hoja.getCell('A2').value).toBe('Xalapa La Paz');
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
