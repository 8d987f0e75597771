import { describe, expect, it } from 'vitest';
import { camposMsg, entero, enteroTexto, fecha, INT4_MAX, id, idTexto, instante, texto } from './campos.ts';
import { buscarBody } from './catalogos/sucursales.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('shared field bounds', () => {
  it('keeps ids inside the int4 column range', () => {
    expect(id().safeParse(INT4_MAX).success).toBe(true);
    expect(id().safeParse(0).success).toBe(true);
    expect(firstMessage(id().safeParse(2 ** 31))).toBe('Debe ser un número entero entre 0 y 2,147,483,647.');
    expect(id().safeParse(2 ** 53).success).toBe(false);
    expect(firstMessage(id().safeParse(-1))).toBe('Debe ser un número entero entre 0 y 2,147,483,647.');
    expect(firstMessage(id().safeParse(1.5))).toBe(camposMsg.entero);
    expect(firstMessage(id().safeParse('7'))).toBe(camposMsg.entero);
    expect(firstMessage(id('El grupo no es válido.').safeParse(2 ** 31))).toBe('El grupo no es válido.');
  });

  it('allows negative lookup codes with entero()', () => {
    expect(entero().safeParse(-1).success).toBe(true);
    expect(entero().safeParse(-(2 ** 31)).success).toBe(true);
    expect(entero().safeParse(-(2 ** 31) - 1).success).toBe(false);
    expect(entero({ min: -1, max: 10 }).safeParse(11).success).toBe(false);
  });

  it('reads path and query numbers with the same bounds', () => {
    expect(idTexto().parse('12')).toBe(12);
    expect(idTexto().safeParse('2147483648').success).toBe(false);
    expect(firstMessage(idTexto().safeParse('abc'))).toBe(camposMsg.entero);
    expect(idTexto().safeParse('1.5').success).toBe(false);
    expect(enteroTexto().parse('-1')).toBe(-1);
  });

  it('refuses NUL and lone surrogates but keeps whole characters', () => {
    expect(texto(10).safeParse('Mérida 😀').success).toBe(true);
    expect(firstMessage(texto(10).safeParse('a\u0000b'))).toBe(camposMsg.caracteres);
    expect(firstMessage(texto(10).safeParse('a\uD800b'))).toBe(camposMsg.caracteres);
    expect(firstMessage(texto(10).safeParse('a\uDC00'))).toBe(camposMsg.caracteres);
    expect(firstMessage(texto(10).safeParse('x'.repeat(11)))).toBe('Admite como máximo 10 caracteres.');
    expect(texto().safeParse('x'.repeat(100_000)).success).toBe(false);
  });

  it('accepts only dates that exist', () => {
    expect(fecha().safeParse('2024-02-29').success).toBe(true);
    expect(firstMessage(fecha().safeParse('2026-02-30'))).toBe(camposMsg.fecha);
    expect(fecha().safeParse('2025-02-29').success).toBe(false);
    expect(fecha().safeParse('0000-01-01').success).toBe(false);
    expect(instante().safeParse('2026-10-22T00:00:00.000-06:00').success).toBe(true);
    expect(instante().safeParse('2026-02-30T00:00:00.000-06:00').success).toBe(false);
  });

  it("a branch catalogue's search over 100 characters says so (it answered 'Debe ser un texto.')", () => {
    expect(firstMessage(buscarBody.safeParse({ buscar: 'x'.repeat(101) }))).toBe(
      'Admite como máximo 100 caracteres.',
    );
    expect(buscarBody.parse({ buscar: ' puebla ' })).toEqual({ buscar: 'puebla' });
  });
});
