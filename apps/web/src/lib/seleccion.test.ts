import { describe, expect, it } from 'vitest';
import { alternarVisibles, contieneTexto, todasMarcadas } from './seleccion';

describe('seleccion', () => {
  it('marks only the shown keys, keeping the hidden ones as they were', () => {
    expect(alternarVisibles([9], [1, 2])).toEqual([9, 1, 2]);
    expect(alternarVisibles([1], [1, 2])).toEqual([1, 2]);
    expect(alternarVisibles([1, 2, 9], [1, 2])).toEqual([9]);
    expect(alternarVisibles([], [])).toEqual([]);
    expect(todasMarcadas([], [])).toBe(false);
  });

  it('searches text and number fields without accents or case', () => {
    const fila = { codigo: 12, nombre: 'Mérida Centro', activo: true };
    expect(contieneTexto(fila, 'MERIDA')).toBe(true);
    expect(contieneTexto(fila, '12')).toBe(true);
    expect(contieneTexto(fila, 'true')).toBe(false);
    expect(contieneTexto(fila, '  ')).toBe(true);
  });
});
