import { messages } from '@farmasi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { validateAsignadas, validateNombreGrupo } from './validate';

const m = messages.grupoSucursales;

describe('grupo sucursales validation', () => {
  it('rejects an empty or blank name', () => {
    expect(validateNombreGrupo('')).toBe(m.sinDescripcion);
    expect(validateNombreGrupo('   ')).toBe(m.sinDescripcion);
    expect(validateNombreGrupo('Norte')).toBeNull();
  });

  it("rejects the reserved word 'eliminar'", () => {
    expect(validateNombreGrupo(' Eliminar ')).toBe(m.nombreReservado);
  });

  it('needs at least one assigned branch', () => {
    expect(validateAsignadas([])).toBe(m.sinSucursal);
    expect(validateAsignadas([1])).toBeNull();
  });
});
