import type { Permiso } from '@farmasi/contracts/seguridad/auth';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/queryClient';
import { type StoredSession, saveSession } from '@/lib/session';

/** Renders a screen with the app's providers and a router at `route`. */
export const renderWithProviders = (ui: ReactElement, { route = '/' }: { route?: string } = {}) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, user, router, queryClient };
};

type Usuario = ReturnType<typeof userEvent.setup>;

/**
 * Clicks `target` once it takes clicks: right after a dialog closes, the screen may still be busy
 * (a list greyed out under its spinner, `pointer-events: none`) for a moment, and a user waits for it.
 */
export const clicCuandoUsable = async (user: Usuario, target: Element | (() => Element)) => {
  await waitFor(() => user.click(typeof target === 'function' ? target() : target));
};

export const permiso = (
  id: number,
  url: string | null,
  parentid: number | null = null,
  name = `P${id}`,
): Permiso => ({
  id,
  parentid,
  name,
  icon: null,
  url,
  idEmpresa: 1,
});

/** A signed-in session valid for an hour (or as overridden). */
export const testSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  token: 'token-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  idUser: 1,
  codigo: 1001,
  user: 'admin',
  nombre: 'Ana López',
  permisos: [permiso(1, null), permiso(2, '/farmasi/catalogos/catgruposucursales', 1, 'Grupo sucursales')],
  idWebUsuariosGrupos: null,
  sucursalesGrupo: [],
  ...overrides,
});

export const signIn = (overrides: Partial<StoredSession> = {}): StoredSession => {
  const session = testSession(overrides);
  saveSession(session);
  return session;
};
