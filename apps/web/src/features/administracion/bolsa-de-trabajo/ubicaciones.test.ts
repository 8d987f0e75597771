import { describe, expect, it } from 'vitest';
import { ciudadesDe, estadosDe, opcionesCon } from './ubicaciones';

const s = (codSucursal: number, estado: string, localidad: string) => ({
  codSucursal,
  sucursal: `S${codSucursal}`,
  estado,
  localidad,
});
const sucursales = [
  s(1, 'Puebla', 'Puebla'),
  s(2, 'Puebla', 'Cholula'),
  s(3, 'Michoacán', 'Morelia'),
  s(4, 'Yucatán', 'Mérida'),
  s(5, 'Puebla', 'Atlixco'),
  s(6, 'puebla', 'cholula'),
  s(7, 'Ciudad de México', 'Coyoacán'),
];

describe('the states and cities of the vacancy modal', () => {
  it('offers each state with branches once, in Spanish order', () => {
    expect(estadosDe(sucursales)).toEqual(['Ciudad de México', 'Michoacán', 'Puebla', 'Yucatán']);
  });

  it("offers only the chosen state's localities, once each", () => {
    expect(ciudadesDe(sucursales, 'Puebla')).toEqual(['Atlixco', 'Cholula', 'Puebla']);
    expect(ciudadesDe(sucursales, 'Yucatán')).toEqual(['Mérida']);
    expect(ciudadesDe(sucursales, '')).toEqual([]);
  });

  it("keeps a saved value that is no longer among the branches' (an old vacancy)", () => {
    expect(opcionesCon(['Cholula', 'Puebla'], 'Tulum').map((o) => o.value)).toEqual([
      'Tulum',
      'Cholula',
      'Puebla',
    ]);
    expect(opcionesCon(['Cholula', 'Puebla'], 'cholula').map((o) => o.value)).toEqual(['Cholula', 'Puebla']);
  });
});
