import { beforeEach, describe, expect, it } from 'vitest';
import { anotarReciente, leerRecientes, MAX_RECIENTES } from './pantallasRecientes';

describe('pantallasRecientes', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user’s screens apart, newest first, once each, at most MAX_RECIENTES', () => {
    anotarReciente(1, '/farmasi/a');
    anotarReciente(1, '/farmasi/b');
    anotarReciente(1, '/farmasi/A');
    anotarReciente(2, '/farmasi/c');
    expect(leerRecientes(1)).toEqual(['/farmasi/A', '/farmasi/b']);
    expect(leerRecientes(2)).toEqual(['/farmasi/c']);
    for (let i = 0; i < 20; i++) anotarReciente(1, `/x/${i}`);
    expect(leerRecientes(1)).toHaveLength(MAX_RECIENTES);
    expect(leerRecientes(1)[0]).toBe('/x/19');
  });

  it('reads a damaged entry as empty', () => {
    localStorage.setItem('farmasi.pantallasRecientes.1', '{no');
    expect(leerRecientes(1)).toEqual([]);
  });
});
