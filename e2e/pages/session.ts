import { expect, type Page } from '@playwright/test';

export const USERS = {
  admin: { usuario: 'admin', password: 'Admin#2468', nombre: 'Adriana Morales Vega' },
  cajero: { usuario: 'cajero', password: 'Cajero#2468', nombre: 'Carlos Juárez Pineda' },
  consulta: { usuario: 'consulta', password: 'Consulta#2468', nombre: 'Lucía Ortega Ríos' },
} as const;

export type DemoUser = keyof typeof USERS;

/** The stored session the web keeps in localStorage (key 'session'). */
export const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string } | null);

/** Calls the API from inside the page, as a script of the user would, with the stored token. */
export const apiFromPage = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string } | null;
      const res = await fetch(`/admin/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );

/** The app path under /admin, with or without a trailing slash. */
const pathPattern = (path: string) =>
  new RegExp(`/admin${path.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

export const expectPath = async (page: Page, path: string | RegExp) =>
  expect(page).toHaveURL(typeof path === 'string' ? pathPattern(path) : path);
