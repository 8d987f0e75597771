import { describe, expect, it } from 'vitest';
import {
  fallaSucursal,
  guardarSucursalBody,
  sistemaV20Messages as m,
  sistemaV20Pantalla,
} from './sistema-segunda-generacion.ts';

const bien = { codSucursal: 4, fecha: '2026-01-15', prefijo: 'pue04', telefono: '222 123 4567' };
const HOY = '2026-01-20';

describe('S48 add/edit checks (fallaSucursal): branch, date, prefix, phone', () => {
  it('answers the first failure in order, with its field', () => {
    const todoMal = { codSucursal: null, fecha: '', prefijo: '', telefono: '' };
    expect(fallaSucursal(todoMal, HOY)).toEqual({ campo: 'codSucursal', message: m.sucursalRequerida });
    expect(fallaSucursal({ ...todoMal, codSucursal: 4 }, HOY)).toEqual({
      campo: 'fecha',
      message: m.fechaRequerida,
    });
    expect(fallaSucursal({ ...bien, fecha: '2026-02-30', prefijo: '' }, HOY)?.message).toBe(m.fechaInvalida);
    expect(fallaSucursal({ ...bien, fecha: '2026-01-21', prefijo: '' }, HOY)?.message).toBe(m.fechaFutura);
    expect(fallaSucursal({ ...bien, prefijo: '  ', telefono: '' }, HOY)?.message).toBe(m.prefijoRequerido);
    for (const prefijo of ['A', 'AB-1', 'ABCDEFGHIJK', 'Ñ01'])
      expect(fallaSucursal({ ...bien, prefijo }, HOY)?.message, prefijo).toBe(m.prefijoInvalido);
    expect(fallaSucursal({ ...bien, telefono: '22212345' }, HOY)).toEqual({
      campo: 'telefono',
      message: m.telefonoInvalido,
    });
    expect(fallaSucursal(bien, HOY)).toBeNull();
    expect(fallaSucursal({ ...bien, fecha: HOY }, HOY)).toBeNull();
  });

  it('the save body trims and capitalises the prefix and keeps the phone digits', () => {
    expect(guardarSucursalBody.parse({ ...bien, prefijo: ' pue04 ' })).toEqual({
      codSucursal: 4,
      fecha: '2026-01-15',
      prefijo: 'PUE04',
      telefono: '2221234567',
    });
  });

  it('the route embeds the product slug as the caja permissions do', () => {
    expect(sistemaV20Pantalla).toMatchObject({
      id: 1700,
      parent: 3,
      url: '/{product}/sistemas/{product}20',
      order: 0,
    });
  });
});
