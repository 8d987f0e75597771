import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anotarReciente } from '@/lib/pantallasRecientes';
import { envelope, mockFetch } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { HomePage } from './HomePage';

const CONTEOS = 'GET /admin/api/generales/inicio/conteos';
const TRASPASOS = '/farmasi/administracion/traspasos-sucursales';
const SLOW = { timeout: 5000 };

describe('Inicio', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('shows each count of a screen in the menu as a link to the list of those items', async () => {
    signIn({
      idUser: 9,
      permisos: [
        permiso(1, null, null, 'Administración'),
        permiso(2, TRASPASOS, 1, 'Traspaso de sucursales'),
        permiso(3, '/farmasi/catalogos/articulosfarmasi', 1, 'Artículos DIFARMER pendientes'),
      ],
    });
    mockFetch({
      [CONTEOS]: envelope([
        { clave: 'articulosPendientes', total: 1, desde: null },
        { clave: 'traspasosPorRecibir', total: 12, desde: '2026-01-05' },
        // A screen not in his menu: never shown, even if an answer held it.
        { clave: 'facturasEnRevision', total: 3, desde: null },
      ]),
    });
    renderWithProviders(<HomePage />);
    const traspasos = await screen.findByRole('link', { name: 'Traspasos por recibir: 12' }, SLOW);
    expect(traspasos.getAttribute('href')).toBe(`${TRASPASOS}?estatus=P&de=2026-01-05`);
    const pendientes = screen.getByRole('link', { name: 'Artículos DIFARMER pendientes: 1' });
    expect(pendientes.getAttribute('href')).toBe('/farmasi/catalogos/articulosfarmasi');
    expect(pendientes.textContent).toContain('artículo por dar de alta');
    expect(screen.queryByText('Facturas en revisión')).toBeNull();
  });

  it('says when nothing waits and lists the user’s recent screens', async () => {
    signIn({ idUser: 9, permisos: [permiso(2, TRASPASOS, null, 'Traspaso de sucursales')] });
    anotarReciente(9, TRASPASOS);
    anotarReciente(8, '/farmasi/otro-usuario');
    mockFetch({ [CONTEOS]: envelope([]) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No hay pendientes en las pantallas de su menú.', {}, SLOW)).toBeTruthy();
    const reciente = screen.getByRole('link', { name: 'Traspaso de sucursales' });
    expect(reciente.getAttribute('href')).toBe(TRASPASOS);
  });
});
