import type { StockMinimoFila } from '@farmasi/contracts/proveedores/stockminimo';
import { describe, expect, it } from 'vitest';
import { aplicarATodas, claveFila, filasVisibles, minimoDe, valorEnCaja } from './ediciones';

const fila = (codSucursal: number, codArticulo: number, existenciaMinima: number): StockMinimoFila => ({
  codSucursal,
  sucursal: `S${codSucursal}`,
  codArticulo,
  descripcionProducto: `P${codArticulo}`,
  descripcionFormula: 'F',
  grupoProducto: 0,
  existenciaMinima,
  demandaIndividual: 0,
});
const filas = [fila(1, 10, 0), fila(1, 11, 5), fila(2, 10, 3), fila(2, 11, 0)];

describe('stock mínimo: the typed minimums', () => {
  it('a box shows what was typed (null when emptied), and an emptied box saves 0', () => {
    const ediciones = new Map([[claveFila(filas[1]!), null]]);
    expect(valorEnCaja(filas[1]!, ediciones)).toBeNull();
    expect(minimoDe(filas[1]!, ediciones)).toBe(0);
    expect(valorEnCaja(filas[2]!, ediciones)).toBe(3);
  });

  it('filters by branch and by the rows stored at 0', () => {
    expect(filasVisibles(filas, { sucursal: 0, soloCeros: false })).toHaveLength(4);
    expect(filasVisibles(filas, { sucursal: 2, soloCeros: false })).toEqual([filas[2], filas[3]]);
    expect(filasVisibles(filas, { sucursal: 0, soloCeros: true })).toEqual([filas[0], filas[3]]);
    // A row typed into keeps showing under 'solo en cero': the filter reads what is stored.
    expect(filasVisibles(filas, { sucursal: 1, soloCeros: true })).toEqual([filas[0]]);
  });

  it("'Todo' sets the rows shown and keeps what was typed in the others", () => {
    const previas = new Map([[claveFila(filas[1]!), 9]]);
    const nuevas = aplicarATodas([filas[0]!, filas[3]!], previas, 40);
    expect(Object.fromEntries(nuevas)).toEqual({ '10-1': 40, '11-1': 9, '11-2': 40 });
  });
});
