import { ventasTransferenciasMessages as m } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { describe, expect, it } from 'vitest';
import { filtroEfectivo, sucursalAGuardar } from './validate';

const xalapa = { codigo: 32, descripcion: 'Xalapa La Paz' };
const mérida = { codigo: 36, descripcion: 'Mérida Del Valle' };

describe('transfer-sale branch picker', () => {
  it('filters only from 3 characters', () => {
    expect(filtroEfectivo('Xa')).toBe('');
    expect(filtroEfectivo('  Xa ')).toBe('');
    expect(filtroEfectivo('Xal')).toBe('Xal');
  });

  it('uses the clicked branch, or the only one listed, otherwise asks for one', () => {
    expect(sucursalAGuardar(mérida, [xalapa, mérida])).toEqual({ sucursal: mérida });
    expect(sucursalAGuardar(null, [xalapa])).toEqual({ sucursal: xalapa });
    expect(sucursalAGuardar(null, [xalapa, mérida])).toEqual({ message: m.seleccioneSucursal });
    expect(sucursalAGuardar(null, [])).toEqual({ message: m.seleccioneSucursal });
  });
});
