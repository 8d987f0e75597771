import { diasInventarioFamiliaMessages as m } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { DiasInventarioFamiliaPage } from '../pages/dias-inventario-familia.page';
import { signIn } from '../pages/login';
import { confirm } from '../pages/shell';

const FAMILIA = 'ANTIBIOTICOS';

for (const { nombre, width, height } of [
  { nombre: 'escritorio', width: 1366, height: 900 },
  { nombre: 'teléfono', width: 390, height: 844 },
]) {
  test(`Días de Inventario Familia (S16), ${nombre}: set days, save, zero them, global box, cancel, export`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new DiasInventarioFamiliaPage(page);
    await screen.goto();
    await expect(screen.filas.first()).toBeVisible();

    await screen.elegirFamilia(FAMILIA);
    await expect(page).toHaveURL(/familia=\d+/);
    await expect(screen.filas.filter({ hasNotText: FAMILIA })).toHaveCount(0);
    const sucursal = (await screen.filas.first().locator('td').first().innerText()).trim();
    const caja = screen.dias(sucursal, FAMILIA);

    // Only digits reach the box; saved days survive a reload and the row is not red.
    await caja.click();
    await caja.press('ControlOrMeta+a');
    await caja.pressSequentially('4a5b');
    await expect(caja).toHaveValue('45');
    await screen.guardar.click();
    await confirm(page, m.confirmarGuardar);
    await vioAviso(page, m.guardados);
    await screen.recargar();
    await expect(caja).toHaveValue('45');
    await expect(screen.fila(sucursal)).not.toHaveClass(/fila-sin-dias/);

    // 0 removes the days: the row turns red and stays 0 after saving.
    await caja.click();
    await caja.press('ControlOrMeta+a');
    await caja.pressSequentially('0');
    await expect(screen.fila(sucursal)).toHaveClass(/fila-sin-dias/);
    await screen.guardar.click();
    await confirm(page, m.confirmarGuardar);
    await vioAviso(page, m.guardados);
    await screen.recargar();
    await expect(caja).toHaveValue('0');
    await expect(screen.fila(sucursal)).toHaveClass(/fila-sin-dias/);

    // The global box takes two digits and sets every row; Cancelar puts them back.
    await screen.global.pressSequentially('123');
    await expect(screen.global).toHaveValue('12');
    await screen.aplicar.click();
    await expect(caja).toHaveValue('12');
    await expect(page.locator('.fila-sin-dias')).toHaveCount(0);
    await screen.cancelar.click();
    await confirm(page, m.confirmarDescartar);
    await expect(caja).toHaveValue('0');

    const descarga = page.waitForEvent('download');
    await screen.exportar.click();
    expect((await descarga).suggestedFilename()).toBe('dias-inventario-familia.xlsx');
  });
}
