import { describe, expect, it } from 'vitest';
import { recortarAlLimite } from './limite';

describe('recortarAlLimite (issue 30: trimmed before the limit cuts)', () => {
  it('keeps a text that fits, blanks included', () => {
    expect(recortarAlLimite('', ' 7200', 5)).toBe(' 7200');
    expect(recortarAlLimite('Calle', 'Calle Reforma', 20)).toBe('Calle Reforma');
  });

  it('trims a pasted value before cutting it: postal code, folio, RFC, account', () => {
    expect(recortarAlLimite('', ' 72000', 5)).toBe('72000');
    expect(recortarAlLimite('', ' 44110\n', 5)).toBe('44110');
    expect(recortarAlLimite('', ' 1029991234', 10)).toBe('1029991234');
    expect(recortarAlLimite('', ' GOMJ8001011A0', 13)).toBe('GOMJ8001011A0');
    expect(recortarAlLimite('', ' 105-03-000004', 13)).toBe('105-03-000004');
  });

  it('a typed character after a leading blank takes the blank’s place', () => {
    expect(recortarAlLimite(' 7200', ' 72000', 5)).toBe('72000');
  });

  it('otherwise cuts the inserted text as maxlength does, keeping the text around it', () => {
    // A key typed into a full field changes nothing (the browser refuses it too).
    expect(recortarAlLimite('abcde', 'abXcde', 5)).toBe('abcde');
    expect(recortarAlLimite('abcde', 'abcdef', 5)).toBe('abcde');
    // A paste too long even trimmed is cut to the room left; a blank that separates words stays.
    expect(recortarAlLimite('Calle', 'Calle Reforma 123', 10)).toBe('Calle Refo');
    expect(recortarAlLimite('', '  123456789  ', 5)).toBe('12345');
    expect(recortarAlLimite('12', '12  3456789  ', 5)).toBe('12  3');
    expect(recortarAlLimite('12 ', '12   3456789', 5)).toBe('12 34');
  });
});
