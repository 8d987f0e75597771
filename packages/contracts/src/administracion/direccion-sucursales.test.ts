import { describe, expect, it } from 'vitest';
import {
  descripcionTipo,
  formatearTelefono,
  direccionMessages as m,
  validarDireccion,
} from './direccion-sucursales.ts';

const ok = {
  cP: '72000',
  colonia: 'Centro',
  calle: 'Av. Juárez',
  numExterior: '12',
  entreCalles: 'Morelos y Allende',
  telefono: '222 123 4567',
  horarioApertura: '08:00',
  horarioCierre: '22:00',
};

describe('branch address rules', () => {
  it('formats phones 2-4-4 for 55, 33 and 81, 3-3-4 otherwise, partial input too', () => {
    expect(formatearTelefono('5512345678')).toBe('55 1234 5678');
    expect(formatearTelefono('3312345678')).toBe('33 1234 5678');
    expect(formatearTelefono('81 1234 5678')).toBe('81 1234 5678');
    expect(formatearTelefono('2221234567')).toBe('222 123 4567');
    expect(formatearTelefono('22212')).toBe('222 12');
    expect(formatearTelefono('551')).toBe('55 1');
    expect(formatearTelefono('222123456789')).toBe('222 123 4567');
    expect(formatearTelefono('55 1234 5678').length).toBe(12);
  });

  it('checks the required fields in the spec order', () => {
    expect(validarDireccion(ok)).toBeNull();
    const empty = Object.fromEntries(Object.keys(ok).map((k) => [k, ''])) as typeof ok;
    const order: [keyof typeof ok, string][] = [
      ['cP', m.cpRequerido],
      ['colonia', m.coloniaRequerida],
      ['calle', m.calleRequerida],
      ['numExterior', m.numExteriorRequerido],
      ['entreCalles', m.entreCallesRequerido],
      ['telefono', m.telefonoInvalido],
      ['horarioApertura', m.horarioRequerido],
      ['horarioCierre', m.horarioRequerido],
    ];
    let current = { ...empty };
    for (const [field, message] of order) {
      expect(validarDireccion(current)).toEqual({ message, field });
      current = { ...current, [field]: ok[field] };
    }
    expect(validarDireccion(current)).toBeNull();
    expect(validarDireccion({ ...ok, cP: '720001' })?.message).toBe(m.cpRequerido);
    expect(validarDireccion({ ...ok, telefono: '222 123 456' })?.message).toBe(m.telefonoInvalido);
  });

  it('names the types: 1 Farmacia, then Consultorio n', () => {
    expect([1, 2, 3].map(descripcionTipo)).toEqual(['Farmacia', 'Consultorio 1', 'Consultorio 2']);
  });
});
