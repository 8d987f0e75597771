import {
  type DiasInventarioFila,
  diasInventarioFamiliaMessages as m,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { messages } from '@farmasi/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuardiaSalida } from '@/app/GuardiaSalida';
import { hayCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { ESTILO_SIN_DIAS } from './columns';
import { DiasInventarioFamiliaPage } from './DiasInventarioFamiliaPage';

const API = '/admin/api/catalogos';
const LISTA = `GET ${API}/diasinventariofamilia/0/0`;
const GUARDAR = `POST ${API}/diasinventariofamilia-guardar/`;

const fila = (codSucursal: number, sucursal: string, codFamilia: number, descripcion: string, dias: number) =>
  ({ codSucursal, sucursal, codFamilia, descripcion, diasInventario: dias }) satisfies DiasInventarioFila;
const filas = [
  fila(1, 'Mérida Centro', 1, 'ANALGESICOS', 30),
  fila(1, 'Mérida Centro', 2, 'ANTIBIOTICOS', 0),
];

const routes = (extra: Record<string, object> = {}) => ({
  [`GET ${API}/familiasDias/`]: envelope([
    { codigo: 1, descripcion: 'ANALGESICOS' },
    { codigo: 2, descripcion: 'ANTIBIOTICOS' },
  ]),
  [LISTA]: envelope(filas),
  [`POST ${API}/sucursales`]: envelope([]),
  ...extra,
});

const setup = () =>
  renderWithProviders(<DiasInventarioFamiliaPage />, { route: '/farmasi/catalogos/DiasInventarioFamilia' });
const caja = (familia: string) =>
  screen.getByLabelText(`Días de inventario de Mérida Centro, ${familia}`) as HTMLInputElement;

describe('DiasInventarioFamiliaPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('lists branch × family with a 4-digit box per row and the rows without days in red', async () => {
    mockFetch(routes());
    setup();
    expect(await screen.findByText('ANTIBIOTICOS')).toBeTruthy();
    expect(caja('ANALGESICOS').value).toBe('30');
    const roja = screen.getByText('ANTIBIOTICOS').closest('td')!;
    expect(roja.style.background).not.toBe('');
    expect(screen.getByText('ANALGESICOS', { selector: 'td' }).style.background).toBe('');
    expect(ESTILO_SIN_DIAS.color).toBe('#a8071a');
  });

  it('ignores letters and a fifth digit typed in a day box', async () => {
    mockFetch(routes());
    const { user } = setup();
    await screen.findByText('ANTIBIOTICOS');
    await user.type(caja('ANTIBIOTICOS'), 'a1b2');
    expect(caja('ANTIBIOTICOS').value).toBe('12');
    await user.type(caja('ANTIBIOTICOS'), '345');
    expect(caja('ANTIBIOTICOS').value).toBe('1234');
  });

  it('applies the global box to every row and saves only the changed rows after confirming', async () => {
    const fetchMock = mockFetch(
      routes({ [GUARDAR]: envelope({ guardados: 2, eliminados: 0 }, m.guardados) }),
    );
    const { user } = setup();
    await screen.findByText('ANTIBIOTICOS');
    const global = screen.getByLabelText('Días para todas las filas') as HTMLInputElement;
    await user.type(global, '153'); // two digits at most
    expect(global.value).toBe('15');
    await user.click(screen.getByRole('button', { name: 'Aplicar a todas' }));
    expect(caja('ANALGESICOS').value).toBe('15');
    expect(caja('ANTIBIOTICOS').value).toBe('15');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(m.confirmarGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.guardados)).toBeTruthy();
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([
      [
        { codSucursal: 1, codFamilia: 1, diasInventario: 15 },
        { codSucursal: 1, codFamilia: 2, diasInventario: 15 },
      ],
    ]);
  });

  it('warns when there is nothing to save, and Cancelar discards the edits', async () => {
    const fetchMock = mockFetch(routes());
    const { user } = setup();
    await screen.findByText('ANTIBIOTICOS');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(m.sinCambios)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    await user.clear(caja('ANALGESICOS'));
    await user.type(caja('ANALGESICOS'), '0');
    await waitFor(() =>
      expect(screen.getByText('ANALGESICOS', { selector: 'td' }).style.background).not.toBe(''),
    );
    await user.click(screen.getByRole('button', { name: /Cancelar/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(caja('ANALGESICOS').value).toBe('30'));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  describe('unsaved days (issue 24: typed rows lost on Back, the menu or reload)', () => {
    conCodigosDeTecla();
    const conGuardia = () =>
      renderWithProviders(
        <>
          <GuardiaSalida />
          <DiasInventarioFamiliaPage />
        </>,
        { route: '/farmasi/catalogos/DiasInventarioFamilia' },
      );

    it('leaving the screen with typed days asks first; No keeps them', async () => {
      mockFetch(routes());
      const { user, router } = conGuardia();
      await screen.findByText('ANTIBIOTICOS');
      await user.clear(caja('ANALGESICOS'));
      await user.type(caja('ANALGESICOS'), '45');
      await waitFor(() => expect(hayCambiosSinGuardar()).toBe(true));
      act(() => void router.navigate('/farmasi/catalogos/otra'));
      expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'No' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/farmasi/catalogos/DiasInventarioFamilia'),
      );
      expect(caja('ANALGESICOS').value).toBe('45');
    });

    it('a new filter asks once (the screen’s own question), then shows the new list', async () => {
      mockFetch(routes({ [`GET ${API}/diasinventariofamilia/0/2`]: envelope([filas[1]]) }));
      const { user, router } = conGuardia();
      await screen.findByText('ANTIBIOTICOS');
      await user.clear(caja('ANALGESICOS'));
      await user.type(caja('ANALGESICOS'), '45');
      await user.type(screen.getByRole('combobox', { name: 'Familia' }), 'antib{Enter}');
      expect(await screen.findByText(m.confirmarDescartar)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Si' }));
      await waitFor(() => expect(router.state.location.search).toContain('familia=2'));
      expect(screen.queryByText(messages.general.cambiosSinGuardar)).toBeNull();
      await waitFor(() => expect(hayCambiosSinGuardar()).toBe(false));
    });
  });
});
