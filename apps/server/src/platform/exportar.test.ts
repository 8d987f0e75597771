import { describe, expect, it } from 'vitest';
import { porLotes } from './exportar.ts';

describe('porLotes', () => {
  it('reads a result in keyset batches until a short one, each after the last row read', async () => {
    const datos = Array.from({ length: 7 }, (_, i) => i + 1);
    const pedidos: (number | undefined)[] = [];
    const filas: number[] = [];
    for await (const f of porLotes(async (ultima: number | undefined, limite) => {
      pedidos.push(ultima);
      return datos.filter((d) => d > (ultima ?? 0)).slice(0, limite);
    }, 3))
      filas.push(f);
    expect(filas).toEqual(datos);
    expect(pedidos).toEqual([undefined, 3, 6]);
  });
});
