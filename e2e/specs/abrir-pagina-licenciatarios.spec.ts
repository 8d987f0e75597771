import { expect, test } from '@playwright/test';
import { E2E_PORTAL_URL } from '../env';
import {
  AbrirPaginaLicenciatariosPage,
  CONFIRMAR_LICENCIATARIO,
} from '../pages/abrir-pagina-licenciatarios.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { confirm, Shell } from '../pages/shell';

test.describe('Abrir página licenciatarios (S45)', () => {
  test('open the licensee portal as a chosen licensee, in a new tab', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Administración', 'Abrir página licenciatarios');
    const screen = new AbrirPaginaLicenciatariosPage(page);
    await expect(screen.abrir).toBeDisabled();

    await screen.elegir('lgutierrez', 'lgutierrez - Luis Gutiérrez García');
    await expect(screen.detalle).toContainText('32 Xalapa La Paz');
    await expect(screen.abrir).toBeEnabled();

    // 'No' opens nothing.
    await screen.abrir.click();
    await confirm(page, CONFIRMAR_LICENCIATARIO, 'No');
    expect(await screen.sesionGuardada()).toBeNull();

    const bitacora = page.waitForResponse((r) =>
      r.url().includes('/abrir-pagina-licenciatarios/guardar-bitacora/'),
    );
    const popupAbierto = page.waitForEvent('popup');
    await screen.abrir.click();
    await confirm(page, CONFIRMAR_LICENCIATARIO);
    const popup = await popupAbierto;
    await popup.waitForURL((url) => url.href.startsWith(`${E2E_PORTAL_URL}#accessToken=`));
    expect(await (await bitacora).json()).toEqual({ value: true, message: '', data: true });
    await expect(page.getByText('Se abrió la página de licenciatarios en una pestaña nueva.')).toBeVisible();

    // The token travels in the fragment (never the query) and the result is stored locally.
    const sesion = await screen.sesionGuardada();
    expect(sesion?.data).toMatchObject({
      nombre: 'Luis Gutiérrez García',
      sucursalesGrupo: [32, 34],
      urlPortal: E2E_PORTAL_URL,
    });
    const recibido = new URL(popup.url());
    expect(recibido.search).toBe('');
    expect(new URLSearchParams(recibido.hash.slice(1)).get('accessToken')).toBe(sesion?.token.accessToken);

    // The portal's token is not a back-office token.
    const status = await page.evaluate(
      async (token) =>
        (
          await fetch('/admin/api/abrir-pagina-licenciatarios/buscar-licenciatarios/a', {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      sesion?.token.accessToken ?? '',
    );
    expect(status).toBe(401);
  });

  test('a user without the screen is refused by the server', async ({ page }) => {
    await signIn(page, 'cajero');
    const res = await apiFromPage(page, 'POST', '/abrir-pagina-licenciatarios/login-licenciatario', {
      idEmpleados: 8,
      usuario: 'lgutierrez',
    });
    expect(res.status).toBe(403);
  });
});
