import { describe, expect, it } from 'vitest';
import { cargarSemillas, generadores, ordenarSemillas } from './semillas.ts';

const s = (feature: string, ...despues: string[]) => ({ feature, semilla: { despues } });

describe('demo data of the features', () => {
  it('runs each feature after those it names, otherwise in folder order', () => {
    const orden = ordenarSemillas([s('a/c', 'b/b'), s('a/d'), s('b/b', 'a/d'), s('c/a')]);
    expect(orden.map((e) => e.feature)).toEqual(['a/d', 'b/b', 'a/c', 'c/a']);
  });

  it('refuses a name without demo.ts and a cycle', () => {
    expect(() => ordenarSemillas([s('a/a', 'x/y')])).toThrow(
      'a/a/demo: despues nombra x/y, que no tiene demo.ts',
    );
    expect(() => ordenarSemillas([s('a/a', 'b/b'), s('b/b', 'a/a')])).toThrow(
      'Las semillas de demostración forman un ciclo en despues',
    );
  });

  it('finds every demo.ts on disk, each after its dependencies', async () => {
    const orden = (await cargarSemillas()).map((e) => e.feature);
    expect(orden).toContain('catalogos/articulos');
    expect(orden.indexOf('baranetos/dias-descuentos')).toBeGreaterThan(orden.indexOf('baranetos/catalogos'));
    expect(orden.indexOf('administracion/asignar-clientes-grupos-entrega')).toBeGreaterThan(
      orden.indexOf('administracion/control-ventas-transferencias'),
    );
  });

  it('shares one generator per seed within a run, and starts it again in the next run', () => {
    const uno = generadores();
    const primero = uno(7).next();
    expect(uno(7).next()).not.toBe(primero);
    expect(generadores()(7).next()).toBe(primero);
  });
});
