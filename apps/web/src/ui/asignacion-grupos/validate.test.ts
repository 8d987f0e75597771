import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignacion-grupos';
import { describe, expect, it } from 'vitest';
import { coincide, validarSeleccion } from './validate';

describe('group assignment', () => {
  it("needs at least one branch: 'Debe seleccionar al menos una sucursal'", () => {
    expect(validarSeleccion([])).toBe(m.sinSucursal);
    expect(validarSeleccion([3])).toBeNull();
  });

  it('filters by code, name or branch, ignoring case', () => {
    const s = { codigo: 36, nombre: 'FarmaSí Mérida Del Valle', sucursal: 'Mérida Del Valle' };
    expect(coincide(s, '36')).toBe(true);
    expect(coincide(s, 'mérida')).toBe(true);
    expect(coincide(s, 'Xalapa')).toBe(false);
  });
});
