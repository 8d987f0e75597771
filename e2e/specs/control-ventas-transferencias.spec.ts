import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { ControlVentasTransferenciasPage } from '../pages/control-ventas-transferencias.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { accept, confirm, dialog, Shell } from '../pages/shell';

test.describe('Control ventas transferecias (S41)', () => {
  test('grant a branch permission to sell by transfer', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Administración', 'Control ventas transferencias');
    const screen = new ControlVentasTransferenciasPage(page);
    await expect(screen.tabla).toContainText('Venta realizada');

    await screen.abrir();
    await expect(screen.filas().first()).toBeVisible();
    const todas = await screen.filas().count();
    await screen.guardar();
    await accept(page, 'Debe seleccionar una sucursal.');

    // Fewer than 3 characters do not filter; 'Xalapa' leaves one branch, which is then used.
    await screen.filtro.fill('Xa');
    await page.waitForTimeout(500);
    await expect(screen.filas()).toHaveCount(todas);
    await screen.filtro.fill('Xalapa');
    await expect(screen.filas()).toHaveCount(1);
    await screen.guardar();
    await confirm(page, '¿Desea guardar permiso para la sucursal Xalapa La Paz ?');
    await vioAviso(page, 'Registro agregado correctamente.');
    await expect(screen.modal).toBeHidden();
    const primera = screen.tabla.locator('tbody tr').first();
    await expect(primera).toContainText('Xalapa La Paz');
    await expect(primera).toContainText('Adriana Morales Vega');
    await expect(primera).toContainText('Pendiente');

    // A second permission while one is pending is refused by the server.
    await screen.abrir();
    await screen.filtro.fill('Xalapa');
    await expect(screen.filas()).toHaveCount(1);
    await screen.filas().first().click();
    await screen.guardar();
    await confirm(page, '¿Desea guardar permiso para la sucursal Xalapa La Paz ?');
    const refused = 'La sucursal Xalapa La Paz ya tiene un permiso de venta por transferencia pendiente.';
    await expect(dialog(page, refused)).toBeVisible();
    await accept(page, refused);
  });

  test('a user without the screen is refused by the server', async ({ page }) => {
    await signIn(page, 'cajero');
    const res = await apiFromPage(page, 'GET', '/administracion/obtener-ventas-transferencias');
    expect(res.status).toBe(403);
  });
});
