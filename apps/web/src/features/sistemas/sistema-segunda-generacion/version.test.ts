import {
  estadoVersion,
  type Sistema,
  type SistemaSucursal,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { describe, expect, it } from 'vitest';
import { alternarFiltro, contarVersiones, ESTADOS, filtrarPorVersion, indiceEnlaces } from './version';

const pv: Sistema = {
  idCatSistemas: 1,
  abreviatura: 'PV',
  nombre: 'Punto de venta',
  versionProductivaXml: '2.4.1',
  versionBetaXml: '2.5.0',
};
const rep: Sistema = {
  ...pv,
  idCatSistemas: 2,
  abreviatura: 'REP',
  nombre: 'Reportes',
  versionProductivaXml: '2.0.5',
  versionBetaXml: '',
};
const enlace = (
  codSucursal: number,
  idCatSistemas: number,
  versionProductiva: string,
  versionBeta = '',
): SistemaSucursal => ({
  codSucursal,
  idCatSistemas,
  versionProductiva,
  versionBeta,
});

describe('the version state rule (003 §4)', () => {
  it('is green when the productive version matches, amber when only the beta does, red otherwise', () => {
    expect(estadoVersion(pv, enlace(1, 1, '2.4.1'))).toBe('actualizada');
    // The productive one wins even when the beta matches too.
    expect(estadoVersion(pv, enlace(1, 1, '2.4.1', '2.5.0'))).toBe('actualizada');
    expect(estadoVersion(pv, enlace(1, 1, '2.4.0', '2.5.0'))).toBe('beta');
    expect(estadoVersion(pv, enlace(1, 1, '2.4.0'))).toBe('sinActualizar');
    expect(estadoVersion(pv, enlace(1, 1, '2.4.0', '2.4.9'))).toBe('sinActualizar');
    expect(estadoVersion(pv, undefined)).toBe('sinActualizar');
    // A system without beta: an empty beta never counts as matching.
    expect(estadoVersion(rep, enlace(1, 2, '2.0.3', ''))).toBe('sinActualizar');
    expect(estadoVersion(pv, enlace(1, 1, ' 2.4.1 '))).toBe('actualizada');
    expect([ESTADOS.actualizada.color, ESTADOS.beta.color, ESTADOS.sinActualizar.color]).toEqual([
      'green',
      'gold',
      'red',
    ]);
  });
});

describe('the counters and their filter', () => {
  const sucursales = [{ codSucursal: 1 }, { codSucursal: 2 }, { codSucursal: 3 }, { codSucursal: 4 }];
  const enlaces = indiceEnlaces([
    enlace(1, 1, '2.4.1'),
    enlace(2, 1, '2.4.0', '2.5.0'),
    enlace(3, 1, '2.3.7'),
    enlace(1, 2, '2.0.5'),
    enlace(2, 2, '2.0.5'),
    enlace(3, 2, '2.0.3'),
  ]);

  it('count per system the updated branches and the rest (amber among the rest), a missing link as red', () => {
    const conteos = contarVersiones([pv, rep], sucursales, enlaces);
    expect(conteos.get(1)).toEqual({ actualizadas: 1, sinActualizar: 3, beta: 1 });
    expect(conteos.get(2)).toEqual({ actualizadas: 2, sinActualizar: 2, beta: 0 });
  });

  it('filter the list to a counter’s branches', () => {
    const codigos = (f: Parameters<typeof filtrarPorVersion>[3]) =>
      filtrarPorVersion(sucursales, [pv, rep], enlaces, f).map((s) => s.codSucursal);
    expect(codigos({ idCatSistemas: 1, estado: 'actualizadas' })).toEqual([1]);
    expect(codigos({ idCatSistemas: 1, estado: 'sinActualizar' })).toEqual([2, 3, 4]);
    expect(codigos({ idCatSistemas: 2, estado: 'actualizadas' })).toEqual([1, 2]);
    expect(codigos(null)).toEqual([1, 2, 3, 4]);
    // A filter of a system the list no longer has leaves the list whole.
    expect(codigos({ idCatSistemas: 9, estado: 'actualizadas' })).toEqual([1, 2, 3, 4]);
  });

  it('a second click on the same counter clears the filter; another counter replaces it', () => {
    const a = { idCatSistemas: 1, estado: 'actualizadas' } as const;
    const b = { idCatSistemas: 1, estado: 'sinActualizar' } as const;
    const c = { idCatSistemas: 2, estado: 'actualizadas' } as const;
    expect(alternarFiltro(null, a)).toEqual(a);
    expect(alternarFiltro(a, { ...a })).toBeNull();
    expect(alternarFiltro(a, b)).toEqual(b);
    expect(alternarFiltro(b, c)).toEqual(c);
  });
});
