import { expect, test } from '@playwright/test';
import { ImagenesArticulosPage, PNG } from '../pages/imagenesarticulos.page';
import { signIn } from '../pages/login';
import { accept, confirm, descartar } from '../pages/shell';

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Imágenes Artículos (S11) at ${width} px: order saved at each move, upload with row results, removal`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new ImagenesArticulosPage(page);
    await screen.goto();
    await screen.elegirArticulo('100003');
    await expect(screen.fotos()).toHaveCount(3);

    // The third photo moved before the second is saved at once: a reload shows it there.
    const tercera = await screen.fotos().nth(2).getAttribute('src');
    await page.getByRole('button', { name: 'Subir imagen 3' }).click();
    await expect(screen.fotos().nth(1)).toHaveAttribute('src', tercera ?? '');
    await expect(page.locator('.lista-ordenable-rejilla .ant-spin-spinning')).toHaveCount(0);
    await page.reload();
    await expect(screen.fotos()).toHaveCount(3);
    await expect(screen.fotos().nth(1)).toHaveAttribute('src', tercera ?? '');

    // Two files: a photo, and a text named .png that the server refuses by its content.
    await page.getByRole('button', { name: 'Cargar imágenes' }).click();
    await screen.modal.locator('input[type=file]').setInputFiles([
      { name: 'nueva.png', mimeType: 'image/png', buffer: PNG },
      { name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') },
    ]);
    await expect(screen.modal.locator('tr.ant-table-row')).toHaveCount(2);
    await screen.modal.getByRole('button', { name: 'Guardar' }).click();
    await accept(page, 'Una o más de las imágenes seleccionadas no pudo guardarse, favor de revisar');
    await expect(screen.modal.locator('tr', { hasText: 'nueva.png' })).toContainText('Imagen guardada');
    await expect(screen.modal.locator('tr', { hasText: 'falsa.png' })).toContainText(
      'Tipo De Archivo Incorrecto',
    );
    await page.screenshot({ path: `test-results/imagenesarticulos-modal-${width}.png`, fullPage: true });
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await descartar(page); // the file that could not be saved
    await expect(screen.fotos()).toHaveCount(4);
    await page.screenshot({ path: `test-results/imagenesarticulos-${width}.png`, fullPage: true });

    // The new (last) photo removed: from its context menu on a desktop, its button on a phone.
    if (width > 500) {
      await screen.fotos().nth(3).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    } else await page.getByRole('button', { name: 'Eliminar imagen 4' }).click();
    await confirm(page, '¿Desea eliminar la imagen?');
    await expect(screen.fotos()).toHaveCount(3);
  });
}
