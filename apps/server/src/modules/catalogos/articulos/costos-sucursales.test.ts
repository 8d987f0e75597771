import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { describe, expect, it } from 'vitest';
import { abrirArticulos, json, nuevo } from './articulos.fixtures.ts';

const { admin, contar } = await abrirArticulos();

type SucursalCosto = { codSucursal: number; seleccionado: boolean };

describe('branches of a supplier cost', () => {
  it('lists only pharmacy branches and refuses a wholesale one (901) without saving anything', async () => {
    const creado = (
      await json(admin.post('/catarticulos/guardar', nuevo({ codBarras: [{ codBarras: '7501234500093' }] })))
    ).data;
    const costo = await json(
      admin.post('/catarticulos/proveedor-costo/guardar', {
        idCatArticulosProveedoresCostosEnc: 0,
        codArticulo: creado.codArticuloFarmasi,
        idCatProveedoresMarcasEnc: 1,
        idCatProveedoresMarcasDet: 1,
        costo: 10,
        precioMayoreo: 12,
        precioPublico: 15,
        precioGlobal: true,
      }),
    );
    const id = costo.data.idCatArticulosProveedoresCostosEnc;
    const lista: SucursalCosto[] = (
      await json(admin.get(`/catarticulos/proveedor-costo/consultar/detalle/${id}`))
    ).data;
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.filter((s) => s.codSucursal >= 901 && s.codSucursal <= 908)).toEqual([]);

    const antes = await contar('cat_articulos_proveedores_costos_det');
    const [primera] = lista;
    const rechazo = await json(
      admin.post(`/catarticulos/proveedor-costo/guardar/detalle/${id}`, [
        { ...primera, seleccionado: true },
        { ...primera, codSucursal: 901, seleccionado: true },
      ]),
    );
    expect(rechazo).toMatchObject({
      value: false,
      message: format(m.sucursalNoEsFarmacia, { codSucursal: 901 }),
    });
    expect(await contar('cat_articulos_proveedores_costos_det')).toBe(antes);
  });
});
