import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { VentasTransferenciasPage } from './VentasTransferenciasPage';

const LISTA = 'GET /admin/api/administracion/obtener-ventas-transferencias';
const CATALOGO = 'POST /admin/api/catalogos/sucursales';
const GUARDAR = 'POST /admin/api/administracion/guardar-ventas-transferencias';

const pendiente = {
  codSucursal: 32,
  sucursal: 'Xalapa La Paz',
  nombre: 'Ana López',
  fecha: '2025-08-05T15:00:00.000Z',
  fechaVenta: null,
  estatus: 'P',
  descripcionEstatus: 'Pendiente',
};

describe('VentasTransferenciasPage', () => {
  beforeEach(() => {
    signIn({ idUser: 7 });
  });

  it('lists the permissions, hiding the sale date of pending ones', async () => {
    mockFetch({
      [LISTA]: envelope([
        pendiente,
        {
          ...pendiente,
          codSucursal: 3,
          sucursal: 'Tehuacán',
          estatus: 'V',
          fechaVenta: '2025-08-06T15:00:00.000Z',
          descripcionEstatus: 'Venta realizada',
        },
      ]),
    });
    renderWithProviders(<VentasTransferenciasPage />);
    const row = (await screen.findByText('Xalapa La Paz')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pendiente')).toBeTruthy();
    expect(row.textContent).not.toContain('06/ago/2025');
    expect(screen.getByText('Venta realizada').closest('tr')?.textContent).toContain('ago/2025');
  });

  it('warns without a branch, and saves the clicked one for the session user after confirming', async () => {
    const fetchMock = mockFetch({
      [LISTA]: envelope([]),
      [CATALOGO]: envelope([
        { codigo: 32, descripcion: 'Xalapa La Paz' },
        { codigo: 36, descripcion: 'Mérida Del Valle' },
      ]),
      [GUARDAR]: envelope(pendiente, 'Registro agregado correctamente.'),
    });
    const { user } = renderWithProviders(<VentasTransferenciasPage />);
    await user.click(await screen.findByRole('button', { name: /Venta por transferecia/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sucursales' });
    await within(dialog).findByText('Mérida Del Valle');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe seleccionar una sucursal.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    await user.click(within(dialog).getByText('Mérida Del Valle'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('¿Desea guardar permiso para la sucursal Mérida Del Valle ?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Registro agregado correctamente.')).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ CodUsuario: 7, CodSucursal: 36 }]);
  });

  it('saves the clicked branch even after a new filter hides its row, never the one listed (issue 30)', async () => {
    const xalapa = { codigo: 32, descripcion: 'Xalapa La Paz' };
    const merida = { codigo: 36, descripcion: 'Mérida Del Valle' };
    const fetchMock = mockFetch({
      [LISTA]: envelope([]),
      [CATALOGO]: (body: { buscar?: string } | undefined) =>
        envelope(body?.buscar ? [xalapa] : [xalapa, merida]),
      [GUARDAR]: envelope(pendiente, 'Registro agregado correctamente.'),
    });
    const { user } = renderWithProviders(<VentasTransferenciasPage />);
    await user.click(await screen.findByRole('button', { name: /Venta por transferecia/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sucursales' });
    await user.click(await within(dialog).findByText('Mérida Del Valle'));
    await user.type(within(dialog).getByLabelText('Buscar sucursal'), 'xal');
    await waitFor(() => expect(within(dialog).queryByText('Mérida Del Valle')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('¿Desea guardar permiso para la sucursal Mérida Del Valle ?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Registro agregado correctamente.')).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ CodUsuario: 7, CodSucursal: 36 }]);
  });
});
