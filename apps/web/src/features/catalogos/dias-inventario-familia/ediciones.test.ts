import type { DiasInventarioFila } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { describe, expect, it } from 'vitest';
import { aplicarATodas, cambiosDe, claveFila, diasDe, filasConEdiciones } from './ediciones';

const fila = (codSucursal: number, codFamilia: number, diasInventario: number): DiasInventarioFila => ({
  codSucursal,
  sucursal: `Sucursal ${codSucursal}`,
  codFamilia,
  descripcion: `Familia ${codFamilia}`,
  diasInventario,
});
const filas = [fila(1, 1, 30), fila(1, 2, 0), fila(2, 1, 15)];

describe('inventory days edits', () => {
  it('shows typed days over stored ones, an emptied box as 0', () => {
    const ediciones = new Map([
      [claveFila(filas[0]!), 45],
      [claveFila(filas[2]!), null],
    ]);
    expect(filas.map((f) => diasDe(f, ediciones))).toEqual([45, 0, 0]);
    expect(filasConEdiciones(filas, ediciones).map((f) => f.diasInventario)).toEqual([45, 0, 0]);
    expect(filasConEdiciones(filas, new Map())).toBe(filas);
  });

  it('sends only the rows that differ from what is stored, 0 included (it removes the days)', () => {
    const ediciones = new Map<string, number | null>([
      [claveFila(filas[0]!), 30], // typed back to what is stored: not sent
      [claveFila(filas[1]!), 7],
      [claveFila(filas[2]!), null],
    ]);
    expect(cambiosDe(filas, ediciones)).toEqual([
      { codSucursal: 1, codFamilia: 2, diasInventario: 7 },
      { codSucursal: 2, codFamilia: 1, diasInventario: 0 },
    ]);
    expect(cambiosDe(filas, new Map())).toEqual([]);
  });

  it('the global box sets every row of the list', () => {
    const ediciones = aplicarATodas(filas, 20);
    expect(filas.map((f) => diasDe(f, ediciones))).toEqual([20, 20, 20]);
    expect(cambiosDe(filas, ediciones)).toHaveLength(3);
  });
});
