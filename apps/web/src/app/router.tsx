import { ROUTER_BASE } from '@farmasi/contracts/constants';
import { Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Guard } from './Guard';
import { RouteError } from './RouteError';
import { bareRoutes, shellRoutes } from './routes';

export const appRoutes: RouteObject[] = [
  {
    element: <Guard />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      ...bareRoutes,
      // The shell is a chunk of its own: the login page does not need the menu, nor the menu the login.
      {
        lazy: async () => ({ Component: (await import('./ShellLayout')).ShellLayout }),
        children: shellRoutes,
      },
    ],
  },
];

/** Router base /admin/ (000 §9). */
export const createAppRouter = () =>
  createBrowserRouter(appRoutes, { basename: ROUTER_BASE.replace(/\/$/, '') });
