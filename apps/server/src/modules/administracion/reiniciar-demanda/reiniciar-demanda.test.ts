import { messages } from '@farmasi/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../platform/exportar.ts';
import { hoy } from '../../../platform/fechas.ts';
import { abrir, ELIMINAR, GUARDAR, LISTA, type Pagina } from './demanda.fixtures.ts';

const { app, admin, consulta } = await abrir();

const pagina = async (url: string) => {
  const res = await admin.get(`${LISTA}${url}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Pagina;
};

describe('permissions and bad input of every call', () => {
  const llamadas = [
    { method: 'GET' as const, url: `${LISTA}/0/1` },
    { method: 'GET' as const, url: `${LISTA}/0/1/excel` },
    { method: 'DELETE' as const, url: `${ELIMINAR}/1` },
    { method: 'POST' as const, url: GUARDAR },
  ];

  it('answers 401 without a token', async () => {
    for (const { method, url } of llamadas) {
      const res = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the screen', async () => {
    for (const res of [
      await consulta.get(`${LISTA}/0/1`),
      await consulta.get(`${LISTA}/0/1/excel`),
      await consulta.delete(`${ELIMINAR}/1`),
      await consulta.post(GUARDAR, { Codarticulo: 1001, Codsucursal: 1, FechaDemanda: hoy() }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message for a bad param or body', async () => {
    const pag = await admin.get(`${LISTA}/0/0`);
    expect(pag.statusCode).toBe(400);
    expect(pag.json().message).toContain('La página no es válida.');
    const suc = await admin.get(`${LISTA}/x/1`);
    expect(suc.statusCode).toBe(400);
    expect(suc.json().message).toContain('La sucursal no es válida.');
    const larga = await admin.get(`${LISTA}/0/1?buscar=${'x'.repeat(101)}`);
    expect(larga.statusCode).toBe(400);
    expect(larga.json().message).toContain('La búsqueda admite como máximo 100 caracteres.');
    const del = await admin.delete(`${ELIMINAR}/abc`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toContain('El registro no es válido.');
    const fecha = await admin.post(GUARDAR, {
      Codarticulo: 1001,
      Codsucursal: 1,
      FechaDemanda: '2026-02-30',
    });
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().message).toContain('La fecha de reinicio de la demanda no es válida.');
    const art = await admin.post(GUARDAR, { Codarticulo: 'uno', Codsucursal: 1, FechaDemanda: hoy() });
    expect(art.statusCode).toBe(400);
    expect(art.json().message).toContain('El artículo no es válido.');
  });
});

describe('the list (50 per page, branch and article filters)', () => {
  it('pages the demo rows by 50 with renglones, totalPaginas and totalRenglones', async () => {
    const primera = await pagina('/0/1');
    expect(primera.totalRenglones).toBeGreaterThan(120);
    expect(primera.totalPaginas).toBe(Math.ceil(primera.totalRenglones / 50));
    expect(primera.renglones).toHaveLength(50);
    const ultima = await pagina(`/0/${primera.totalPaginas}`);
    expect(ultima.renglones).toHaveLength(primera.totalRenglones - 50 * (primera.totalPaginas - 1));
    const fuera = await pagina(`/0/${primera.totalPaginas + 1}`);
    expect(fuera.renglones).toEqual([]);
    const ids = new Set(
      [...primera.renglones, ...(await pagina('/0/2')).renglones].map(
        (r) => r.idCatArticulosReiniciarDemanda,
      ),
    );
    expect(ids.size).toBe(100);
  });

  it('keeps to one branch', async () => {
    const [una] = (await pagina('/0/1')).renglones;
    const deLaSucursal = await pagina(`/${una!.codsucursal}/1`);
    expect(deLaSucursal.totalRenglones).toBeGreaterThan(0);
    expect(deLaSucursal.renglones.every((r) => r.codsucursal === una!.codsucursal)).toBe(true);
    expect(deLaSucursal.renglones.every((r) => r.des_sucursal === una!.des_sucursal)).toBe(true);
  });

  it('searches the article by exact code or by description, ignoring accents and case', async () => {
    const [una] = (await pagina('/0/1')).renglones;
    const porCodigo = await pagina(`/0/1?buscar=${una!.codarticulo}`);
    expect(porCodigo.renglones.length).toBeGreaterThan(0);
    expect(porCodigo.renglones.every((r) => r.codarticulo === una!.codarticulo)).toBe(true);
    const palabra = una!.des_articulo.split(' ')[0]!;
    const gritada = palabra.toUpperCase().replace(/A/g, 'Á').replace(/E/g, 'É');
    const porTexto = await pagina(`/0/1?buscar=${encodeURIComponent(gritada)}`);
    expect(porTexto.renglones.some((r) => r.codarticulo === una!.codarticulo)).toBe(true);
    const sinAcento = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(porTexto.renglones.every((r) => sinAcento(r.des_articulo).includes(sinAcento(palabra)))).toBe(
      true,
    );
    expect((await pagina('/0/1?buscar=zzzqqq')).totalRenglones).toBe(0);
  });

  it('sorts by description in Spanish order', async () => {
    const { renglones } = await pagina('/0/1');
    const claves = renglones.map((r) => r.des_articulo.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect([...claves].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(claves);
  });
});

describe('Exportar a Excel', () => {
  it('streams every filtered row (not only the page) with the list columns', async () => {
    const [una] = (await pagina('/0/1')).renglones;
    const filtrada = await pagina(`/${una!.codsucursal}/1`);
    const res = await admin.get(`${LISTA}/${una!.codsucursal}/1/excel`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('reiniciar-demanda.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const filas: unknown[][] = [];
    libro.worksheets[0]?.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    expect(filas[0]).toEqual(['Código', 'Descripción', 'Sucursal', 'Fecha reinicio demanda', 'Usuario']);
    expect(filas).toHaveLength(filtrada.totalRenglones + 1);
    expect(filas[1]?.[0]).toBe(filtrada.renglones[0]?.codarticulo);
    const todo = await admin.get(`${LISTA}/0/1/excel`);
    const libroTodo = new ExcelJS.Workbook();
    await libroTodo.xlsx.load(todo.rawPayload as unknown as ArrayBuffer);
    expect(libroTodo.worksheets[0]?.rowCount).toBe((await pagina('/0/1')).totalRenglones + 1);
  });
});
