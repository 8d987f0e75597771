import { expect, type Page, type Response, test } from '@playwright/test';
import { GrupoSucursalesPage } from '../pages/grupo-sucursales.page';
import { signInConFormulario } from '../pages/login';
import { expectPath, storedSession } from '../pages/session';
import { accept, dialog, Shell } from '../pages/shell';
import { expiredCopyOf } from '../pages/tokens';

const SESION_CADUCADA = 'La sesión ha caducado, por favor vuelva a autenticarse para continuar';

/**
 * The next request to `url` leaves the browser carrying an expired copy of its token, as if the
 * token had expired on its way: the server must answer it 401 and the app must recover by itself.
 */
const expireNextRequestTo = async (page: Page, url: string) => {
  const token = (await storedSession(page))?.token;
  if (!token) throw new Error('no session');
  const expired = await expiredCopyOf(token);
  await page.route(
    (u) => u.pathname.startsWith(`/admin/api${url}`),
    (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${expired}` } }),
    { times: 1 },
  );
};

/** Records the API answers the page receives, in the order they arrive: "METHOD path status". */
const recordApi = (page: Page) => {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/admin/api/')) {
      seen.push(`${response.request().method()} ${path.replace('/admin/api', '')} ${response.status()}`);
    }
  });
  return seen;
};

test.describe('Renovación del token', () => {
  test('every request refused for an expired token renews it and is repeated, without the user noticing', async ({
    page,
  }) => {
    await signInConFormulario(page, 'admin');
    const seen = recordApi(page);
    const first = (await storedSession(page))?.token;

    // First 401: the groups list.
    await expireNextRequestTo(page, '/grupo-sucursales/grupos');
    await new Shell(page).open('Farmacias', 'Catálogos', 'Grupo sucursales');
    const grupos = new GrupoSucursalesPage(page);
    await expect(grupos.row('Zona Bajío')).toBeVisible();
    await expect
      .poll(() => seen.filter((s) => s.startsWith('GET /grupo-sucursales/grupos')))
      .toEqual(['GET /grupo-sucursales/grupos 401', 'GET /grupo-sucursales/grupos 200']);
    expect(seen).toContain('POST /seguridad/renovar-token 200');
    const second = (await storedSession(page))?.token;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // Second 401 in the same page life: the branches of a group.
    await expireNextRequestTo(page, '/grupo-sucursales/sucursales-grupo/');
    await grupos.row('Zona Bajío').click();
    await expect(
      grupos.sucursalesCard.getByRole('cell', { name: 'Celaya La Paz', exact: true }),
    ).toBeVisible();
    await expect
      .poll(() => seen.filter((s) => s.startsWith('POST /seguridad/renovar-token')))
      .toHaveLength(2);
    expect((await storedSession(page))?.token).not.toBe(second);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a renewal that fails ends the session with the spec message and remembers the route', async ({
    page,
    context,
  }) => {
    await signInConFormulario(page, 'cajero');
    const grupos = new GrupoSucursalesPage(page);
    await grupos.goto();
    await expect(grupos.row('Zona Bajío')).toBeVisible();

    // Without the refresh cookie nothing can renew the expired token.
    await context.clearCookies();
    await expireNextRequestTo(page, '/grupo-sucursales/sucursales-grupo/');
    await grupos.row('Zona Norte').click();
    await expect(dialog(page, SESION_CADUCADA)).toBeVisible();
    await accept(page, SESION_CADUCADA);
    await expectPath(page, '/login');
    expect(await storedSession(page)).toBeNull();

    await signInConFormulario(page, 'cajero');
    await expect(page).toHaveURL(/\/farmasi\/catalogos\/catgruposucursales\?grupo=\d+$/);
  });
});
