import { describe, expect, it } from 'vitest';
import { abrirPendientes } from './pendientes.fixtures.ts';
import { todasPendientes } from './queries.ts';

const { admin, db, paginaPendientes } = await abrirPendientes();

/** Every pending row in the order asked, page after page. */
const todas = async (query: string) => {
  const filas = [];
  for (let pagina = 1; ; pagina++) {
    const { articulos, totalRegistros } = await paginaPendientes(
      `?tamanoPagina=200&pagina=${pagina}&${query}`,
    );
    filas.push(...articulos);
    if (filas.length >= totalRegistros || articulos.length === 0) return filas;
  }
};

describe('pending list sort (orden, direccion)', () => {
  it('sorts by the column asked, either direction, the code breaking ties; pages follow the order', async () => {
    const porCodigo = (await todas('orden=codArticulo&direccion=desc')).map((a) => a.codArticulo);
    expect(porCodigo.length).toBeGreaterThan(10);
    expect(porCodigo).toEqual([...porCodigo].sort((a, b) => b - a));
    const asc = await todas('orden=formula');
    const desc = await todas('orden=formula&direccion=desc');
    expect(desc).toEqual([...asc].reverse());
    expect(asc.map((a) => a.formula)).not.toEqual(desc.map((a) => a.formula));
    const pagina2 = await paginaPendientes('?orden=formula&direccion=desc&pagina=2&tamanoPagina=5');
    expect(pagina2.articulos).toEqual(desc.slice(5, 10));
    // The default is the description ascending.
    expect(await todas('')).toEqual(await todas('orden=articulo&direccion=asc'));
  });

  it('the export reads the whole sorted result in batches (keyset in the same order)', async () => {
    const desc = await todas('orden=formula&direccion=desc');
    const leidas = [];
    for await (const f of todasPendientes(db, { buscar: '', orden: 'formula', direccion: 'desc' }, 7))
      leidas.push(f);
    expect(leidas).toEqual(desc);
    const porCodigo = [];
    for await (const f of todasPendientes(db, { buscar: '', orden: 'codArticulo', direccion: 'asc' }, 5))
      porCodigo.push(f.codArticulo);
    expect(porCodigo).toEqual((await todas('orden=codArticulo')).map((a) => a.codArticulo));
  });

  it('refuses a column or a direction it does not sort by, in Spanish', async () => {
    const columna = await admin.get('/catarticulos/pendientes?orden=precio');
    expect(columna.statusCode).toBe(400);
    expect(columna.json().message).toContain('El orden debe ser codArticulo, articulo o formula.');
    const direccion = await admin.get('/catarticulos/pendientes?orden=articulo&direccion=arriba');
    expect(direccion.statusCode).toBe(400);
    expect(direccion.json().message).toContain('La dirección del orden debe ser asc o desc.');
  });
});
