import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '@/lib/session';
import { envelope, hangingFetch, json, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders } from '@/test/render';
import { LoginPage } from './LoginPage';

const LOGIN = 'POST /admin/api/seguridad/login';
const m = messages.login;

const usuario = {
  idUsuario: 7,
  codEmpleado: 1001,
  nombre: 'Ana López',
  usuario: 'alopez',
  permisos: [permiso(1, '/farmasi/catalogos/catgruposucursales')],
  idWebUsuariosGrupos: null,
  sucursalesGrupo: [],
};
const token = { accessToken: 'jwt', expiresAt: new Date(Date.now() + 1_800_000).toISOString() };

const setup = () => {
  const utils = renderWithProviders(<LoginPage />, { route: '/login' });
  const signInAs = async (user: string, password: string) => {
    await utils.user.type(screen.getByLabelText('Usuario'), user);
    await utils.user.type(screen.getByLabelText('Contraseña'), password);
    await utils.user.click(screen.getByRole('button', { name: m.entrar }));
  };
  return { ...utils, signInAs };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginPage', () => {
  it('shows the title, the prompt and the version', () => {
    mockFetch({});
    setup();
    expect(screen.getByText(m.titulo)).toBeTruthy();
    expect(screen.getByText(m.indicacion)).toBeTruthy();
    expect(screen.getByText('Versión 2025.08.05.0')).toBeTruthy();
  });

  it('moves from usuario to contraseña with Enter, without submitting', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.type(screen.getByLabelText('Usuario'), 'alopez{Enter}');
    expect(document.activeElement?.id).toBe('password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session (never a refresh token) on success', async () => {
    const fetchMock = mockFetch({ [LOGIN]: { ...envelope(usuario, 'Bienvenido'), token } });
    const { user } = setup();
    await user.type(screen.getByLabelText('Usuario'), 'alopez{Enter}');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta{Enter}'); // Enter in contraseña submits
    await waitFor(() => expect(readSession()?.token).toBe('jwt'));
    expect(sentBodies(fetchMock, LOGIN)).toEqual([{ usuario: 'alopez', password: 'secreta' }]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(readSession()).toMatchObject({ idUser: 7, codigo: 1001, user: 'alopez', nombre: 'Ana López' });
    expect(localStorage.getItem('expiresIn')).toMatch(/^\d+$/);
    expect(JSON.stringify(localStorage)).not.toMatch(/refresh/i);
  });

  it("shows a value false answer in a warning with 'Aceptar'", async () => {
    mockFetch({ [LOGIN]: { ...envelope(null, m.credencialesInvalidas, false), token: null } });
    const { signInAs, user } = setup();
    await signInAs('alopez', 'mala');
    expect(await screen.findByText(m.credencialesInvalidas)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(readSession()).toBeNull();
  });

  it('shows a connection failure inline', async () => {
    mockFetch({}); // fetch throws
    const { signInAs } = setup();
    await signInAs('alopez', 'secreta');
    expect((await screen.findByRole('alert')).textContent).toBe(m.errorConexion);
  });

  it('shows the 35 s timeout inline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    hangingFetch();
    const { signInAs } = setup();
    await signInAs('alopez', 'secreta');
    vi.advanceTimersByTime(35_000);
    expect((await screen.findByRole('alert')).textContent).toBe(m.tiempoAgotado);
  });

  it('puts the focus in usuario; an empty usuario, then an empty contraseña, warn and take the focus', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await waitFor(() => expect(document.activeElement?.id).toBe('usuario'));
    await user.type(screen.getByLabelText('Contraseña'), 'secreta{Enter}');
    expect(await screen.findByText(m.usuarioRequerido)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('usuario'));
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Usuario'), '  ');
    await user.click(screen.getByRole('button', { name: m.entrar }));
    expect(await screen.findByText(m.usuarioRequerido)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.type(screen.getByLabelText('Usuario'), 'alopez');
    await user.click(screen.getByRole('button', { name: m.entrar }));
    expect(await screen.findByText(m.passwordRequerido)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a double click on Entrar sends one request', async () => {
    let responder: (r: Response) => void = () => {};
    const fetchMock = mockFetch({ [LOGIN]: () => new Promise<Response>((r) => (responder = r)) });
    const { user } = setup();
    await user.type(screen.getByLabelText('Usuario'), 'alopez');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.dblClick(screen.getByRole('button', { name: m.entrar }));
    await waitFor(() => expect(sentBodies(fetchMock, LOGIN)).toHaveLength(1));
    responder(json({ ...envelope(usuario, 'Bienvenido'), token }));
    await waitFor(() => expect(readSession()?.token).toBe('jwt'));
    expect(sentBodies(fetchMock, LOGIN)).toHaveLength(1);
  });
});
