import { demandaMessages as m } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { describe, expect, it } from 'vitest';
import { hoyEnMexico, textoConfirmacion, validarFormulario } from './validate';

const hoy = '2026-11-23';
const valido = { codSucursal: 4, todas: false, codArticulo: 1001, fecha: hoy };

describe('the add modal checks', () => {
  it('asks for the branch first, then the article, then a date not after today', () => {
    expect(
      validarFormulario({ codSucursal: null, todas: false, codArticulo: null, fecha: null }, hoy),
    ).toEqual({
      campo: 'sucursal',
      message: m.sucursalRequerida,
    });
    expect(validarFormulario({ ...valido, codArticulo: null, fecha: null }, hoy)).toEqual({
      campo: 'articulo',
      message: m.articuloRequerido,
    });
    expect(validarFormulario({ ...valido, fecha: null }, hoy)?.message).toBe(m.fechaRequerida);
    expect(validarFormulario({ ...valido, fecha: '2026-11-24' }, hoy)?.message).toBe(m.fechaFutura);
    expect(validarFormulario(valido, hoy)).toBeNull();
    expect(validarFormulario({ ...valido, fecha: '2025-01-31' }, hoy)).toBeNull();
  });

  it("takes 'Todas las Sucursales' in place of a branch", () => {
    expect(validarFormulario({ ...valido, codSucursal: null, todas: true }, hoy)).toBeNull();
    expect(
      validarFormulario({ ...valido, codSucursal: null, todas: true, codArticulo: null }, hoy)?.message,
    ).toBe(m.articuloRequerido);
  });

  it('words the confirmation for every branch or for the chosen one', () => {
    expect(textoConfirmacion(true, '')).toBe(
      '¿Desea reiniciar la demanda del artículo en todas las sucursales?',
    );
    expect(textoConfirmacion(false, 'Mérida Centro')).toBe(
      '¿Desea reiniciar la demanda del artículo en la sucursal Mérida Centro?',
    );
  });

  it("takes today from Mexico City's calendar, not the browser's", () => {
    // 03:00 UTC on the 24th is still the 23rd (21:00) in Mexico City.
    expect(hoyEnMexico(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(hoyEnMexico(new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
  });
});
