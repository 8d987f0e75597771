import { SENTINEL_DATE } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { asentar, conNuevoPrecio, vigenteAl } from './vigencia.ts';

const HOY = '2026-11-23';
const guardado = {
  costo: '45.00',
  fechaAplicacion: '2026-10-01',
  costoPendiente: '50.00',
  fechaPendiente: '2026-11-30',
  estatus: 'A',
};

describe('the price in effect on a day (001 §4)', () => {
  it('keeps the current price and shows the later one as pending (NE) before its day', () => {
    expect(vigenteAl(guardado, HOY)).toEqual({
      costo: 45,
      fechaAplicacion: '2026-10-01',
      costoPendiente: 50,
      fechaPendiente: '2026-11-30',
      estatusEnvio: 'NE',
    });
  });

  it('makes the pending price the one in effect from its day on (E)', () => {
    for (const dia of ['2026-11-30', '2026-12-15'])
      expect(vigenteAl(guardado, dia)).toEqual({
        costo: 50,
        fechaAplicacion: '2026-11-30',
        costoPendiente: null,
        fechaPendiente: null,
        estatusEnvio: 'E',
      });
  });

  it('has no price and the sentinel date before a new service first day; SA when cancelled', () => {
    const nuevo = { ...guardado, costo: null, fechaAplicacion: null };
    expect(vigenteAl(nuevo, HOY)).toMatchObject({
      costo: null,
      fechaAplicacion: SENTINEL_DATE,
      estatusEnvio: 'NE',
    });
    expect(vigenteAl({ ...guardado, estatus: 'C' }, HOY).estatusEnvio).toBe('SA');
  });

  it('stores a pending price whose day has come before any write, and leaves a later one', () => {
    expect(asentar(guardado, '2026-11-30')).toEqual({
      costo: '50.00',
      fechaAplicacion: '2026-11-30',
      costoPendiente: null,
      fechaPendiente: null,
    });
    expect(asentar(guardado, HOY)).toEqual({
      costo: '45.00',
      fechaAplicacion: '2026-10-01',
      costoPendiente: '50.00',
      fechaPendiente: '2026-11-30',
    });
  });

  it('applies a new price today when the day is empty, the sentinel, today or past; otherwise from its day', () => {
    const actual = { costo: '45.00', fechaAplicacion: '2026-10-01' };
    for (const fecha of ['', SENTINEL_DATE, `${SENTINEL_DATE}T00:00:00`, HOY, '2026-11-22'])
      expect(conNuevoPrecio(actual, '60.00', fecha, HOY)).toEqual({
        costo: '60.00',
        fechaAplicacion: HOY,
        costoPendiente: null,
        fechaPendiente: null,
      });
    expect(conNuevoPrecio(actual, '60.00', '2026-11-24', HOY)).toEqual({
      costo: '45.00',
      fechaAplicacion: '2026-10-01',
      costoPendiente: '60.00',
      fechaPendiente: '2026-11-24',
    });
  });
});
