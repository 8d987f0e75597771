import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { AbrirPaginaLicenciatariosPage } from './AbrirPaginaLicenciatariosPage';

const API = '/admin/api/abrir-pagina-licenciatarios';
const BUSCAR = `GET ${API}/buscar-licenciatarios/lopez`;
const LOGIN = `POST ${API}/login-licenciatario`;
const BITACORA = `POST ${API}/guardar-bitacora/5`;
const CONFIRMAR =
  'Está a punto de iniciar sesión con las credenciales de este licenciatario, ¿Desea continuar?';
const PORTAL = 'https://portal.example.mx/licenciatarios/';

const licenciatario = {
  idEmpleados: 5,
  usuario: 'mlopez',
  nombre: 'María López Ruiz',
  sucursales: [{ codSucursal: 12, sucursal: 'Cuernavaca Centro' }],
};
const token = { accessToken: 'tok.en.portal', expiresAt: '2026-11-23T10:00:00.000Z' };
const datos = {
  idUsuario: 5,
  codEmpleado: 5123,
  nombre: 'María López Ruiz',
  permisos: [],
  idWebUsuariosGrupos: null,
  sucursalesGrupo: [12],
  urlPortal: PORTAL,
};

/** window.open answers a fake empty tab, as a browser does for ('', '_blank'). */
const stubOpen = () => {
  const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { open, tab };
};

const keysOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const elegir = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(screen.getByRole('combobox', { name: 'Buscar licenciatario' }), 'lopez');
  await user.click(await screen.findByText('mlopez - María López Ruiz'));
};

describe('AbrirPaginaLicenciatariosPage', () => {
  beforeEach(() => {
    signIn({ idUser: 7 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks first, then signs in, stores, logs and points the new tab at the portal', async () => {
    const fetchMock = mockFetch({
      [BUSCAR]: envelope([licenciatario]),
      [LOGIN]: { value: true, message: '', data: datos, token },
      [BITACORA]: envelope(true),
    });
    const { open, tab } = stubOpen();
    const { user } = renderWithProviders(<AbrirPaginaLicenciatariosPage />);
    const boton = screen.getByRole('button', { name: /Abrir página/ });
    expect(boton.hasAttribute('disabled')).toBe(true);
    await elegir(user);
    // The chosen account is shown with its branches before anything is opened.
    expect(document.querySelector('.ant-descriptions')?.textContent).toContain('12 Cuernavaca Centro');
    await waitFor(() => expect(boton.hasAttribute('disabled')).toBe(false));

    await user.click(boton);
    expect(await screen.findByText(CONFIRMAR)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Si' }));

    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const url = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(url.href.startsWith(PORTAL)).toBe(true);
    expect(url.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual(token);
    expect(keysOf(fetchMock)).toEqual([BUSCAR, LOGIN, BITACORA]);
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(JSON.stringify({ idEmpleados: 5, usuario: 'mlopez' }));
    expect(JSON.parse(localStorage.getItem('sesionLicenciatario') ?? 'null')).toEqual({ token, data: datos });
    expect(
      await screen.findByText('Se abrió la página de licenciatarios en una pestaña nueva.'),
    ).toBeTruthy();
  });

  it('does nothing on No', async () => {
    const fetchMock = mockFetch({ [BUSCAR]: envelope([licenciatario]) });
    const { open } = stubOpen();
    const { user } = renderWithProviders(<AbrirPaginaLicenciatariosPage />);
    await elegir(user);
    await user.click(screen.getByRole('button', { name: /Abrir página/ }));
    await screen.findByText(CONFIRMAR);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(CONFIRMAR)).toBeNull());
    expect(open).not.toHaveBeenCalled();
    expect(keysOf(fetchMock)).toEqual([BUSCAR]);
  });

  it('shows a refusal, closes the empty tab and logs nothing', async () => {
    const fetchMock = mockFetch({
      [BUSCAR]: envelope([licenciatario]),
      [LOGIN]: {
        value: false,
        message: 'El licenciatario no existe o está inactivo.',
        data: null,
        token: null,
      },
    });
    const { tab } = stubOpen();
    const { user } = renderWithProviders(<AbrirPaginaLicenciatariosPage />);
    await elegir(user);
    await user.click(screen.getByRole('button', { name: /Abrir página/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText('El licenciatario no existe o está inactivo.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(keysOf(fetchMock)).toEqual([BUSCAR, LOGIN]);
    expect(localStorage.getItem('sesionLicenciatario')).toBeNull();
  });

  it('warns when the browser blocks the tab, before any call', async () => {
    const fetchMock = mockFetch({ [BUSCAR]: envelope([licenciatario]) });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user } = renderWithProviders(<AbrirPaginaLicenciatariosPage />);
    await elegir(user);
    await user.click(screen.getByRole('button', { name: /Abrir página/ }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(/El navegador bloqueó la pestaña nueva/)).toBeTruthy();
    expect(keysOf(fetchMock)).toEqual([BUSCAR]);
  });
});
