import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anotarReciente } from '@/lib/pantallasRecientes';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
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

  it('charts the chain’s sales by zone and day for those who may open Consulta general de datos', async () => {
    const CONSULTA = '/farmasi/reportes/consultageneraldatos';
    signIn({ idUser: 9, permisos: [permiso(5, CONSULTA, null, 'Consulta general de datos')] });
    const fetch = mockFetch({
      [CONTEOS]: envelope([]),
      'GET /admin/api/generales/inicio/ventas': envelope({
        dias: ['2026-11-26', '2026-11-27'],
        zonas: [
          { zona: 'Zona Centro', ventas: [1000, 1500.5] },
          { zona: 'Sin zona', ventas: [0, 250] },
        ],
      }),
    });
    renderWithProviders(<HomePage />);
    const figura = await screen.findByRole('figure', { name: /Ventas netas por zona y día/ }, SLOW);
    expect(
      within(figura)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Día', 'Zona Centro', 'Sin zona']);
    expect(screen.getByTestId('ventas-total').textContent).toContain('$2,750.50');
    expect(screen.getByRole('link', { name: 'Ver en Consulta general de datos' }).getAttribute('href')).toBe(
      CONSULTA,
    );
    expect(sentBodies(fetch, 'GET /admin/api/generales/inicio/ventas')).toHaveLength(1);
  });

  it('asks for no sales without that screen', async () => {
    signIn({ idUser: 9, permisos: [permiso(2, TRASPASOS, null, 'Traspaso de sucursales')] });
    const fetch = mockFetch({ [CONTEOS]: envelope([]) });
    renderWithProviders(<HomePage />);
    await screen.findByText('No hay pendientes en las pantallas de su menú.', {}, SLOW);
    expect(screen.queryByText(/Ventas por zona/)).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/inicio/ventas'))).toBe(false);
  });
});
