import { describe, expect, it } from 'vitest';
import { conAncestros, estadoArbol, type Opcion, sinGruposVacios } from './arbol.ts';

const op = (id: number, parentid: number | null, url: string | null = null): Opcion => ({
  id,
  parentid,
  name: `O${id}`,
  icon: null,
  url,
});
// 1 > (101, 102 > (1021, 1022)); 2 (a group without options, shown as a leaf).
const opciones = [op(1, null), op(101, 1), op(102, 1), op(1021, 102), op(1022, 102), op(2, null)];
const estado = (guardados: number[]) =>
  Object.fromEntries(
    estadoArbol(opciones, new Set(guardados)).map((n) => [
      n.id,
      n.selected ? 'si' : n.indeterminate ? 'parcial' : 'no',
    ]),
  );

describe('estadoArbol', () => {
  it('a group is selected only when all its leaves are stored, partial when some are', () => {
    expect(estado([1, 102, 1021])).toEqual({
      1: 'parcial',
      101: 'no',
      102: 'parcial',
      1021: 'si',
      1022: 'no',
      2: 'no',
    });
    expect(estado([101, 1021, 1022])).toEqual({
      1: 'si',
      101: 'si',
      102: 'si',
      1021: 'si',
      1022: 'si',
      2: 'no',
    });
    // A stored group whose leaves are not stored grants nothing below it.
    expect(estado([1, 102, 2])).toEqual({ 1: 'no', 101: 'no', 102: 'no', 1021: 'no', 1022: 'no', 2: 'si' });
  });
});

describe('conAncestros', () => {
  it('adds every ancestor of the sent ids, once, sorted', () => {
    expect(conAncestros(opciones, [1022, 101, 1022])).toEqual([1, 101, 102, 1022]);
    expect(conAncestros(opciones, [])).toEqual([]);
  });
});

describe('sinGruposVacios', () => {
  it('drops web groups with no screen below them', () => {
    const web = [op(1, null), op(10, 1), op(1001, 10, '/x'), op(12, 1), op(3, null), op(30, 3)];
    expect(sinGruposVacios(web).map((o) => o.id)).toEqual([1, 10, 1001]);
  });
});
