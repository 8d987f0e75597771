import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { abrirArticulos } from './articulos.fixtures.ts';
import { buscarPorTexto, enOrden } from './busqueda.ts';
import { buscarEnDatos, cargarDatosBusqueda, IndiceBusqueda, plegarEnBase } from './indice-busqueda.ts';
import { buscarArticulos } from './queries.ts';

const { db } = await abrirArticulos();
const ejecutar = (q: ReturnType<typeof sql>) => db.execute(q);

// Texts that test the folding and the order: accents, ñ, case, LIKE's own characters, a formula's
// name that no description holds, and a pending DIFARMER article.
await ejecutar(sql`
  insert into cat_articulos (descripcion, descripcion_farmasi, solo_farmasi) values
    ('x', 'ÑAME ZQX 1', true), ('x', 'name zqx 2', true), ('x', 'Nube zqx', true), ('x', 'Ámbar zqx', true),
    ('x', 'ambar zqx', true), ('x', 'DESCUENTO 50% ZQX', true), ('x', 'ZQX_GUION BAJO', true),
    ('x', 'RUTA C:\\ZQX', true), ('x', 'ÆON ZQX œ', true)`);

const plegado = (texto: string) => plegarEnBase(db, texto);

const terminos = [
  'a',
  'tab',
  'TAB',
  'amoxicilina',
  'paracetamol 500',
  'ácido',
  'ACIDO',
  'zqx',
  'name',
  'ÑAME',
  'ñ',
  'aeon',
  'æon',
  '50%',
  '%',
  '_',
  'zqx_',
  'c:\\',
  '500 mg',
  'qqqq',
  ' ',
];

describe('registration search in memory (indice-busqueda.ts)', () => {
  it.each(terminos)("'%s': the same rows in the same order as the database", async (termino) => {
    const datos = await cargarDatosBusqueda(db);
    for (const soloCadena of [false, true]) {
      const enMemoria = buscarEnDatos(datos, await plegado(termino), soloCadena);
      expect(enMemoria).toEqual(await buscarPorTexto(db, termino, soloCadena));
    }
  });

  it('reads the chain articles in batches by code, each put back in its Spanish place', async () => {
    const entera = await cargarDatosBusqueda(db, 1_000_000);
    const porLotes = await cargarDatosBusqueda(db, 7);
    expect(entera.filas.length).toBeGreaterThan(7 * 3);
    expect(porLotes.filas).toEqual(entera.filas);
    expect(porLotes.texto).toBe(entera.texto);
    expect(porLotes.porFormula).toEqual(entera.porFormula);
    // In the database's byte order (the merge's), strictly: no row twice, none out of place.
    expect(entera.filas.slice(1).every((f, i) => enOrden(entera.filas[i]!, f) < 0)).toBe(true);
  });

  it('finds by the formula name and lists the pending DIFARMER articles, as the database does', async () => {
    const datos = await cargarDatosBusqueda(db);
    const [formula] = datos.formulas;
    const termino = formula!.texto.slice(0, 6);
    const hits = buscarEnDatos(datos, termino, false);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(await buscarPorTexto(db, termino, false));
    expect(datos.pendientes.length).toBeGreaterThan(0);
    const pendiente = datos.pendientes[0]!;
    const propio = buscarEnDatos(datos, pendiente.texto, false);
    expect(propio.some((h) => h.codArticulo === pendiente.codArticulo && h.codArticuloFarmasi === 0)).toBe(
      true,
    );
    expect(buscarEnDatos(datos, pendiente.texto, true).some((h) => h.codArticuloFarmasi === 0)).toBe(false);
  });

  it('answers from memory while the catalogue is unchanged, from the database after a change', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const indice = new IndiceBusqueda(db, undefined, log);
    const porTexto = (t: string, s: boolean) => indice.buscar(t, s);
    // The first search starts the load and is answered by the database.
    expect(await buscarArticulos(db, 'zqx', false, porTexto)).toEqual(await buscarPorTexto(db, 'zqx', false));
    await indice.listo();
    expect(log.info).toHaveBeenCalledTimes(1);
    const execute = vi.spyOn(db, 'execute');
    expect(await indice.buscar('ambar zqx', false)).toHaveLength(2);
    // One read of the version (no notices here), nothing else: the rows come from memory.
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    // A new article is found at once: the version moved, so the database answers until the reload.
    await ejecutar(sql`insert into cat_articulos (descripcion, descripcion_farmasi, solo_farmasi)
                       values ('x', 'ámbar zqx recién dado de alta', true)`);
    const despues = await indice.buscar('ambar zqx', false);
    expect(despues.map((h) => h.descripcion)).toContain('ámbar zqx recién dado de alta');
    await indice.listo();
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(await indice.buscar('ambar zqx', false)).toEqual(despues);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
