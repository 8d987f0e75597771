import { Grid } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '@/test/render';
import { AsignarSucursales } from './AsignarSucursales';

const centro = { codSucursal: 10, sucursal: 'S010', nombre: 'Centro', seleccionado: true, propia: 1 };
const lomas = { codSucursal: 11, sucursal: 'S011', nombre: 'Lomas', seleccionado: false, propia: 0 };
const ancho = (md: boolean) => vi.spyOn(Grid, 'useBreakpoint').mockReturnValue({ md, xs: !md });
const transfer = () => document.querySelector('.ant-transfer') as HTMLElement;

describe("AsignarSucursales (S07): at 390 px 'Asignadas' lay outside the dialog (issue 30)", () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('on a phone the two lists are stacked, each as wide as the dialog', () => {
    ancho(false);
    renderWithProviders(
      <AsignarSucursales sucursales={[centro, lomas]} asignadas={[10]} onChange={vi.fn()} />,
    );
    expect(transfer().style.flexDirection).toBe('column');
    const listas = transfer().querySelectorAll<HTMLElement>('.ant-transfer-section');
    expect(listas).toHaveLength(2);
    for (const l of listas) expect(l.style.width).toBe('100%');
  });

  it('on a wide screen they stay side by side', () => {
    ancho(true);
    renderWithProviders(
      <AsignarSucursales sucursales={[centro, lomas]} asignadas={[10]} onChange={vi.fn()} />,
    );
    expect(transfer().style.flexDirection).toBe('');
  });
});
