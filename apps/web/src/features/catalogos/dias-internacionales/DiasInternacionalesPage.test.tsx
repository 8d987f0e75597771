import { diasInternacionalesMessages as m } from '@farmasi/contracts/catalogos/dias-internacionales';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { DiasInternacionalesPage } from './DiasInternacionalesPage';

const API = '/admin/api/catalogos/dias-internacionales';
const LISTA = `GET ${API}/0`;
const GUARDAR = `POST ${API}/guardar-dia-internacional`;
const ELIMINAR = `GET ${API}/eliminar-dia-internacional/1`;

const salud = {
  idCatDiasInternacionales: 1,
  fecha: '04-07',
  titulo: 'Día Mundial de la Salud',
  descripcion: '<strong>Cuida</strong> tu <span style="color:#0b6e4f">bienestar</span><br />',
  fechaInicio: '04-01',
  fechaFin: '04-07',
  usuario: 'admin',
};
const cancer = {
  ...salud,
  idCatDiasInternacionales: 2,
  fecha: '02-04',
  titulo: 'Día Mundial contra el Cáncer',
  descripcion: 'La detección oportuna salva vidas.<br />',
  fechaInicio: '01-29',
  fechaFin: '02-04',
};

const setup = () =>
  renderWithProviders(<DiasInternacionalesPage />, { route: '/farmasi/catalogos/dias-internacionales' });

describe('DiasInternacionalesPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists the days with their dates in words and the text of the description', async () => {
    mockFetch({ [LISTA]: envelope([cancer, salud]) });
    setup();
    const fila = (await screen.findByText('Día Mundial de la Salud')).closest('tr')!;
    // Fecha and Fin are both 7 April; Inicio is 1 April.
    expect(within(fila as HTMLElement).getAllByText('7 de abril')).toHaveLength(2);
    expect(within(fila as HTMLElement).getByText('1 de abril')).toBeTruthy();
    expect(
      within(fila as HTMLElement)
        .getByText('bienestar')
        .getAttribute('style'),
    ).toBe('color:#0b6e4f');
    expect(fila.querySelector('img')).toBeNull();
  });

  it('searches by description ignoring accents and case, and keeps the search in the URL', async () => {
    mockFetch({ [LISTA]: envelope([cancer, salud]) });
    const { user, router } = setup();
    await screen.findByText('Día Mundial de la Salud');
    await user.type(screen.getByLabelText('Buscar por descripción'), 'DETECCION');
    await waitFor(() => expect(screen.queryByText('Día Mundial de la Salud')).toBeNull());
    expect(screen.getByText('Día Mundial contra el Cáncer')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('buscar=DETECCION'));
  });

  it('warns about an empty description before anything else and sends nothing', async () => {
    const fetchMock = mockFetch({ [LISTA]: envelope([cancer, salud]) });
    const { user } = setup();
    await screen.findByText('Día Mundial de la Salud');
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.descripcionRequerida)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  it('deletes a day after the confirmation', async () => {
    const fetchMock = mockFetch({
      [LISTA]: envelope([cancer, salud]),
      [ELIMINAR]: envelope({ idCatDiasInternacionales: 1 }, m.eliminado),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Día Mundial de la Salud' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.eliminado)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/eliminar-dia-internacional/1'))).toBe(
      true,
    );
  });
});
