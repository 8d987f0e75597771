import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { BannersPage } from '../pages/banners.page';
import { diaTecleado as dia } from '../pages/fechas';
import { signIn } from '../pages/login';
import { accept, confirm } from '../pages/shell';

/** A real 1x1 PNG, and one over 500 KB (the same PNG padded). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GRANDE = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);

// Each test works on its own device's sections (the tabs), so they never touch each other's banners.
for (const { dispositivo, width, height } of [
  { dispositivo: 'Escritorio' as const, width: 1366, height: 900 },
  { dispositivo: 'Mobile' as const, width: 390, height: 844 },
]) {
  test(`Banners (S08) ${dispositivo} at ${width} px: add with the checks, hide, move, clone, delete, preview`, async ({
    page,
  }) => {
    const telefono = width < 600;
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new BannersPage(page);
    await screen.goto();
    await screen.dispositivo(dispositivo);

    // Add an Efemerides banner: the checks in the spec's order.
    await page.getByRole('button', { name: 'Agregar banner a Efemerides' }).click();
    await expect(screen.modal).toBeVisible();
    await screen.guardar();
    await accept(page, 'Debe seleccionar una imagen.');
    await screen.elegirImagen(GRANDE);
    await accept(page, 'No fue posible guardar la imagen');
    await screen.elegirImagen(PNG);
    await expect(screen.modal.getByRole('img', { name: 'Imagen del banner' })).toBeVisible();
    await screen.guardar();
    await accept(page, 'Debe capturar la fecha de inicio y la fecha final.');
    await screen.fecha('fechaVigenciaInicio', dia(3));
    await screen.fecha('fechaVigenciaFin', dia(1));
    await screen.guardar();
    await accept(page, 'La fecha de inicio no puede ser mayor a la fecha final');
    await screen.fecha('fechaVigenciaFin', dia(9));
    await screen.guardar();
    await confirm(page, 'Estas seguro de guardar los cambios');
    await vioAviso(page, 'El banner se guardó correctamente.');
    await expect(screen.modal).toBeHidden();
    await page.screenshot({ path: `test-results/banners-${width}.png`, fullPage: true });

    // The gear: the new one is last; hide it (dimmed), move it up, no Clonar for E, delete it.
    await page.getByRole('button', { name: 'Configurar Efemerides' }).click();
    const n = await screen.filas().count();
    expect(n).toBeGreaterThanOrEqual(2);
    let menu = await screen.menuDe(n, telefono);
    await expect(menu.getByRole('menuitem', { name: 'Clonar' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Visible' }).click();
    await vioAviso(page, 'El banner ahora está oculto.');
    await expect(
      screen
        .filas()
        .nth(n - 1)
        .locator('.banner-oculto'),
    ).toBeVisible();
    await screen.orden.getByRole('button', { name: `Subir banner ${n}` }).click();
    await vioAviso(page, 'El orden de los banners se guardó correctamente.');
    await expect(
      screen
        .filas()
        .nth(n - 2)
        .locator('.banner-oculto'),
    ).toBeVisible();
    menu = await screen.menuDe(n - 1, telefono);
    await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
    await confirm(page, '¿Desea eliminar el banner?');
    await expect(screen.filas()).toHaveCount(n - 1);
    await page.keyboard.press('Escape');
    await expect(screen.orden).toBeHidden();

    // Publicidad can be cloned: the copy is hidden and last; then it is removed again.
    await page.getByRole('button', { name: 'Configurar Publicidad' }).click();
    const p = await screen.filas().count();
    menu = await screen.menuDe(1, telefono);
    await menu.getByRole('menuitem', { name: 'Clonar' }).click();
    await vioAviso(page, 'El banner se clonó correctamente.');
    await expect(screen.filas()).toHaveCount(p + 1);
    await expect(screen.filas().nth(p).locator('.banner-oculto')).toBeVisible();
    menu = await screen.menuDe(p + 1, telefono);
    await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
    await confirm(page, '¿Desea eliminar el banner?');
    await expect(screen.filas()).toHaveCount(p);
    await page.keyboard.press('Escape');

    // The preview turns through the visible banners in force.
    await page.getByRole('button', { name: 'Vista previa de Publicidad' }).click();
    await expect(page.getByRole('img', { name: /^Banner 1 de Publicidad$/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });
}

test('Banners (S08): the branch images, with their three messages', async ({ page }) => {
  await signIn(page, 'admin');
  const screen = new BannersPage(page);
  await screen.goto();
  const enlace = page.getByRole('link', { name: 'Sucursales 1' });
  await expect(enlace).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Configurar Conoce nuestras sucursales' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Conoce nuestras sucursales' });
  await expect(dialogo.getByText('Tamaño máximo de cada imagen: 500 KB')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Guardar imagen 1' }).click();
  await accept(page, 'No se detecto ningun cambio');
  const url = dialogo.locator('#url-sucursal-1');
  await url.fill('');
  await dialogo.getByRole('button', { name: 'Guardar imagen 1' }).click();
  await accept(page, 'Favor de ingresar una URL');
  await url.fill('https://www.farmasi.example/sucursales/norte');
  await dialogo.getByRole('button', { name: 'Guardar imagen 1' }).click();
  await vioAviso(page, 'La imagen de la sucursal se guardó correctamente.');
  await page.keyboard.press('Escape');
  await expect(enlace).toHaveAttribute('href', 'https://www.farmasi.example/sucursales/norte');
});

test('Banners (S08): a branch image slot with a new image and no link is refused, and keeps its link (issue 24)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const screen = new BannersPage(page);
  await screen.goto();
  const enlace = page.getByRole('link', { name: 'Sucursales 2' });
  const antes = await enlace.getAttribute('href');
  expect(antes).toMatch(/^https:\/\//);
  await page.getByRole('button', { name: 'Configurar Conoce nuestras sucursales' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Conoce nuestras sucursales' });
  const url = dialogo.locator('#url-sucursal-2');
  await url.fill('');
  await dialogo
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
  await dialogo.getByRole('button', { name: 'Guardar imagen 2' }).click();
  await accept(page, 'Favor de ingresar una URL');
  await expect(url).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  // Stored as it was: the page loaded again shows the slot's old link.
  await screen.goto();
  await expect(page.getByRole('link', { name: 'Sucursales 2' })).toHaveAttribute('href', antes!, {
    timeout: 30_000,
  });
});
