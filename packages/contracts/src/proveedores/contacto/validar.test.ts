import { describe, expect, it } from 'vitest';
import { digitoClabe, esClabe, fallaCuenta, contactoMessages as m } from './validar.ts';

describe('CLABE (issue 28: the screen and the suppliers import)', () => {
  it('computes the check digit with weights 3, 7, 1', () => {
    expect(digitoClabe('03218000011835971')).toBe(9);
    expect(esClabe('032180000118359719')).toBe(true);
    expect(esClabe('032180000118359718')).toBe(false);
    expect(esClabe('03218000011835971')).toBe(false);
  });

  it('refuses an 18-digit account with a wrong check digit or of another bank; other lengths are plain accounts', () => {
    const cuenta = (numero: string, banco = 32) =>
      fallaCuenta({ banco, cuenta: numero, nombreCuenta: 'Pagos' });
    expect(cuenta('032180000118359719')).toBeNull();
    expect(cuenta('032180000118359718')).toEqual({ campo: 'cuenta', mensaje: m.clabeDigito });
    expect(cuenta('032180000118359719', 72)).toEqual({ campo: 'cuenta', mensaje: m.clabeBanco });
    expect(cuenta('0123456789')).toBeNull();
    expect(cuenta('12345678901234567')).toBeNull();
  });
});
