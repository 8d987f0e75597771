import { pedidosMessages as m } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { diasAntes, formatoFechaPedido, hoyEnMexico } from './fechas';
import { filtrosDeLista, LISTA_DEFECTOS, LISTA_VALIDAR, rangoInicial } from './lista';
import { validarCambio, validarFiltros } from './validate';

describe('order dates (Mexico City time)', () => {
  it("writes 'DD-MMM-YYYY hh:mm A' with Spanish months, whatever the browser's zone", () => {
    // 05:30 UTC on 10 March 2020 is 23:30 of the 9th in Mexico City (UTC-6).
    expect(formatoFechaPedido('2020-03-10T05:30:00.000Z')).toBe('09-mar-2020 11:30 PM');
    expect(formatoFechaPedido('2026-08-05T18:07:00.000Z')).toBe('05-ago-2026 12:07 PM');
    expect(formatoFechaPedido('2026-01-02T06:05:00.000Z')).toBe('02-ene-2026 12:05 AM');
    expect(formatoFechaPedido('no es fecha')).toBe('');
  });

  it("takes today's date in Mexico City and counts days back over month ends", () => {
    expect(hoyEnMexico(new Date('2026-11-24T05:59:00Z'))).toBe('2026-11-23');
    expect(hoyEnMexico(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
    expect(diasAntes('2026-03-01', 1)).toBe('2026-02-28');
    expect(diasAntes('2024-03-01', 1)).toBe('2024-02-29');
  });

  it('opens on the last 30 days, today included, and every status', () => {
    const ahora = new Date('2026-11-24T03:00:00Z'); // still the 23rd in Mexico City
    expect(rangoInicial(ahora)).toEqual({ fechaInicial: '2026-10-25', fechaFinal: '2026-11-23' });
    expect(filtrosDeLista(LISTA_DEFECTOS, ahora)).toEqual({
      fechaInicial: '2026-10-25',
      fechaFinal: '2026-11-23',
      estatus: 0,
    });
    expect(
      filtrosDeLista({ ...LISTA_DEFECTOS, de: '2026-01-01', a: '2026-01-31', estatus: 4 }, ahora),
    ).toEqual({
      fechaInicial: '2026-01-01',
      fechaFinal: '2026-01-31',
      estatus: 4,
    });
  });

  it('keeps only real dates and statuses from the URL', () => {
    expect(LISTA_VALIDAR.de('2026-02-30')).toBe(false);
    expect(LISTA_VALIDAR.de('2026-02-28')).toBe(true);
    expect(LISTA_VALIDAR.a('')).toBe(true);
    expect(LISTA_VALIDAR.estatus(-1)).toBe(false);
    expect(LISTA_VALIDAR.estatus(2.5)).toBe(false);
  });
});

describe('checks of the screen', () => {
  it('asks for both dates, then a start not after the end', () => {
    const d = (f: string) => dayjs(f);
    expect(validarFiltros({ fechaInicial: null, fechaFinal: d('2026-01-01'), estatus: 0 })).toEqual({
      campo: 'fechaInicial',
      message: m.fechasRequeridas,
    });
    expect(validarFiltros({ fechaInicial: d('2026-01-01'), fechaFinal: null, estatus: 0 })?.campo).toBe(
      'fechaFinal',
    );
    expect(
      validarFiltros({ fechaInicial: d('2026-01-02'), fechaFinal: d('2026-01-01'), estatus: 0 }),
    ).toEqual({
      campo: 'fechaInicial',
      message: m.fechaInicialMayor,
    });
    expect(
      validarFiltros({ fechaInicial: d('2026-01-01'), fechaFinal: d('2026-01-01'), estatus: 0 }),
    ).toBeNull();
  });

  it('asks for a new status different from the current one', () => {
    const pedido = { folio: 'PB-000001', estatus: 2, estatusDescripcion: 'En surtido' };
    expect(validarCambio(pedido, null)?.message).toBe(m.sinEstatus);
    expect(validarCambio(pedido, 2)?.message).toBe('El pedido PB-000001 ya tiene el estatus En surtido.');
    expect(validarCambio(pedido, 4)).toBeNull();
  });
});
