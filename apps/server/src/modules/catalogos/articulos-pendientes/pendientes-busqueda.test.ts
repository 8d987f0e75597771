import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { catArticulos, catArticulosCodBarras } from '../../../db/schema/index.ts';
import { abrirPendientes, json } from './pendientes.fixtures.ts';

const { admin, db, detalle, paginaPendientes, pendientes } = await abrirPendientes();

describe('pending list and search', () => {
  it('pages the demo pending articles on the server, 50 by default, with the real count', async () => {
    // The demo data's pending rows, counted in the database: every page must add up to them.
    const [fila] = (
      (await db.execute(
        sql`select count(*)::int as n from cat_articulos_difarmer where pendiente`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const total = fila!.n;
    expect(total).toBeGreaterThan(100);
    const primera = await paginaPendientes();
    expect(primera.totalRegistros).toBe(total);
    expect(primera.articulos).toHaveLength(50);
    expect(primera.articulos[0]).toEqual({
      codArticulo: expect.any(Number),
      articulo: expect.any(String),
      formula: expect.any(String),
    });
    const nombres = primera.articulos.map((a) => a.articulo);
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ultima = await paginaPendientes(`?pagina=${Math.ceil(total / 50)}`);
    expect(ultima.articulos.length).toBe(total - 50 * (Math.ceil(total / 50) - 1));
    expect((await paginaPendientes(`?pagina=2&tamanoPagina=25`)).articulos[0]).toEqual(
      (await pendientes('?tamanoPagina=26'))[25],
    );
  });

  it('searches the pending list: an exact code ends the search, else text in description or formula', async () => {
    const [p] = await pendientes();
    expect(await paginaPendientes(`?buscar=${p!.codArticulo}`)).toEqual({
      articulos: [p],
      totalRegistros: 1,
    });
    const formula = p!.formula.split(' ')[0]!;
    const porTexto = await paginaPendientes(
      `?buscar=${encodeURIComponent(formula.toLowerCase())}&tamanoPagina=200`,
    );
    expect(porTexto.totalRegistros).toBeGreaterThan(0);
    expect(
      porTexto.articulos.every((a) =>
        `${a.articulo} ${a.formula}`.toLowerCase().includes(formula.toLowerCase()),
      ),
    ).toBe(true);
    expect(await paginaPendientes('?buscar=zzzqqq')).toEqual({ articulos: [], totalRegistros: 0 });
    const grande = await admin.get('/catarticulos/pendientes?tamanoPagina=201');
    expect(grande.statusCode).toBe(400);
    expect(grande.json().message).toContain('200');
  });

  it('finds by exact DIFARMER code, chain code, barcode and text in description or formula', async () => {
    const [p] = await pendientes();
    const porCodigo = (await json(admin.post('/catarticulos/consultar', { buscar: String(p!.codArticulo) })))
      .data;
    expect(porCodigo).toEqual([
      expect.objectContaining({ codArticulo: p!.codArticulo, codArticuloFarmasi: 0 }),
    ]);
    const [a] = await db.select().from(catArticulos).limit(1);
    const porCadena = (
      await json(admin.post('/catarticulos/consultar', { buscar: String(a!.codArticuloFarmasi) }))
    ).data;
    expect(porCadena).toEqual([expect.objectContaining({ codArticuloFarmasi: a!.codArticuloFarmasi })]);
    const [b] = await db.select().from(catArticulosCodBarras).limit(1);
    const porBarras = (await json(admin.post('/catarticulos/consultar', { buscar: b!.codBarras }))).data;
    expect(porBarras[0].codArticuloFarmasi).toBe(b!.codArticuloFarmasi);
    const porTexto = (await json(admin.post('/catarticulos/consultar', { buscar: 'paracetamol' }))).data;
    expect(porTexto.length).toBeGreaterThan(5);
    for (const h of porTexto) expect(`${h.descripcion} ${h.formula}`.toLowerCase()).toContain('paracetamol');
    expect((await json(admin.post('/catarticulos/consultar', { buscar: 'zzzinexistente' }))).data).toEqual(
      [],
    );
  });

  it('answers a remembered detail and pending page until the catalogue changes', async () => {
    const [a] = await db.select().from(catArticulos).limit(1);
    const antes = await detalle(a!.codArticuloFarmasi);
    expect(await detalle(a!.codArticuloFarmasi)).toEqual(antes);
    await db.execute(
      sql`update cat_laboratorios set descripcion = descripcion || ' (RENOMBRADO)' where codigo = ${a!.codLaboratorio}`,
    );
    await vi.waitFor(async () =>
      expect((await detalle(a!.codArticuloFarmasi)).farmasi.laboratorio.descripcion).toContain(
        '(RENOMBRADO)',
      ),
    );
    const [p] = await pendientes();
    await db.execute(
      sql`update cat_articulos_difarmer set descripcion = '0 PRIMERO' where cod_articulo = ${p!.codArticulo}`,
    );
    await vi.waitFor(async () => expect((await pendientes())[0]?.articulo).toBe('0 PRIMERO'));
  });

  it('answers a broad search with the first 100 by description, as JSON', async () => {
    const res = await admin.post('/catarticulos/consultar', { buscar: 'mg' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const hits = res.json().data as { descripcion: string }[];
    expect(hits).toHaveLength(100);
    const nombres = hits.map((h) => h.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The remembered answer is the same one.
    expect((await admin.post('/catarticulos/consultar', { buscar: ' MG ' })).json().data).toEqual(hits);
  });

  it('gives the chain-only search and the detail of a pending article with its chain side prefilled', async () => {
    const [p] = await pendientes();
    const d = await detalle(p!.codArticulo);
    expect(d).toMatchObject({
      codArticulo: p!.codArticulo,
      codArticuloFarmasi: 0,
      soloFarmasi: false,
      estatusFarmasi: 'A',
    });
    expect(d.difarmer.formula.descripcion).toBe(d.farmasi.formula.descripcion);
    expect(d.codBarras).toHaveLength(1);
    const solo = (
      await json(admin.post('/catarticulos/consultar/farmasi', { buscar: String(p!.codArticulo) }))
    ).data;
    expect(solo).toEqual([]);
    expect(await json(admin.get('/catarticulos/consultar/detalle/5'))).toEqual({
      value: false,
      message: format(m.noExiste, { codigo: 5 }),
      data: null,
    });
  });
});
