import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abrirArticulos } from './articulos.fixtures.ts';
import { buscarPorTexto } from './busqueda.ts';

const { db } = await abrirArticulos();

/**
 * A broad term is answered from the first articles in Spanish order, a narrow one through the
 * trigram index (busqueda.ts): the answer must not depend on which way was taken. A window of 0
 * sends every term through the indexes; a window larger than the catalogue answers every term
 * from the order index.
 */
const filas = async (q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: unknown[] };
await filas(sql`
  insert into cat_articulos (descripcion, descripcion_farmasi, solo_farmasi) values
    ('x', 'ÑAME ZQX 1', true), ('x', 'name zqx 2', true), ('x', 'Nube zqx', true), ('x', 'Ámbar zqx', true),
    ('x', 'ambar zqx', true)`);

const terminos = [
  'a',
  'tab',
  'amoxicilina',
  'paracetamol 500',
  'ácido',
  'zqx',
  'name',
  'ÑAME',
  '500 mg',
  'qqqq',
];

describe('registration search: narrow and broad terms answer alike', () => {
  it.each(terminos)("'%s': same rows, same Spanish order, either way", async (termino) => {
    for (const soloCadena of [false, true]) {
      const porIndices = await buscarPorTexto(db, termino, soloCadena, 0);
      const enOrden = await buscarPorTexto(db, termino, soloCadena, 1_000_000);
      const pequena = await buscarPorTexto(db, termino, soloCadena, 50);
      expect(enOrden).toEqual(porIndices);
      expect(pequena).toEqual(porIndices);
    }
  });

  it('orders ñ after n and ignores accents (equal keys by their bytes), as the order index does', async () => {
    const hits = await buscarPorTexto(db, 'zqx', true);
    expect(hits.map((h) => h.descripcion)).toEqual([
      'ambar zqx',
      'Ámbar zqx',
      'name zqx 2',
      'Nube zqx',
      'ÑAME ZQX 1',
    ]);
  });

  it('a term that matches nothing answers an empty list', async () => {
    expect(await buscarPorTexto(db, 'sin coincidencias zqx', false)).toEqual([]);
  });
});
