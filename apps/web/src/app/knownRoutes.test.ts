import { describe, expect, it } from 'vitest';
import { esRutaConocida, rutaConocidaEn } from './knownRoutes';

describe('esRutaConocida', () => {
  it('knows the built screens, whatever the case and the product slug', () => {
    expect(esRutaConocida('/farmasi/catalogos/catgruposucursales')).toBe(true);
    expect(esRutaConocida('/FARMASI/Catalogos/CatGrupoSucursales')).toBe(true);
    expect(esRutaConocida('/baranetos/descuentosgenerales/diasdescuentos')).toBe(true);
    expect(esRutaConocida('/generales/CambiarPassword')).toBe(true);
    expect(esRutaConocida('/login')).toBe(true);
  });

  it('does not count the catch-all: an address of a screen not built is unknown', () => {
    expect(esRutaConocida('/farmasi/mercadotecnia/promociones')).toBe(false);
    expect(esRutaConocida('/baranetos/reportes/ventas')).toBe(false);
    expect(esRutaConocida('/nada')).toBe(false);
  });

  it("knows a manifest url ending in a ':name' parameter (the customer detail), with any value", () => {
    expect(esRutaConocida('/farmasi/catalogos/ClientesDetalle/25')).toBe(true);
    expect(esRutaConocida('/farmasi/catalogos/clientesdetalle/0')).toBe(true);
    expect(esRutaConocida('/farmasi/catalogos/ClientesDetalle/25/otro')).toBe(false);
  });

  it('reads whatever route table it is given', () => {
    const known = rutaConocidaEn([{ path: '/a/:x' }, { path: '*' }]);
    expect(known('/a/b')).toBe(true);
    expect(known('/c')).toBe(false);
  });

  it('knows a segment that embeds the slug only when a screen names it (issue 30)', () => {
    expect(esRutaConocida('/farmasi/catalogos/articulosfarmasi')).toBe(true);
    expect(esRutaConocida('/farmasi/catalogos/ArticulosFarmasi/')).toBe(true);
    expect(esRutaConocida('/farmasi/sistemas/permisoscajafarmasi20')).toBe(true);
    expect(esRutaConocida('/admin/catalogos/no-existe')).toBe(false);
    expect(esRutaConocida('/farmasi/catalogos/no-existe')).toBe(false);
    expect(esRutaConocida('/farmasi/sistemas/articulosfarmasi')).toBe(false);
  });
});
