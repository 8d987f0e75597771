import { SENTINEL_DATE } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import {
  aCentinela,
  deCentinela,
  diasEntre,
  esCentinela,
  esFechaReal,
  formatoFecha,
  formatoFechaHora,
  horaLocal,
  hoy,
  leerFecha,
  leerFechaHora,
  limitesDelDia,
} from './fechas.ts';

describe('Mexico City calendar', () => {
  it("today is Mexico City's day, not UTC's (01:30 UTC is still the day before there)", () => {
    expect(hoy(new Date('2026-03-02T01:30:00Z'))).toBe('2026-03-01');
    expect(hoy(new Date('2026-03-02T06:00:00Z'))).toBe('2026-03-02');
  });

  it('keeps the wall clock in the UTC fields (what a spreadsheet shows)', () => {
    expect(horaLocal(new Date('2025-08-05T21:07:00Z')).toISOString()).toBe('2025-08-05T15:07:00.000Z');
  });

  it('bounds a day by its first moment in Mexico City, also in the years of summer time', () => {
    expect(limitesDelDia('2026-11-23')).toEqual({
      desde: new Date('2026-11-23T06:00:00Z'),
      hasta: new Date('2026-11-24T06:00:00Z'),
    });
    // 2021-07-01 was under summer time (UTC-5).
    expect(limitesDelDia('2021-07-01').desde).toEqual(new Date('2021-07-01T05:00:00Z'));
    expect(() => limitesDelDia('2026-02-30')).toThrow(RangeError);
  });

  it('counts calendar days in Mexico City', () => {
    expect(diasEntre(new Date('2026-03-01T05:59:00Z'), new Date('2026-03-01T06:01:00Z'))).toBe(1);
    expect(diasEntre(new Date('2026-03-01T07:00:00Z'), new Date('2026-03-02T05:00:00Z'))).toBe(0);
    expect(diasEntre(new Date('2026-03-05T07:00:00Z'), new Date('2026-03-01T07:00:00Z'))).toBe(0);
  });

  it('accepts only days that exist', () => {
    expect(esFechaReal('2024-02-29')).toBe(true);
    expect(esFechaReal('2026-02-29')).toBe(false);
    expect(esFechaReal('2026-02-30')).toBe(false);
    expect(esFechaReal('2026-13-01')).toBe(false);
    expect(esFechaReal('26-01-01')).toBe(false);
  });
});

describe('DD/MMM/YYYY and DD/MMM/YYYY hh:mm A in Spanish', () => {
  it('formats days and instants', () => {
    expect(formatoFecha('2025-08-05')).toBe('05/ago/2025');
    expect(formatoFecha(new Date('2025-01-01T03:00:00Z'))).toBe('31/dic/2024');
    expect(formatoFechaHora(new Date('2025-08-05T21:07:00Z'))).toBe('05/ago/2025 03:07 PM');
    expect(formatoFechaHora(new Date('2025-08-05T06:05:00Z'))).toBe('05/ago/2025 12:05 AM');
    expect(formatoFechaHora(new Date('2025-08-05T18:00:00Z'))).toBe('05/ago/2025 12:00 PM');
  });

  it('reads what it writes, in any case, and refuses impossible dates and times', () => {
    expect(leerFecha('05/ago/2025')).toBe('2025-08-05');
    expect(leerFecha('5/AGO/2025')).toBe('2025-08-05');
    expect(leerFecha('30/feb/2026')).toBeNull();
    expect(leerFecha('05/agt/2025')).toBeNull();
    expect(leerFecha('2025-08-05')).toBeNull();
    expect(leerFechaHora('05/ago/2025 03:07 PM')).toEqual(new Date('2025-08-05T21:07:00Z'));
    expect(leerFechaHora('05/ago/2025 12:05 am')).toEqual(new Date('2025-08-05T06:05:00Z'));
    expect(leerFechaHora('05/ago/2025 13:05 PM')).toBeNull();
    expect(leerFechaHora('05/ago/2025 03:60 PM')).toBeNull();
    const t = new Date('2026-11-23T18:45:00Z');
    expect(leerFechaHora(formatoFechaHora(t))).toEqual(t);
  });
});

describe('the 1900-01-01 sentinel at the API boundary', () => {
  it('becomes NULL on the way in and comes back on the way out', () => {
    expect(deCentinela(SENTINEL_DATE)).toBeNull();
    expect(deCentinela('1900-01-01T06:00:00.000Z')).toBeNull();
    expect(deCentinela('')).toBeNull();
    expect(deCentinela('2026-05-01')).toBe('2026-05-01');
    expect(aCentinela(null)).toBe(SENTINEL_DATE);
    expect(aCentinela('2026-05-01')).toBe('2026-05-01');
    expect(aCentinela(new Date('2026-05-01T12:00:00Z'))).toBe('2026-05-01T12:00:00.000Z');
    expect(esCentinela('1900-01-01')).toBe(true);
    expect(esCentinela('1900-01-02')).toBe(false);
  });
});
