import { expect, test } from '@playwright/test';
import { GRUPO_SUCURSALES_PATH } from '../pages/grupo-sucursales.page';
import { signIn } from '../pages/login';
import { apiFromPage, expectPath } from '../pages/session';
import { Shell } from '../pages/shell';

const SIN_PERMISO = 'Usted no cuenta con permisos para acceder a esta página.';
const GRUPOS_API = '/grupo-sucursales/grupos';

test.describe('Permisos: guard del cliente y del servidor', () => {
  test('cajero sees only his screen and is sent to /ErrorAutenticacion elsewhere', async ({ page }) => {
    await signIn(page, 'cajero');
    const shell = new Shell(page);
    await expect(shell.menu.getByRole('menuitem')).toHaveText(['Farmacias']);
    await shell.open('Farmacias', 'Catálogos', 'Grupo sucursales');
    await expect(shell.menu.getByRole('link')).toHaveText(['Grupo sucursales']);

    await page.goto('farmasi/catalogos/catarticulos');
    await expectPath(page, '/ErrorAutenticacion');
    await expect(page.getByText(SIN_PERMISO)).toBeVisible();

    // The guard's containment check is case-insensitive.
    await page.goto('FARMASI/Catalogos/CatGrupoSucursales');
    await expect(shell.title).toHaveText('Grupo sucursales');

    // The API grants his screen's calls, and not the branch catalogue of screens he does not hold
    // (docs/decisions/seguridad.md, 'Routes for any signed-in user').
    const grupos = await apiFromPage(page, 'GET', GRUPOS_API);
    expect(grupos.status).toBe(200);
    expect(grupos.body.value).toBe(true);
    const sucursales = await apiFromPage(page, 'POST', '/catalogos/sucursales', { buscar: 'Celaya' });
    expect(sucursales.status).toBe(403);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'consulta');
    await page.goto(GRUPO_SUCURSALES_PATH.slice(1));
    await expectPath(page, '/ErrorAutenticacion');
    await expect(page.getByText(SIN_PERMISO)).toBeVisible();

    const grupos = await apiFromPage(page, 'GET', GRUPOS_API);
    expect(grupos.status).toBe(403);
    expect(grupos.body).toEqual({
      value: false,
      message: 'No cuenta con permisos para realizar esta operación.',
      data: null,
    });
    const crear = await apiFromPage(page, 'POST', '/grupo-sucursales/guardar-elimina', {
      grupo: 0,
      nombre: 'No debe existir',
    });
    expect(crear.status).toBe(403);
  });

  test('without a session the API answers 401', async ({ page }) => {
    await page.goto('login');
    const grupos = await apiFromPage(page, 'GET', GRUPOS_API);
    expect(grupos.status).toBe(401);
    expect(grupos.body.value).toBe(false);
  });
});
