import { stockMinimoMessages as m } from '@farmasi/contracts/proveedores/stockminimo';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { StockMinimoPage } from './StockMinimoPage';

const API = '/admin/api';
const PROPIAS = `POST ${API}/catalogos/sucursalespropias`;
const COPIAR = `GET ${API}/proveedores/CopiarStockMinimoGuardar/3/5`;

const rutas = () =>
  ({
    [PROPIAS]: envelope([
      { codigo: 3, descripcion: 'Mérida Centro' },
      { codigo: 5, descripcion: 'Puebla Angelópolis' },
    ]),
    [COPIAR]: envelope({ copiados: 12 }, m.copiados(12, 'Mérida Centro', 'Puebla Angelópolis')),
  }) as Record<string, object>;

const elegir = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  modal: HTMLElement,
  campo: string,
  texto: string,
) => {
  await user.click(within(modal).getByRole('combobox', { name: campo }));
  // The list of this box, not one an earlier box left closed (hidden) in the page.
  const opciones = await screen.findAllByText(texto, { selector: '.ant-select-item-option-content' });
  await user.click(opciones.find((o) => !o.closest('.ant-select-dropdown-hidden'))!);
};

describe("'Copiar minimos de sucursal'", () => {
  beforeEach(() => signIn());

  it('checks destination, origin and that they differ, in that order; then confirms and copies', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = renderWithProviders(<StockMinimoPage />, {
      route: '/farmasi/catalogos/proveedores/stockminimo',
    });
    await user.click(screen.getByRole('button', { name: 'Copiar minimos' }));
    const modal = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(modal).getByText(m.tituloCopia)).toBeTruthy();
    const copiar = within(modal).getByRole('button', { name: 'Copiar' });
    const aviso = async (texto: string) => {
      await user.click(copiar);
      expect(await screen.findByText(texto)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    };
    await aviso(m.destinoRequerido);
    await elegir(user, modal, 'Sucursal destino', '3 - Mérida Centro');
    await aviso(m.origenRequerido);
    await elegir(user, modal, 'Sucursal origen', '3 - Mérida Centro');
    await aviso(m.iguales);
    await elegir(user, modal, 'Sucursal destino', '5 - Puebla Angelópolis');
    await user.click(copiar);
    expect(await screen.findByText(m.confirmarCopia)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.copiados(12, 'Mérida Centro', 'Puebla Angelópolis'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u, i]) => `${i?.method ?? 'GET'} ${String(u)}` === COPIAR)).toBe(true);
    await waitFor(() => expect(modal.isConnected).toBe(false));
  });
});
