import { cuentasContablesMessages as m } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { CuentasContablesPage } from '../pages/cuentas-contables.page';
import { signIn } from '../pages/login';
import { accept, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

test.describe('Catálogo de Cuentas Contables (S23)', () => {
  for (const [i, { nombre, width, height }] of anchos.entries()) {
    test(`find a branch without accounts, give it one by keyboard, set a company's (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new CuentasContablesPage(page);
      if (width >= 768) await new Shell(page).open('Farmacias', 'Contabilidad', 'Cuentas contables');
      else await screen.goto();

      // 'Sin cuenta' lists the branches missing any account; the search ignores accents and case.
      // Each width takes its own branch: the two tests may run at once on one database.
      await screen.filtrar('Sin cuenta');
      await expect(screen.sucursales.nth(i)).toBeVisible();
      const sucursal = (await screen.sucursales.nth(i).locator('td').first().textContent()) ?? '';
      const sinAcentos = sucursal
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase();
      await screen.buscar.fill(sinAcentos);
      await expect(screen.sucursales).toHaveCount(1);
      await expect(screen.fila(sucursal)).toBeVisible();

      // The modal: Escape does not close it; at least one account; the mask writes the hyphens.
      await screen.editar(sucursal);
      await expect(screen.modal).toBeVisible();
      await expect(page.locator('#cuentaEfectivo')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(screen.modal).toBeVisible();
      await page.screenshot({ path: `test-results/cuentas-contables-modal-${width}.png` });
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.alMenosUna);
      await page.locator('#cuentaEfectivo').fill('1010109');
      await page.keyboard.press('Enter');
      await expect(page.locator('#cuentaTasaGral')).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(screen.modal.getByRole('button', { name: 'Guardar' })).toBeFocused();
      await page.keyboard.press('Enter');
      await accept(page, m.formatoEfectivo);
      const n = String(width).padStart(6, '0');
      await page.locator('#cuentaEfectivo').fill(`10101${n}`);
      await expect(page.locator('#cuentaEfectivo')).toHaveValue(`101-01-${n}`);
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await vioAviso(page, m.cuentasGuardadas);
      await expect(screen.modal).toBeHidden();

      // Cash alone is not enough: a branch missing any of its three accounts stays 'Sin cuenta'
      // (issue 24: the journal entries cannot post its sales).
      await expect(screen.fila(sucursal).locator('td').nth(1)).toHaveText(`101-01-${n}`);
      await expect(screen.sucursales).toHaveCount(1);
      await screen.editar(sucursal);
      await expect(page.locator('#cuentaEfectivo')).toHaveValue(`101-01-${n}`);
      await page.locator('#cuentaTasaGral').fill(`40101${n}`);
      await page.locator('#cuentaTasa0').fill(`40102${n}`);
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(screen.modal).toBeHidden();

      // Its three accounts saved: 'Sin cuenta' no longer lists it, 'Con cuenta' does.
      await expect(screen.sucursales).toHaveCount(0);
      await screen.filtrar('Con cuenta');
      const fila = screen.fila(sucursal).locator('td');
      await expect(fila.nth(1)).toHaveText(`101-01-${n}`);
      await expect(fila.nth(2)).toHaveText(`401-01-${n}`);
      await expect(fila.nth(3)).toHaveText(`401-02-${n}`);

      // A reload keeps the filters (they live in the URL).
      await page.reload();
      await expect(screen.buscar).toHaveValue(sinAcentos);
      await expect(screen.sucursales).toHaveCount(1);
      await page.screenshot({ path: `test-results/cuentas-contables-${width}.png`, fullPage: true });

      // The workshops' company account: required, then set.
      await screen.editar('Talleres FarmaSí');
      await screen.modal.getByLabel('Cuenta', { exact: true }).fill('');
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.cuentaVacia);
      await screen.modal.getByLabel('Cuenta', { exact: true }).fill(`105-03-${n}`);
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(screen.modal).toBeHidden();
      await expect(screen.fila('Talleres FarmaSí').locator('td').nth(1)).toHaveText(`105-03-${n}`);
    });
  }
});
