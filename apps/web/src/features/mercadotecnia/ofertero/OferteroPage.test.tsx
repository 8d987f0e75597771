import { oferteroMessages as m } from '@farmasi/contracts/mercadotecnia/ofertero';
import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { OferteroPage } from './OferteroPage';

const API = '/admin/api/mercadotecnia/ofertero';
const LISTA = `GET ${API}/0`;
const SITIO = `GET ${API}/sitio-flipbook`;
const ELIMINAR = `POST ${API}/eliminaroferta/2`;

const invierno = {
  idCatOfertero: 1,
  nombre: 'Temporada invernal',
  urlFlipBook: 'https://online.fliphtml5.com/farmasi/invierno/',
  fechaInicia: '2026-11-16',
  fechaTermina: '2026-12-16',
  estatus: 'Activa',
  thumbnail: '/admin/api/archivos/10',
};
const bebe = {
  ...invierno,
  idCatOfertero: 2,
  nombre: 'Cuidado del bebé',
  urlFlipBook: 'https://online.fliphtml5.com/farmasi/bebe/',
  fechaInicia: '2026-12-20',
  fechaTermina: '2027-01-10',
  estatus: 'Programada',
  thumbnail: '/admin/api/archivos/11',
};
const rutas = (extra: Record<string, unknown> = {}) =>
  mockFetch({
    [LISTA]: envelope([bebe, invierno]),
    [SITIO]: envelope({ sitio: 'https://online.fliphtml5.com/' }),
    ...extra,
  });

const setup = () => renderWithProviders(<OferteroPage />, { route: '/farmasi/mercadotecnia/ofertero' });

describe('OferteroPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists the oferteros with thumbnail, link, dates and status', async () => {
    rutas();
    setup();
    const fila = (await screen.findByText('Temporada invernal')).closest('tr') as HTMLElement;
    expect(within(fila).getByRole('img', { name: 'Miniatura de Temporada invernal' })).toBeTruthy();
    expect(within(fila).getByRole('link').getAttribute('href')).toBe(invierno.urlFlipBook);
    expect(within(fila).getByText('Activa')).toBeTruthy();
    expect(within(fila).getByText('16/nov/2026')).toBeTruthy();
    const otra = screen.getByText('Cuidado del bebé').closest('tr') as HTMLElement;
    expect(within(otra).getByText('Programada')).toBeTruthy();
  });

  it("shows 'No hay registros que mostrar' when there are none", async () => {
    mockFetch({ [LISTA]: envelope([], m.sinRegistros), [SITIO]: envelope({ sitio: '' }) });
    setup();
    expect(await screen.findByText(m.sinRegistros)).toBeTruthy();
  });

  it('searches by name ignoring accents and case, and keeps the search in the URL', async () => {
    rutas();
    const { user, router } = setup();
    await screen.findByText('Temporada invernal');
    await user.type(screen.getByLabelText('Buscar promoción'), 'BEBE');
    await waitFor(() => expect(screen.queryByText('Temporada invernal')).toBeNull());
    expect(screen.getByText('Cuidado del bebé')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('buscar=BEBE'));
  });

  it('asks for the thumbnail first in a new one, and sends nothing', async () => {
    rutas();
    const { user } = setup();
    await screen.findByText('Temporada invernal');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Agregar/ }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByLabelText('Promoción'), 'Nueva');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinMiniatura)).toBeTruthy();
  });

  it('refuses a link outside the flipbook site when editing, and shows no preview for it', async () => {
    rutas();
    const { user } = setup();
    await screen.findByText('Temporada invernal');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Editar Temporada invernal' }));
    expect(await screen.findByTitle('Vista previa del flipbook')).toBeTruthy();
    const liga = screen.getByLabelText('Liga del flipbook');
    await user.clear(liga);
    await user.type(liga, 'https://ejemplo.com/libro');
    await waitFor(() => expect(screen.queryByTitle('Vista previa del flipbook')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.urlInvalida)).toBeTruthy();
  });

  it('deletes after the confirmation naming the ofertero', async () => {
    const fetchMock = rutas({ [ELIMINAR]: envelope({ idCatOfertero: 2 }, m.eliminada) });
    const { user } = setup();
    await screen.findByText('Cuidado del bebé');
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Eliminar Cuidado del bebé' }));
    expect(await screen.findByText('¿Desea eliminar la oferta Cuidado del bebé?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.si }));
    expect(await screen.findByText(m.eliminada)).toBeTruthy();
    expect(sentBodies(fetchMock, ELIMINAR)).toHaveLength(1);
  });
});
