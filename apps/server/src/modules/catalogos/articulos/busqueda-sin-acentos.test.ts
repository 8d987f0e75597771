import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abrirArticulos, json } from './articulos.fixtures.ts';

const { admin, db, pendientes } = await abrirArticulos();

/**
 * The registration search (remembered or not), the chain-only search, the product finders and the
 * pending list ignore accents and case on both sides and answer in Spanish order. The rows carry
 * the made-up word 'qwz' so that each search sees only them.
 */
await db.execute(sql`
  insert into cat_articulos_difarmer (cod_articulo, descripcion, formula) values
    (880001, 'JARABE BEBIDAS QWZ', 'ÁCIDO QWZÓRBICO'),
    (880002, 'Jarabe Bebés Qwz', 'acido qwzolico'),
    (880003, 'TABLETAS MÉRIDA QWZ', 'PARACETAMOL'),
    (880004, 'tabletas morelia qwz', 'PARACETAMOL')`);
await db.execute(sql`
  insert into cat_articulos (descripcion, descripcion_farmasi, solo_farmasi) values
    ('x', 'CREMA CANCÚN QWZ 30 G', true), ('x', 'crema cancun qwz 60 g', true), ('x', 'Crema Caña Qwz', true)`);

type Hit = { codArticulo: number; descripcion: string; formula: string };
const buscar = async (texto: string, ruta = '/catarticulos/consultar') =>
  ((await json(admin.post(ruta, { buscar: texto }))).data as Hit[]).map((h) => h.descripcion);

describe('article search without accents or case', () => {
  it("'cancun' finds CANCÚN and 'CANCÚN' finds cancun, also when the answer is remembered", async () => {
    const esperado = ['CREMA CANCÚN QWZ 30 G', 'crema cancun qwz 60 g'];
    expect(await buscar('cancun qwz')).toEqual(esperado);
    expect(await buscar('CANCÚN QWZ')).toEqual(esperado);
    expect(await buscar('cancun qwz')).toEqual(esperado);
    expect(await buscar('cancún qwz', '/catarticulos/consultar/Farmasi')).toEqual(esperado);
    // ñ counts as n, as unaccent folds it: 'cana' finds Caña.
    expect(await buscar('crema cana qwz')).toEqual(['Crema Caña Qwz']);
  });

  it("the formula of a pending article is searched the same way: 'acido' finds ÁCIDO", async () => {
    const hits = (await json(admin.post('/catarticulos/consultar', { buscar: 'acido qwz' }))).data as Hit[];
    expect(hits.map((h) => h.codArticulo)).toEqual([880002, 880001]);
    const inverso = (await json(admin.post('/catarticulos/consultar', { buscar: 'ÁCIDO QWZÓLICO' })))
      .data as Hit[];
    expect(inverso.map((h) => h.codArticulo)).toEqual([880002]);
  });

  it('orders in Spanish: Bebés before Bebidas, Mérida before Morelia', async () => {
    expect(await buscar('qwz')).toEqual([
      'CREMA CANCÚN QWZ 30 G',
      'crema cancun qwz 60 g',
      // ñ is a letter of its own, after n: Cancún before Caña.
      'Crema Caña Qwz',
      'Jarabe Bebés Qwz',
      'JARABE BEBIDAS QWZ',
      'TABLETAS MÉRIDA QWZ',
      'tabletas morelia qwz',
    ]);
  });

  it('the product finders ignore accents too, in Spanish order', async () => {
    const finder = async (p: Promise<{ json(): unknown }>) =>
      ((await p).json() as { data: { descripcion: string }[] }).data.map((f) => f.descripcion);
    expect(await finder(admin.get('/buscadores/buscar-productos/CANCÚN%20qwz'))).toEqual([
      'CREMA CANCÚN QWZ 30 G',
      'crema cancun qwz 60 g',
    ]);
    expect(
      await finder(admin.post('/buscadores/buscar-productos-avanzado', { buscar: 'qwz cancun' })),
    ).toEqual(['CREMA CANCÚN QWZ 30 G', 'crema cancun qwz 60 g']);
    expect(await finder(admin.get('/buscadores/buscar-articulos-difarmer/bebes%20qwz'))).toEqual([
      'Jarabe Bebés Qwz',
    ]);
  });
});

describe('pending list without accents or case', () => {
  it("'merida' finds MÉRIDA, 'BEBÉS' finds Bebés; the page is in Spanish order", async () => {
    expect((await pendientes('?buscar=merida%20qwz')).map((p) => p.codArticulo)).toEqual([880003]);
    expect((await pendientes(`?buscar=${encodeURIComponent('BEBÉS')}`)).map((p) => p.codArticulo)).toContain(
      880002,
    );
    expect((await pendientes('?buscar=qwz')).map((p) => p.articulo)).toEqual([
      'Jarabe Bebés Qwz',
      'JARABE BEBIDAS QWZ',
      'TABLETAS MÉRIDA QWZ',
      'tabletas morelia qwz',
    ]);
  });
});
