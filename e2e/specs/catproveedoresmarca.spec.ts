import { expect, test } from '@playwright/test';
import { MarcasPage } from '../pages/catproveedoresmarca.page';
import { signIn } from '../pages/login';
import { accept } from '../pages/shell';

for (const { nombre, width, height } of [
  { nombre: 'ESCRITORIO', width: 1366, height: 900 },
  { nombre: 'TELEFONO', width: 390, height: 844 },
]) {
  test(`Catálogo de Marcas (S12) at ${width} px: a brand with image, its suppliers, its articles' order`, async ({
    page,
  }) => {
    const marca = `BIOCHEM ${nombre}`;
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new MarcasPage(page);
    await screen.goto();
    await expect(screen.row('PISA')).toContainText('3');
    await expect(screen.row('PISA').getByRole('img', { name: 'Imagen de PISA' })).toBeVisible();

    // A new brand: the name, then the image.
    await page.getByRole('button', { name: 'Agregar' }).click();
    await screen.guardar();
    await accept(page, 'Ingrese el nombre de la marca.');
    await screen.modal.getByLabel('Marca').fill(marca);
    await screen.guardar();
    await accept(page, 'Debe seleccionar una imagen.');
    await screen.elegirImagen();
    await screen.guardar();
    await expect(screen.modal).toHaveCount(0);
    await screen.buscar.fill(marca.toLowerCase());
    const fila = screen.row(marca);
    await expect(fila).toContainText('0');
    await expect(fila.getByRole('img', { name: `Imagen de ${marca}` })).toBeVisible();

    // Its suppliers: none yet, then one added whose terms are checked before saving.
    await fila.getByRole('button', { name: `Proveedores de ${marca}` }).click();
    await screen.guardar();
    await accept(page, 'Es necesario agregar un proveedor a la marca.');
    await screen.modal.getByLabel('Buscar proveedor').fill('1');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await screen.modal.getByRole('button', { name: 'Agregar' }).click();
    const vigencia = screen.modal.getByLabel(/^Vigencia de /);
    await expect(vigencia).toHaveValue('0');
    await screen.guardar();
    await accept(page, 'Es necesario capturar la vigencia diferente de cero');
    await vigencia.fill('2');
    await screen.guardar();
    await accept(page, 'Es necesario capturar los días crédito diferente de cero');
    await screen.modal.getByLabel(/^Días crédito de /).fill('45');
    await screen.guardar();
    await expect(screen.modal).toHaveCount(0);
    await expect(fila).toContainText('1');
    await page.screenshot({ path: `test-results/catproveedoresmarca-${width}.png`, fullPage: true });

    // The first demo brand's articles: the last one moved to the top and saved.
    await screen.buscar.fill('pisa');
    await screen.accion('Orden', 'PISA');
    await expect(screen.articulos().first()).toBeVisible();
    // The code of the last article (shown beside its description).
    const ultimo = await screen.articulos().last().locator('.ant-typography').innerText();
    const total = await screen.articulos().count();
    const movido = screen.articulos().filter({ has: page.locator('.ant-typography', { hasText: ultimo }) });
    for (let i = 0; i < Math.min(total - 1, 3); i++)
      await movido.getByRole('button', { name: /^Subir / }).click();
    await screen.guardar();
    await expect(screen.modal).toHaveCount(0);
    await screen.accion('Orden', 'PISA');
    await expect(
      screen
        .articulos()
        .nth(total - 1 - Math.min(total - 1, 3))
        .locator('.ant-typography'),
    ).toHaveText(ultimo);
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(screen.modal).toHaveCount(0);
  });
}

// FIXME (note of 2026-11-28): in the whole suite the supplier modal sometimes shows the unsaved-work
// question while the supplier is being picked (the list's option click or the finder's Enter is taken
// for leaving the modal), so the rest never runs. The behaviour it checks is covered by
// ui/NumeroInput.test.tsx and MarcasPage.test.tsx; re-enable once the modal's cause is found.
test('S12: after the warning for a 0 row, a click in the field and the typed digits are saved as typed (issue 24)', async ({
  page,
}) => {
  test.setTimeout(300_000); // a new brand, its supplier and two warnings on a shared machine
  const marca = 'CEROS TECLEADOS';
  await signIn(page, 'admin');
  const screen = new MarcasPage(page);
  await screen.goto();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await screen.modal.getByLabel('Marca').fill(marca);
  await screen.elegirImagen();
  await screen.guardar();
  await expect(screen.modal).toHaveCount(0);
  await screen.buscar.fill(marca.toLowerCase());
  const fila = screen.row(marca);
  await fila.getByRole('button', { name: `Proveedores de ${marca}` }).click();
  await screen.modal.getByLabel('Buscar proveedor').fill('1');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await screen.modal.getByRole('button', { name: 'Agregar' }).click();
  const vigencia = screen.modal.getByLabel(/^Vigencia de /);
  const credito = screen.modal.getByLabel(/^Días crédito de /);
  await expect(vigencia).toHaveValue('0');

  // The warning moves the focus to the 0; the user clicks in it and types, as the issue tells.
  await screen.guardar();
  await accept(page, 'Es necesario capturar la vigencia diferente de cero');
  await expect(vigencia).toBeFocused();
  await vigencia.click();
  await page.keyboard.type('3');
  await expect(vigencia).toHaveValue('3');
  await screen.guardar();
  await accept(page, 'Es necesario capturar los días crédito diferente de cero');
  await expect(credito).toBeFocused();
  await credito.click();
  await page.keyboard.type('120');
  await expect(credito).toHaveValue('120');
  await screen.guardar();
  await expect(screen.modal).toHaveCount(0);

  // Saved as typed: reopened, the row holds 3 and 120.
  await fila.getByRole('button', { name: `Proveedores de ${marca}` }).click();
  await expect(screen.modal.getByLabel(/^Vigencia de /)).toHaveValue('3');
  await expect(screen.modal.getByLabel(/^Días crédito de /)).toHaveValue('120');
});
