import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../platform/exportar.ts';
import { abrirPendientes } from './pendientes.fixtures.ts';

const { admin, app, paginaPendientes } = await abrirPendientes();

/** Reads a downloaded workbook back: its first sheet's rows as values (header first). */
const leer = async (payload: Buffer) => {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(payload as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  const filas: unknown[][] = [];
  hoja?.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
  return filas;
};

describe('a list exported whole (addExportRoute)', () => {
  it('streams every filtered row of the list query, past the page size, in the list order', async () => {
    const { totalRegistros, articulos } = await paginaPendientes('?buscar=a&tamanoPagina=5');
    expect(totalRegistros).toBeGreaterThan(5);
    const res = await admin.get('/catarticulos/pendientes/excel?buscar=a&pagina=3&tamanoPagina=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('attachment; filename="articulos-pendientes.xlsx"');
    const filas = await leer(res.rawPayload);
    expect(filas[0]).toEqual(['Código', 'Artículo', 'Fórmula']);
    expect(filas).toHaveLength(totalRegistros + 1);
    expect(filas.slice(1, 6)).toEqual(articulos.map((a) => [a.codArticulo, a.articulo, a.formula]));
  });

  it('keeps the exact-code rule, the permission and the filters schema of the list', async () => {
    const [primera] = (await paginaPendientes('?tamanoPagina=1')).articulos;
    const exacta = await leer(
      (await admin.get(`/catarticulos/pendientes/excel?buscar=${primera?.codArticulo}`)).rawPayload,
    );
    expect(exacta).toHaveLength(2);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/api/catarticulos/pendientes/excel' })).statusCode,
    ).toBe(401);
    const larga = await admin.get(`/catarticulos/pendientes/excel?buscar=${'x'.repeat(101)}`);
    expect(larga.statusCode).toBe(400);
  });
});
