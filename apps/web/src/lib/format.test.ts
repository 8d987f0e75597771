import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, fromApiDate, isSentinelDate, toApiDate } from './format';

describe('formatMoney ($0,0.00)', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney('99.9')).toBe('$99.90');
  });

  it('puts the sign before the currency symbol', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows costs with four decimals', () => {
    expect(formatMoney(12.34567, 4)).toBe('$12.3457');
  });

  it('shows nothing for no value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('dates in Spanish', () => {
  it('formats DD/MMM/YYYY', () => {
    expect(formatDate('2025-08-05')).toBe('05/ago/2025');
    expect(formatDate(new Date(2024, 0, 31))).toBe('31/ene/2024');
    expect(formatDate('2024-12-01T10:00:00')).toBe('01/dic/2024');
  });

  it('formats DD/MMM/YYYY hh:mm A', () => {
    expect(formatDateTime('2025-08-05T15:07:00')).toBe('05/ago/2025 03:07 PM');
    expect(formatDateTime('2025-03-09T09:30:00')).toBe('09/mar/2025 09:30 AM');
  });

  it('shows the 1900-01-01 sentinel and missing dates as empty', () => {
    for (const v of [
      '1900-01-01',
      '1900-01-01T00:00:00',
      '1900-01-01T00:00:00.000Z',
      null,
      undefined,
      '',
      'x',
    ]) {
      expect(formatDate(v)).toBe('');
      expect(formatDateTime(v)).toBe('');
    }
    expect(isSentinelDate('1900-01-01T06:00:00Z')).toBe(true);
    expect(isSentinelDate(new Date(1900, 0, 1))).toBe(true);
    expect(isSentinelDate('2025-01-01')).toBe(false);
  });

  it('converts to and from the API with the sentinel for no date', () => {
    expect(toApiDate(null)).toBe('1900-01-01');
    expect(toApiDate(dayjs('2025-08-05'))).toBe('2025-08-05');
    expect(fromApiDate('1900-01-01')).toBeNull();
    expect(fromApiDate('2025-08-05')?.format('YYYY-MM-DD')).toBe('2025-08-05');
  });
});
