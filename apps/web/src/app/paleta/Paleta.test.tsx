import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anotarReciente } from '@/lib/pantallasRecientes';
import { envelope, mockFetch } from '@/test/fetch';
import { permiso, renderWithProviders } from '@/test/render';
import { buildMenu } from '../menu';
import { BuscadorGlobal } from './BuscadorGlobal';

const CLIENTES = '/farmasi/catalogos/clientes';
const permisos = [
  permiso(1, null, null, 'Catálogos'),
  permiso(2, '/farmasi/catalogos/catgruposucursales', 1, 'Grupo sucursales'),
  permiso(3, '/farmasi/administracion/direccion-sucursales', 1, 'Direcciones de sucursales'),
  permiso(4, CLIENTES, 1, 'Clientes'),
];
const SLOW = { timeout: 5000 };

const renderPaleta = () =>
  renderWithProviders(
    <>
      <input aria-label="Campo de la pantalla" />
      <BuscadorGlobal menu={buildMenu(permisos)} path="/" idUser={7} compacto={false} />
    </>,
  );

const abrirConTeclado = async (user: ReturnType<typeof renderPaleta>['user']) => {
  await user.click(screen.getByLabelText('Campo de la pantalla'));
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Buscar pantallas y registros' }, SLOW);
};

describe('the command palette', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('opens with Ctrl+K, finds a screen without accents, moves with the arrows and opens it with Enter', async () => {
    mockFetch({});
    const { user, router } = renderPaleta();
    const caja = await abrirConTeclado(user);
    await waitFor(() => expect(document.activeElement).toBe(caja));
    await user.type(caja, 'SUCURSAL');
    const opciones = () => screen.getAllByRole('option').map((o) => o.textContent);
    expect(opciones()).toEqual(['Grupo sucursalesCatálogos', 'Direcciones de sucursalesCatálogos']);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(caja.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/farmasi/administracion/direccion-sucursales'),
    );
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('closes with Escape and gives the focus back where it was', async () => {
    mockFetch({});
    const { user } = renderPaleta();
    await abrirConTeclado(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Campo de la pantalla')));
  });

  it('shows the recent screens first when the box is empty', async () => {
    mockFetch({});
    anotarReciente(7, CLIENTES);
    const { user } = renderPaleta();
    await abrirConTeclado(user);
    const [primera] = screen.getAllByRole('option');
    expect(primera?.textContent).toContain('Clientes');
    expect(screen.getByText('Recientes')).toBeTruthy();
  });

  it('searches only the records whose screens the user may open, and opens the one chosen', async () => {
    const fetch = mockFetch({
      'GET /admin/api/buscadores/buscar-clientes/garcia': envelope([
        { codigo: 31, descripcion: 'GARCÍA PÉREZ' },
      ]),
    });
    const { user, router } = renderPaleta();
    const caja = await abrirConTeclado(user);
    await user.type(caja, 'garcia');
    expect(await screen.findByRole('option', { name: /31 - GARCÍA PÉREZ/ }, SLOW)).toBeTruthy();
    // No screen of his grants the article, branch, supplier or employee searches: none is asked.
    const pedidas = fetch.mock.calls.map(([url]) => String(url));
    expect(pedidas).toEqual(['/admin/api/buscadores/buscar-clientes/garcia']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/farmasi/catalogos/ClientesDetalle/31'));
  });
});
