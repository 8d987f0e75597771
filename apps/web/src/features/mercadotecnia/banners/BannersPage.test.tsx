import { bannersMessages as m } from '@farmasi/contracts/mercadotecnia/banners';
import { messages } from '@farmasi/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { BannersPage } from './BannersPage';

const API = '/admin/api/mercadotecnia/banners';
const banner = (id: number, tipoBanner: string, orden: number, visible = true, tipo = 'D') => ({
  idCatBanners: id,
  tipoBanner,
  tipo,
  visible,
  orden,
  fechaVigenciaInicio: '1900-01-01',
  fechaVigenciaFin: '1900-01-01',
  imagen: `/admin/api/archivos/${id}`,
  codUsuario: 1,
  url: '',
});
const rutas = (extra: Record<string, unknown> = {}) =>
  mockFetch({
    [`GET ${API}/consultar-banners/T`]: envelope([
      banner(1, 'C1', 1),
      banner(2, 'C1', 2, false),
      banner(3, 'E', 1),
      banner(4, 'C1', 1, true, 'M'),
    ]),
    [`GET ${API}/consultar-imagenes-sucursales-datos`]: envelope([
      { idCatImagenesSucursales: 1, url: 'https://x.mx/1', imagen: '/admin/api/archivos/91' },
      { idCatImagenesSucursales: 2, url: 'https://x.mx/2', imagen: '' },
    ]),
    ...extra,
  });

describe('BannersPage', () => {
  beforeEach(() => {
    signIn();
  });

  it("shows each section's banners of the chosen device, hidden ones dimmed", async () => {
    rutas();
    const { user } = renderWithProviders(<BannersPage />);
    expect(await screen.findByRole('img', { name: 'Publicidad 2' })).toHaveProperty(
      'className',
      'banner-oculto',
    );
    expect(screen.getByRole('img', { name: 'Efemerides 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sucursales 1' }).getAttribute('href')).toBe('https://x.mx/1');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByRole('img', { name: 'Publicidad 1' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Efemerides 1' })).toBeNull();
  });

  it('offers no Clonar in the gear list of Efemerides', async () => {
    rutas();
    const { user } = renderWithProviders(<BannersPage />);
    await screen.findByRole('img', { name: 'Publicidad 1' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Configurar Efemerides' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.contextMenu(within(dialogo).getByRole('img', { name: 'Banner 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Modificar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Clonar' })).toBeNull();
  });

  it('offers Clonar for Publicidad, and toggles Visible at once', async () => {
    const fetchMock = rutas({
      [`GET ${API}/visible-banner/1/0`]: envelope({ ...banner(1, 'C1', 1, false) }, m.oculto),
    });
    const { user } = renderWithProviders(<BannersPage />);
    await screen.findByRole('img', { name: 'Publicidad 1' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Configurar Publicidad' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Acciones del banner 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Clonar' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Visible' }));
    expect(await screen.findByText(m.oculto)).toBeTruthy();
    expect(sentBodies(fetchMock, `GET ${API}/visible-banner/1/0`)).toHaveLength(1);
  });

  it('asks for an image first in a new banner', async () => {
    rutas();
    const { user } = renderWithProviders(<BannersPage />);
    await screen.findByRole('img', { name: 'Publicidad 1' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Agregar banner a Ofertas' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Vigencia desde')).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinImagen)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
  });
});
