import { describe, expect, it, vi } from 'vitest';
import { decimalKey, digitsKey, onlyDecimal, onlyDigits } from './keys';

const press = (filter: (e: never) => void, key: string, value = '', selection?: [number, number]) => {
  const input = document.createElement('input');
  input.value = value;
  const [start, end] = selection ?? [value.length, value.length];
  input.setSelectionRange(start, end);
  const preventDefault = vi.fn();
  filter({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    currentTarget: input,
    preventDefault,
  } as never);
  return !preventDefault.mock.calls.length;
};

describe('digitsKey', () => {
  it('lets digits and editing keys through and blocks the rest', () => {
    expect(press(digitsKey, '7')).toBe(true);
    expect(press(digitsKey, 'Backspace')).toBe(true);
    expect(press(digitsKey, 'ArrowLeft')).toBe(true);
    expect(press(digitsKey, 'a')).toBe(false);
    expect(press(digitsKey, '.')).toBe(false);
    expect(press(digitsKey, '-')).toBe(false);
  });
});

describe('decimalKey', () => {
  it('lets digits and a single dot through', () => {
    expect(press(decimalKey, '5', '12')).toBe(true);
    expect(press(decimalKey, '.', '12')).toBe(true);
    expect(press(decimalKey, '.', '12.5')).toBe(false);
    expect(press(decimalKey, 'e', '12')).toBe(false);
    expect(press(decimalKey, ',', '12')).toBe(false);
  });

  it("with '.,' takes a comma as the point too, once (percentages, issue 30)", () => {
    const coma = (e: never) => decimalKey(e, '.,');
    expect(press(coma, ',', '7')).toBe(true);
    expect(press(coma, '.', '7')).toBe(true);
    expect(press(coma, ',', '7.5')).toBe(false);
    expect(press(coma, '.', '7,5')).toBe(false);
    expect(press(coma, ',', '7,5', [1, 2])).toBe(true);
  });

  it('allows typing a dot over a selected dot', () => {
    expect(press(decimalKey, '.', '12.5', [2, 3])).toBe(true);
  });
});

describe('onlyDigits / onlyDecimal (pasted text)', () => {
  it('keeps digits', () => {
    expect(onlyDigits('75 01-03a')).toBe('750103');
  });

  it('keeps digits and the first dot, optionally cutting decimals', () => {
    expect(onlyDecimal('$1,234.5.6')).toBe('1234.56');
    expect(onlyDecimal('12.34567', 4)).toBe('12.3456');
    expect(onlyDecimal('abc')).toBe('');
  });
});
