import { expect, test } from '@playwright/test';
import { GRUPO_SUCURSALES_PATH } from '../pages/grupo-sucursales.page';
import { signInConFormulario } from '../pages/login';
import { expectPath } from '../pages/session';
import { Shell } from '../pages/shell';

test.describe('La pestaña de otro usuario', () => {
  test("after 'Salir' the next user starts at Home, not on the previous user's page", async ({ page }) => {
    await signInConFormulario(page, 'admin');
    await page.goto(GRUPO_SUCURSALES_PATH.slice(1));
    const shell = new Shell(page);
    await expect(shell.title).toHaveText('Grupo sucursales', { timeout: 30_000 });
    await shell.chooseUserOption('Salir');
    await expectPath(page, '/login');

    await signInConFormulario(page, 'cajero');
    await expectPath(page, '/');
    await expect(page.getByText(/Bienvenido\(a\), Carlos Juárez Pineda/)).toBeVisible();
  });

  test("an administrator who opens a screen that is not built gets 'not found'", async ({ page }) => {
    await signInConFormulario(page, 'admin');
    await page.goto('farmasi/mercadotecnia/promociones-inexistentes');
    await expect(page.getByText('La página solicitada no existe.')).toBeVisible();
    await expectPath(page, '/farmasi/mercadotecnia/promociones-inexistentes');
  });
});
