import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { describe, expect, it } from 'vitest';
import { abrirArticulos, json, nuevo } from './articulos.fixtures.ts';

const { admin, contar, detalle } = await abrirArticulos();

/** A valid chain-only article with its own barcode and Registro SSA. */
const conRegistro = (registroSSA: string, codBarras: string, over: Record<string, unknown> = {}) =>
  nuevo({ registroSSA, codBarras: [{ codArticulo: 0, codBarras, tipo: 'F' }], ...over });

describe('Registro SSA: the same registration written differently is refused (issue 30)', () => {
  it("refuses 'ssa-100770' beside 'SSA-100770' (case, accents, blanks) and writes nothing", async () => {
    const primero = await json(
      admin.post('/catarticulos/guardar', conRegistro('SSA-100770', '7509000100701')),
    );
    expect(primero.value).toBe(true);
    const codigo = primero.data.codArticuloFarmasi as number;
    for (const [variante, barras] of [
      ['ssa-100770', '7509000100702'],
      ['SSÁ-100770', '7509000100703'],
      [' ssa - 100770 ', '7509000100704'],
    ] as const) {
      const antes = await contar('cat_articulos');
      expect(await json(admin.post('/catarticulos/guardar', conRegistro(variante, barras)))).toEqual({
        value: false,
        message: format(m.registroSsaEscritoDistinto, {
          registro: variante.trim(),
          existente: 'SSA-100770',
          codigo,
        }),
        data: null,
      });
      expect(await contar('cat_articulos')).toBe(antes);
    }
  });

  it('accepts the same registration written the same way (presentations share it)', async () => {
    const r = await json(admin.post('/catarticulos/guardar', conRegistro('SSA-100770', '7509000100705')));
    expect(r.value).toBe(true);
    expect(r.data.registroSSA).toBe('SSA-100770');
  });

  it('an article saved again with its own registration is not compared with itself', async () => {
    const r = await json(admin.post('/catarticulos/guardar', conRegistro('REG-55 SSA', '7509000100706')));
    expect(r.value).toBe(true);
    const a = await detalle(r.data.codArticuloFarmasi);
    const otra = await json(admin.post('/catarticulos/guardar', { ...a, registroSSA: 'reg-55 ssa' }));
    expect(otra.value).toBe(true);
    expect(otra.data.registroSSA).toBe('reg-55 ssa');
  });
});

describe('the article searches take at most 100 characters, and say so (issue 30)', () => {
  it("answers 400 'La búsqueda admite hasta 100 caracteres.', not 'Debe ser un texto.'", async () => {
    for (const res of [
      await admin.post('/catarticulos/consultar', { buscar: 'a'.repeat(101) }),
      await admin.get(`/catarticulos/pendientes?buscar=${'a'.repeat(101)}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(m.busquedaLarga);
      expect(res.json().message).not.toContain('Debe ser un texto.');
    }
    expect((await admin.post('/catarticulos/consultar', { buscar: 'a'.repeat(100) })).statusCode).toBe(200);
  });
});
