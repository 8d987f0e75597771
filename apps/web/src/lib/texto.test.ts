import { describe, expect, it } from 'vitest';
import { coincide, compararEs, filtrarOpcion, normalizar } from './texto';

describe('normalizar / coincide', () => {
  it('drops accents, tilde and case', () => {
    expect(normalizar('ÁCIDO Acetilsalicílico Peña Güero')).toBe('acido acetilsalicilico pena guero');
  });

  it('finds accented text with a plain term and plain text with an accented term', () => {
    expect(coincide('cancun', 'Sucursal Cancún Centro')).toBe(true);
    expect(coincide('acido', 'ÁCIDO FÓLICO')).toBe(true);
    expect(coincide('MÉRIDA', 'merida norte')).toBe(true);
    expect(coincide('  jose ', 'José Flores')).toBe(true);
    expect(coincide('morelia', 'Mérida')).toBe(false);
  });

  it('looks in every value given, numbers included; an empty search matches', () => {
    expect(coincide('1204', 'Cancún', 1204)).toBe(true);
    expect(coincide('xyz', 'Cancún', null, undefined)).toBe(false);
    expect(coincide('   ', 'Cancún')).toBe(true);
  });

  it('filters antd options by label', () => {
    expect(filtrarOpcion('cancun', { label: 'CANCÚN' })).toBe(true);
    expect(filtrarOpcion('cancun', { label: 'Mérida' })).toBe(false);
    expect(filtrarOpcion('cancun', undefined)).toBe(false);
  });
});

describe('compararEs', () => {
  it('sorts in Spanish order whatever the accents and case', () => {
    const nombres = ['Morelia', 'Bebidas', 'mérida', 'Bebés', 'Álamo', 'Zacatecas', 'Ñuñoa', 'Nogales'];
    expect([...nombres].sort(compararEs)).toEqual([
      'Álamo',
      'Bebés',
      'Bebidas',
      'mérida',
      'Morelia',
      'Nogales',
      'Ñuñoa',
      'Zacatecas',
    ]);
  });

  it('orders numbers inside names by value and breaks ties by the stored text', () => {
    expect(['Sucursal 10', 'Sucursal 9'].sort(compararEs)).toEqual(['Sucursal 9', 'Sucursal 10']);
    expect(['cancún', 'Cancún'].sort(compararEs)).toEqual(['Cancún', 'cancún']);
  });
});
