import { expect, type Page, test } from '@playwright/test';
import {
  ASIGNACION_PERMISOS_PATH,
  AsignacionPermisosPage,
  PERMISOS_ALMACEN_PATH,
  PERMISOS_CAJA_PATH,
} from '../pages/asignacion-permisos.page';
import { signIn } from '../pages/login';
import { apiFromPage, type DemoUser, expectPath, USERS } from '../pages/session';
import { accept, Shell } from '../pages/shell';

const SIN_PERMISO = 'Usted no cuenta con permisos para acceder a esta página.';
const TRASPASOS_PATH = 'farmasi/administracion/traspasos-sucursales';
const TRASPASOS_API = '/traspasosSuc/ConTraspasosDetalle/1';
const CAJERO = USERS.cajero.nombre;

const cambiarUsuario = async (page: Page, user: DemoUser) => {
  await new Shell(page).chooseUserOption('Salir');
  await expectPath(page, '/login');
  await signIn(page, user);
};

/** As admin, ticks or unticks 'Traspaso de sucursales' for the cashier and saves. */
const traspasosParaCajero = async (page: Page, otorgar: boolean) => {
  const screen = new AsignacionPermisosPage(page);
  await screen.goto(ASIGNACION_PERMISOS_PATH);
  await screen.elegirEmpleado('Carlos', CAJERO);
  const casilla = screen.casilla('Traspaso de sucursales');
  await expect(casilla).toHaveAttribute('aria-checked', otorgar ? 'false' : 'true');
  await casilla.click();
  await screen.guardar();
};

test.describe('Asignación de permisos', () => {
  test('a screen granted to the cashier opens from his menu; revoked, guard and API refuse it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await traspasosParaCajero(page, true);

    await cambiarUsuario(page, 'cajero');
    const shell = new Shell(page);
    await shell.open('Farmacias', 'Administración', 'Traspaso de sucursales');
    await expect(shell.title).toHaveText('Traspaso de sucursales');
    expect((await apiFromPage(page, 'GET', TRASPASOS_API)).status).toBe(200);

    await cambiarUsuario(page, 'admin');
    await traspasosParaCajero(page, false);

    await cambiarUsuario(page, 'cajero');
    await expect(shell.menu.getByRole('menuitem')).toHaveText(['Farmacias']);
    await page.goto(TRASPASOS_PATH);
    await expectPath(page, '/ErrorAutenticacion');
    await expect(page.getByText(SIN_PERMISO)).toBeVisible();
    expect((await apiFromPage(page, 'GET', TRASPASOS_API)).status).toBe(403);
  });

  test("'Cerrar sesiones' ends the cashier's session: his next action lands on the login", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two users in two browsers, one after the other.
    test.slow();
    await signIn(page, 'cajero');
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signIn(admin, 'admin');
    const screen = new AsignacionPermisosPage(admin);
    await screen.goto(ASIGNACION_PERMISOS_PATH);
    await screen.elegirEmpleado('Carlos', CAJERO);
    await screen.cerrarSesiones(CAJERO);
    await admin.context().close();

    // The screen shows only until its first call is refused: wait for the dialog, not for the screen.
    await new Shell(page).choose('Farmacias', 'Catálogos', 'Grupo sucursales');
    await accept(page, 'La sesión ha caducado, por favor vuelva a autenticarse para continuar');
    await expectPath(page, '/login');
    await signIn(page, 'cajero');
  });

  test('the cross removes the chosen employee and the tree', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new AsignacionPermisosPage(page);
    await screen.goto(ASIGNACION_PERMISOS_PATH);
    await screen.elegirEmpleado('Carlos', CAJERO);
    await expect(screen.arbol).toBeVisible();
    await screen.quitarEmpleado();
    await expect(screen.arbol).toHaveCount(0);
    await expect(screen.buscador).toBeVisible();
  });

  for (const { titulo, path, menu, opcion, grupo } of [
    {
      titulo: 'Asignación de permisos FarmaSí 2.0',
      path: PERMISOS_CAJA_PATH,
      menu: ['Sistemas', 'Permisos', 'Asignación de permisos FarmaSí 2.0'],
      opcion: 'Devoluciones',
      grupo: 'Ventas',
    },
    {
      titulo: 'Asignación de permisos Almacen Baranetos',
      path: PERMISOS_ALMACEN_PATH,
      menu: ['Sistemas', 'Permisos', 'Asignación de permisos Almacen Baranetos'],
      opcion: 'Surtido de pedidos',
      grupo: 'Pedidos',
    },
  ]) {
    test(`${titulo}: a ticked option is still ticked after a reload`, async ({ page }) => {
      await signIn(page, 'admin');
      const shell = new Shell(page);
      await shell.open(...menu);
      await expectPath(page, path);
      await expect(shell.title).toHaveText(titulo);
      const screen = new AsignacionPermisosPage(page);
      await screen.elegirEmpleado('Carlos', CAJERO);
      await expect(screen.casilla(opcion)).toHaveAttribute('aria-checked', 'false');
      await screen.casilla(opcion).click();
      await screen.guardar();

      await page.reload();
      await screen.elegirEmpleado('Carlos', CAJERO);
      await expect(screen.casilla(opcion)).toHaveAttribute('aria-checked', 'true');
      await expect(screen.casilla(grupo)).toHaveAttribute('aria-checked', 'mixed');
    });
  }
});
