import { expect, type Page, test } from '@playwright/test';
import { selectOption } from '../pages/antd';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { accept, confirm, Shell } from '../pages/shell';

const modal = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Maneja Variantes' });

const elegirColor = async (page: Page, hex: string) => {
  await modal(page).locator('#valorVariante').click();
  const input = page.locator('.ant-color-picker-hex-input input');
  await input.fill(hex);
  await input.press('Enter');
  await modal(page).locator('#descripcionVariante').click();
};

const elegirArticulo = async (page: Page, codigo: string) => {
  await modal(page).locator('#articulo').fill(codigo);
  await selectOption(page, `${codigo} - `);
};

test.describe('Artículos ECommerce (S55)', () => {
  test('a variant article with colours: add, refuse a repeated article, save, reopen, drop a persisted item', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    await shell.open('Baranetos', 'Catálogos', 'Artículos ECommerce');
    await expect(page.getByText('Artículo Descripción')).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(page.getByText('Nuevo Artículo ECommerce')).toBeVisible();
    await modal(page).locator('#descripcionEcommerce').fill('Cepillo dental E2E');
    await modal(page).getByRole('checkbox', { name: 'Maneja Variantes' }).check();
    await modal(page).locator('#tipoVariante').click();
    await selectOption(page, 'Color');
    const agregar = modal(page).getByRole('button', { name: 'Agregar' });
    await expect(agregar).toBeDisabled();

    await modal(page).locator('#descripcionVariante').fill('Azul');
    await elegirColor(page, '1677ff');
    await elegirArticulo(page, '102001');
    await agregar.click();
    await modal(page).locator('#descripcionVariante').fill('Rojo');
    await elegirColor(page, 'f5222d');
    await elegirArticulo(page, '102002');
    await agregar.click();
    await expect(modal(page).getByRole('row')).toHaveCount(3);

    // The same article twice is refused.
    await modal(page).locator('#descripcionVariante').fill('Verde');
    await elegirColor(page, '52c41a');
    await elegirArticulo(page, '102002');
    await agregar.click();
    await accept(page, 'El artículo ya fue agregado, no puedes agregarlo nuevamente.');

    await modal(page).getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, 'Se guardarán los cambios, ¿Desea continuar?');
    await vioAviso(page, 'Artículo ECommerce guardado correctamente.');
    await expect(modal(page)).toBeHidden();

    await page.getByPlaceholder('Buscar artículo').fill('Cepillo dental E2E');
    const fila = page.getByRole('row').filter({ hasText: 'Cepillo dental E2E' });
    await expect(fila).toContainText('Color');
    await fila.getByRole('button', { name: 'Ver Variante Cepillo dental E2E' }).click();
    await expect(modal(page).getByText('#1677ff')).toBeVisible();
    await modal(page).getByRole('button', { name: 'Quitar 102001' }).click();
    await confirm(page, 'Se descartará la variante seleccionada, ¿Desea continuar?');
    await expect(modal(page).getByText('#1677ff')).toHaveCount(0);
    await modal(page).getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, 'Se guardarán los cambios, ¿Desea continuar?');
    await expect(modal(page)).toBeHidden();

    await fila.getByRole('button', { name: 'Ver Variante Cepillo dental E2E' }).click();
    await expect(modal(page).getByText('#f5222d')).toBeVisible();
    await expect(modal(page).getByText('#1677ff')).toHaveCount(0);
    await modal(page).getByRole('button', { name: 'Cancelar' }).click();
  });
});
