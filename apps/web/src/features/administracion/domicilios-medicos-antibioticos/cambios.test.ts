import { describe, expect, it } from 'vitest';
import { camposCambiados } from './cambios';

describe('camposCambiados', () => {
  it('marks only the fields that differ from the original, ignoring surrounding spaces', () => {
    const original = { cedula: '1234567', nombre: 'Ana', cod: 21 };
    expect([...camposCambiados(original, { cedula: '1234567 ', nombre: 'Ana María', cod: 14 })]).toEqual([
      'nombre',
      'cod',
    ]);
    expect(camposCambiados(original, { ...original }).size).toBe(0);
  });
});
