import { serviciosMedicosMessages as m } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { describe, expect, it } from 'vitest';
import { hoyMexico, validarFormulario } from './validate';

const HOY = '2026-11-23';
const ok = { servicio: 'Consulta general', tipo: 'CO', costo: 45, fechaAplicacion: '' };

describe('validarFormulario (001 §5 order, then the start date)', () => {
  it('checks description, type and cost in that order', () => {
    expect(
      validarFormulario({ servicio: ' ', tipo: '', costo: null, fechaAplicacion: '2020-01-01' }, HOY),
    ).toEqual({
      message: m.sinDescripcion,
      campo: 'servicio',
    });
    expect(validarFormulario({ ...ok, tipo: '', costo: null }, HOY)).toEqual({
      message: m.sinTipo,
      campo: 'tipo',
    });
    expect(validarFormulario({ ...ok, costo: null }, HOY)).toEqual({ message: m.sinCosto, campo: 'costo' });
    expect(validarFormulario({ ...ok, costo: 0 }, HOY)).toEqual({ message: m.sinCosto, campo: 'costo' });
  });

  it('takes no date, the sentinel, today or later; refuses a day before today', () => {
    for (const fechaAplicacion of ['', '1900-01-01', HOY, '2026-12-01'])
      expect(validarFormulario({ ...ok, fechaAplicacion }, HOY)).toBeNull();
    expect(validarFormulario({ ...ok, fechaAplicacion: '2026-11-22' }, HOY)).toEqual({
      message: m.fechaPasada,
      campo: 'fechaAplicacion',
    });
  });

  it("reads today on Mexico City's calendar", () => {
    // 03:00 UTC on the 24th is still the 23rd in Mexico City (UTC-6).
    expect(hoyMexico(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(hoyMexico(new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
  });
});
