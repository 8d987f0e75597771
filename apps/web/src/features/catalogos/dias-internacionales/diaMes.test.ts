import { describe, expect, it } from 'vitest';
import { diaMesDe, diaMesTexto, partesDiaMes } from './diaMes';

describe('day and month', () => {
  it('writes a day of the year in words', () => {
    expect(diaMesTexto('04-07')).toBe('7 de abril');
    expect(diaMesTexto('12-31')).toBe('31 de diciembre');
    expect(diaMesTexto('02-30')).toBe('');
  });

  it('builds MM-DD only when both parts exist, keeping the day inside the month', () => {
    expect(diaMesDe(7, 4)).toBe('04-07');
    expect(diaMesDe(null, 4)).toBe('');
    expect(diaMesDe(7, null)).toBe('');
    expect(diaMesDe(31, 6)).toBe('06-30');
    expect(diaMesDe(30, 2)).toBe('02-29');
    expect(partesDiaMes('11-14')).toEqual({ mes: 11, dia: 14 });
    expect(partesDiaMes('')).toEqual({ mes: null, dia: null });
  });
});
