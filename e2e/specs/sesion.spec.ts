import { expect, test } from '@playwright/test';
import { GRUPO_SUCURSALES_PATH } from '../pages/grupo-sucursales.page';
import { LoginPage, signInConFormulario } from '../pages/login';
import { expectPath, storedSession } from '../pages/session';
import { accept, dialog, Shell } from '../pages/shell';

test.describe('Inicio de sesión (S01) y layout (S04)', () => {
  test('the login screen shows its title, prompt, fields and version; Enter moves to contraseña', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
    await expect(page.getByText('Ingresa usuario y contraseña para iniciar')).toBeVisible();
    await expect(page.getByText('2025.08.05.0')).toBeVisible();
    await login.usuario.fill('admin');
    await login.usuario.press('Enter');
    await expect(login.password).toBeFocused();
    await expectPath(page, '/login');
  });

  test('wrong credentials: the server message in a warning with Aceptar, no session', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit('no-existe', 'Cualquiera#1');
    await expect(dialog(page, 'Usuario o contraseña incorrectos.')).toBeVisible();
    await accept(page, 'Usuario o contraseña incorrectos.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
  });

  test('admin signs in, reaches Grupo sucursales through the menu, and Salir ends the session', async ({
    page,
  }) => {
    await signInConFormulario(page, 'admin');
    await expectPath(page, '/');
    const shell = new Shell(page);
    await shell.open('Farmacias', 'Catálogos', 'Grupo sucursales');
    await expectPath(page, GRUPO_SUCURSALES_PATH);
    await expect(shell.title).toHaveText('Grupo sucursales');

    // A signed-in user who visits /login is sent to Home.
    await page.goto('login');
    await expectPath(page, '/');

    await shell.chooseUserOption('Salir');
    await expectPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
    // The server revoked the refresh token: the cookie no longer renews anything.
    const renewal = await page.evaluate(async () => {
      const res = await fetch('/admin/api/seguridad/renovar-token', { method: 'POST' });
      return { status: res.status, body: await res.json() };
    });
    expect(renewal.body.value).toBe(false);
    // And a protected route needs a new sign-in.
    await page.goto(GRUPO_SUCURSALES_PATH.slice(1));
    await expectPath(page, '/login');
  });

  test('after login the user goes to the route asked for before signing in', async ({ page }) => {
    await page.goto(GRUPO_SUCURSALES_PATH.slice(1));
    await expectPath(page, '/login');
    await signInConFormulario(page, 'cajero');
    await expectPath(page, GRUPO_SUCURSALES_PATH);
    await expect(new Shell(page).title).toHaveText('Grupo sucursales');
    expect((await storedSession(page))?.token).toBeTruthy();
  });
});
