import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/session';
import { envelope, json, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, signIn } from '@/test/render';
import { GRUPO_URL, GRUPOS, LOGIN, LOGOUT, RENOVAR, renderApp } from './app.fixtures';

const menuPermisos = [
  permiso(1, null, null, 'Farmacia'),
  permiso(10, null, 1, 'Catálogos'),
  permiso(11, GRUPO_URL, 10, 'Grupo sucursales'),
  permiso(20, null, 1, 'Reportes'), // no screens: hidden
];

describe('navigation guard and shell', () => {
  it('sends a visitor to /login and, after login, back to the requested route', async () => {
    mockFetch({
      [LOGIN]: {
        ...envelope({
          idUsuario: 7,
          codEmpleado: 1001,
          nombre: 'Ana López',
          usuario: 'alopez',
          permisos: menuPermisos,
          idWebUsuariosGrupos: null,
          sucursalesGrupo: [],
        }),
        token: { accessToken: 'jwt', expiresAt: new Date(Date.now() + 1_800_000).toISOString() },
      },
      [GRUPOS]: envelope([{ idCatGrupoSucursalesEnc: 1, grupo: 'Norte' }]),
    });
    const { router, user } = renderApp(`${GRUPO_URL}?grupo=1`);
    await screen.findByText(messages.login.titulo);
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Usuario'), 'alopez');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: messages.login.entrar }));

    expect(await screen.findByText('Norte')).toBeTruthy();
    expect(router.state.location.pathname).toBe(GRUPO_URL);
    expect(router.state.location.search).toBe('?grupo=1');
  });

  it('sends a signed-in user from /login to Home', async () => {
    signIn();
    mockFetch({});
    const { router } = renderApp('/login');
    expect(await screen.findByText(/Bienvenido\(a\), Ana López/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the no-permission page for a route outside the permission list', async () => {
    signIn({ permisos: menuPermisos });
    mockFetch({});
    const { router } = renderApp('/farmasi/catalogos/catarticulos');
    expect(await screen.findByText(messages.general.sinPermisoPagina)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ErrorAutenticacion');
  });

  it('builds the menu from the permissions, hiding empty groups, and titles the screen', async () => {
    signIn({ permisos: menuPermisos });
    mockFetch({ [GRUPOS]: envelope([]) });
    renderApp(GRUPO_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupo sucursales' })).toBeTruthy();
    expect(screen.getByText('Farmacia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grupo sucursales' })).toBeTruthy();
    expect(screen.queryByText('Reportes')).toBeNull();
  });

  it("'Salir' clears both sessions, revokes the refresh token and goes to /login", async () => {
    signIn({ permisos: menuPermisos });
    localStorage.setItem('sessionDifarmer', '{"token":"x"}');
    const fetchMock = mockFetch({ [LOGOUT]: envelope(null) });
    const { router, user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    expect(await screen.findByText('Cambiar Contraseña')).toBeTruthy();
    await user.click(screen.getByText('Salir'));

    await screen.findByText(messages.login.titulo);
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('sessionDifarmer')).toBeNull();
    expect(sentBodies(fetchMock, LOGOUT)).toHaveLength(1);
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it("opens 'Cambiar Contraseña' from the user menu", async () => {
    signIn();
    mockFetch({});
    const { router, user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Ana López/ }));
    await user.click(await screen.findByText('Cambiar Contraseña'));
    expect(await screen.findByLabelText('Contraseña anterior')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/generales/CambiarPassword');
  });

  it('renews an expired access token before showing the route', async () => {
    signIn({ permisos: menuPermisos, token: 'viejo', expiresAt: new Date(Date.now() - 1000).toISOString() });
    mockFetch({
      [RENOVAR]: { ...envelope(null), accessToken: 'nuevo', expiresIn: 1800, expiresAt: null },
      [GRUPOS]: envelope([{ idCatGrupoSucursalesEnc: 1, grupo: 'Norte' }]),
    });
    renderApp(GRUPO_URL);
    expect(await screen.findByText('Norte')).toBeTruthy();
    expect(readSession()?.token).toBe('nuevo');
  });

  it('sends to /login with the expired-session warning when the renewal fails', async () => {
    signIn({ permisos: menuPermisos, expiresAt: new Date(Date.now() - 1000).toISOString() });
    mockFetch({ [RENOVAR]: json(envelope(null, 'Sesión no válida', false), 401) });
    const { router } = renderApp(GRUPO_URL);
    expect(await screen.findByText(messages.general.sesionCaducada)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('returnTo')).toBe(GRUPO_URL);
  });
});
