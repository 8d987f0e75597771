import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { appRoutes } from './router';

/** What the whole-app tests share: the calls they answer and the app rendered at a path. */
export const GRUPOS = 'GET /admin/api/grupo-sucursales/grupos';
export const RENOVAR = 'POST /admin/api/seguridad/renovar-token';
export const LOGOUT = 'POST /admin/api/seguridad/logout';
export const LOGIN = 'POST /admin/api/seguridad/login';
export const GRUPO_URL = '/farmasi/catalogos/catgruposucursales';

export const renderApp = (path: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
};
