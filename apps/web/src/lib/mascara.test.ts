import { describe, expect, it } from 'vitest';
import { conMascara } from './mascara';

describe('conMascara', () => {
  const CUENTA = '###-##-######';

  it('writes the separators as the digits arrive', () => {
    expect(conMascara('1', CUENTA)).toBe('1');
    expect(conMascara('1050', CUENTA)).toBe('105-0');
    expect(conMascara('105011', CUENTA)).toBe('105-01-1');
    expect(conMascara('10501000001', CUENTA)).toBe('105-01-000001');
  });

  it('keeps only digits, whatever was typed or pasted, and stops at the pattern end', () => {
    expect(conMascara('105 01 000001', CUENTA)).toBe('105-01-000001');
    expect(conMascara('a1b0c5-01-0000019999', CUENTA)).toBe('105-01-000001');
    expect(conMascara('', CUENTA)).toBe('');
    expect(conMascara('abc', CUENTA)).toBe('');
  });

  it('serves other patterns (phones)', () => {
    expect(conMascara('2221234567', '(###) ###-####')).toBe('(222) 123-4567');
  });
});
