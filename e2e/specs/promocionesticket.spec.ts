import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { diaTecleado as dia } from '../pages/fechas';
import { signIn } from '../pages/login';
import {
  bmp,
  PNG,
  PROMOCIONES_TICKET_BARANETOS_PATH,
  PROMOCIONES_TICKET_PATH,
  PromocionesTicketPage,
} from '../pages/promocionesticket.page';
import { accept, confirm } from '../pages/shell';

// Each line's test changes only its own line's promotions, so the two may run side by side.
for (const { linea, path, width, height } of [
  { linea: 'farmacias', path: PROMOCIONES_TICKET_PATH, width: 1366, height: 900 },
  { linea: 'baranetos', path: PROMOCIONES_TICKET_BARANETOS_PATH, width: 390, height: 844 },
]) {
  test(`Promociones Ticket (S09) de ${linea} at ${width} px: the checks in order, add, move, modify, sample ticket, delete`, async ({
    page,
  }) => {
    const telefono = width < 600;
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new PromocionesTicketPage(page);
    await screen.goto(path);
    const antes = await screen.tarjetas.count();

    // The modal's checks in the spec's order.
    await page.getByRole('button', { name: /Nuevo/ }).click();
    await expect(screen.modal).toBeVisible();
    await screen.guardar();
    await accept(page, 'Hay información requerida por capturar.');
    await screen.elegirImagen(PNG, 'disfrazada.bmp');
    await accept(page, 'El formato de la imagen debe ser bmp.');
    await screen.elegirImagen(bmp(500));
    await accept(
      page,
      'La imagen de la promoción a guardar debe tener como máximo 7 Centimetros de ancho a 150 ppp.',
    );
    await screen.elegirImagen(bmp(400));
    await expect(screen.modal.getByRole('img', { name: 'Imagen de la promoción' })).toBeVisible();
    await screen.fecha('fechaInicial', dia(5));
    await screen.fecha('fechaFinal', dia(1));
    await screen.guardar();
    await accept(page, 'Hay información requerida por capturar.');
    await screen.modal.getByRole('button', { name: 'Todas', exact: true }).click();
    await expect(screen.modal.getByText(/^Seleccionadas \([1-9]\d*\)$/)).toBeVisible();
    await screen.guardar();
    await accept(page, 'La Fecha Inicial debe ser menor a la Fecha Final.');
    await screen.fecha('fechaFinal', dia(10));
    await screen.guardar();
    await confirm(page, '¿Desea guardar la promoción?');
    await vioAviso(page, 'La promoción se guardó correctamente.');
    await expect(screen.modal).toBeHidden();
    await expect(screen.tarjetas).toHaveCount(antes + 1);
    const nueva = await screen.promocion(antes + 1).getAttribute('src');
    await page.screenshot({ path: `test-results/promocionesticket-${linea}-${width}.png`, fullPage: true });

    // A move is saved at once: after a reload the new one is one place up.
    await page.getByRole('button', { name: `Subir promoción ${antes + 1}` }).click();
    await expect(screen.promocion(antes)).toHaveAttribute('src', nueva!);
    await page.reload();
    await expect(screen.promocion(antes)).toHaveAttribute('src', nueva!);

    // Modify: one branch only.
    await screen.accion('Modificar', antes, telefono);
    await expect(screen.modal).toBeVisible();
    await expect(screen.modal.getByText(/^Seleccionadas \([1-9]\d*\)$/)).toBeVisible();
    await screen.modal.getByRole('button', { name: 'Quitar Todas' }).click();
    await expect(screen.modal.getByText('Seleccionadas (0)')).toBeVisible();
    await screen.guardar();
    await accept(page, 'Hay información requerida por capturar.');
    await screen.modal.getByRole('combobox', { name: 'Sucursales' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(screen.modal.getByText('Seleccionadas (1)')).toBeVisible();
    // The open list covers the buttons: a click on the title closes it, as a user would.
    await screen.modal.getByText('Modificar Promoción', { exact: true }).click();
    await screen.guardar();
    await confirm(page, '¿Desea actualizar los datos de la promoción?');
    await expect(screen.modal).toBeHidden();
    await expect(page.getByText('1 sucursal', { exact: true })).toBeVisible();

    // The sample ticket opens as a PDF in its own window.
    const [ventana] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /Ver Ticket Ejemplo/ }).click(),
    ]);
    await expect.poll(() => ventana.url()).toMatch(/^blob:/);
    await ventana.close();

    // Delete, after the confirmation.
    await screen.accion('Eliminar', antes, telefono);
    await confirm(page, '¿Desea eliminar la promoción?');
    await expect(screen.tarjetas).toHaveCount(antes);
    await expect(screen.promocion(antes)).not.toHaveAttribute('src', nueva!);
  });
}
