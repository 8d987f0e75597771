import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { describe, expect, it } from 'vitest';
import { validarGuardar } from './validate';

describe('validarGuardar', () => {
  it("asks first for a maps link: 'No se encontró una sucursal cerca'", () => {
    expect(validarGuardar('', false)).toBe(m.sinSucursalCerca);
    expect(validarGuardar('  ', true)).toBe(m.sinSucursalCerca);
  });

  it('then for a pharmacy chosen on the map', () => {
    expect(validarGuardar('https://www.google.com/maps/search/?api=1&query=1,2', false)).toBe(m.sinFarmacia);
  });

  it('passes with a link and a chosen pharmacy', () => {
    expect(validarGuardar('https://www.google.com/maps/search/?api=1&query=1,2', true)).toBeNull();
  });
});
