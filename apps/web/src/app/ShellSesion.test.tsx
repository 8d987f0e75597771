import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/session';
import { envelope, json, mockFetch } from '@/test/fetch';
import { permiso, signIn } from '@/test/render';
import { GRUPO_URL, GRUPOS, LOGIN, LOGOUT, RENOVAR, renderApp } from './app.fixtures';

/** Permission changes, 403s, screens not built and the next user of a tab (issue 10, part 6). */
const SLOW = { timeout: 10_000 };
const ARTICULOS_URL = '/farmasi/catalogos/catarticulos';

const grupos = [permiso(1, null, null, 'Farmacia'), permiso(11, GRUPO_URL, 1, 'Grupo sucursales')];
const conArticulos = [...grupos, permiso(12, ARTICULOS_URL, 1, 'Alta de artículos')];
const expiredAt = () => new Date(Date.now() - 1000).toISOString();
const renewal = (permisos: unknown) => ({
  ...envelope(null),
  accessToken: 'nuevo',
  expiresIn: 1800,
  expiresAt: null,
  permisos,
});

const loginAnswer = (idUsuario: number, nombre: string) => ({
  ...envelope({
    idUsuario,
    codEmpleado: idUsuario,
    nombre,
    usuario: nombre,
    permisos: grupos,
    idWebUsuariosGrupos: null,
    sucursalesGrupo: [],
  }),
  token: { accessToken: `jwt-${idUsuario}`, expiresAt: new Date(Date.now() + 1_800_000).toISOString() },
});

const signInAs = async (user: ReturnType<typeof renderApp>['user'], usuario: string) => {
  await screen.findByText(messages.login.titulo);
  await user.type(screen.getByLabelText('Usuario'), usuario);
  await user.type(screen.getByLabelText('Contraseña'), 'secreta');
  await user.click(screen.getByRole('button', { name: messages.login.entrar }));
};

describe('permissions that change during a session', { timeout: 40_000 }, () => {
  it('after a renewal the menu shows the screens the new permission list grants', async () => {
    signIn({ permisos: grupos, expiresAt: expiredAt() });
    mockFetch({ [RENOVAR]: renewal(conArticulos), [GRUPOS]: envelope([]) });
    renderApp(GRUPO_URL);
    expect(await screen.findByRole('link', { name: 'Alta de artículos' }, SLOW)).toBeTruthy();
    expect(readSession()?.permisos).toEqual(conArticulos);
  });

  it('after a renewal the guard refuses a screen the new permission list no longer grants', async () => {
    signIn({ permisos: conArticulos, expiresAt: expiredAt() });
    mockFetch({ [RENOVAR]: renewal(grupos) });
    const { router } = renderApp(ARTICULOS_URL);
    expect(await screen.findByText(messages.general.sinPermisoPagina, {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ErrorAutenticacion');
    expect(screen.queryByRole('link', { name: 'Alta de artículos' })).toBeNull();
  });

  it("a 403 on a screen's call goes to the no-permission page, without a dialog, and refreshes the menu", async () => {
    signIn({ permisos: grupos });
    mockFetch({
      [GRUPOS]: json(envelope(null, messages.servidor.sinPermiso, false), 403),
      [RENOVAR]: renewal([permiso(1, null, null, 'Farmacia')]),
    });
    const { router } = renderApp(GRUPO_URL);
    expect(await screen.findByText(messages.general.sinPermisoPagina, {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ErrorAutenticacion');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grupo sucursales' })).toBeNull(), SLOW);
    expect(screen.queryByText(messages.servidor.sinPermiso)).toBeNull();
  });
});

describe('addresses of screens that are not built', { timeout: 40_000 }, () => {
  it("answer 'not found' to a signed-in user, not 'no permission'", async () => {
    signIn({ permisos: grupos });
    mockFetch({});
    const { router } = renderApp('/farmasi/mercadotecnia/promociones');
    expect(await screen.findByText('La página solicitada no existe.', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/farmasi/mercadotecnia/promociones');
  });
});

describe('the next user of a tab', { timeout: 40_000 }, () => {
  it("starts at Home after 'Salir', not on the previous user's page", async () => {
    signIn({ permisos: grupos, idUser: 7, nombre: 'Ana López' });
    mockFetch({ [LOGOUT]: envelope(null), [GRUPOS]: envelope([]), [LOGIN]: loginAnswer(8, 'Beto') });
    const { router, user } = renderApp(GRUPO_URL);
    await user.click(await screen.findByRole('button', { name: /Ana López/ }, SLOW));
    await user.click(await screen.findByText('Salir', {}, SLOW));
    await signInAs(user, 'beto');
    expect(await screen.findByText(/Bienvenido\(a\), Beto/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('gets back the page where his own session expired, another user does not', async () => {
    signIn({ permisos: grupos, idUser: 7, expiresAt: expiredAt() });
    mockFetch({
      [RENOVAR]: json(envelope(null, 'Sesión no válida', false), 401),
      [LOGIN]: loginAnswer(8, 'Beto'),
    });
    const { router, user } = renderApp(GRUPO_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await signInAs(user, 'beto');
    expect(await screen.findByText(/Bienvenido\(a\), Beto/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });
});
