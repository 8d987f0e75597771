import { expect, test } from '@playwright/test';
import { diaTecleado } from '../pages/fechas';
import { signIn } from '../pages/login';
import { OferteroPage } from '../pages/ofertero.page';
import { accept, confirm } from '../pages/shell';

const dia = diaTecleado;

for (const { nombre, width, height } of [
  { nombre: 'escritorio', width: 1366, height: 900 },
  { nombre: 'telefono', width: 390, height: 844 },
]) {
  test(`Oferteros (S10) at ${width} px: search, the checks in order, add with thumbnail and preview, edit, delete`, async ({
    page,
  }) => {
    const promocion = `Salud en familia ${nombre}`;
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new OferteroPage(page);
    await screen.goto();

    // The demo's oferteros with their status; search without accents.
    await expect(screen.row('Temporada invernal')).toContainText('Activa');
    await expect(screen.row('Navidad saludable')).toContainText('Programada');
    await screen.buscar.fill('BEBE');
    await expect(screen.row('Cuidado del bebé')).toBeVisible();
    await expect(screen.row('Temporada invernal')).toBeHidden();
    await screen.buscar.fill('');

    // The modal's checks in the spec's order.
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(screen.modal).toBeVisible();
    await screen.guardar();
    await accept(page, 'No se ha seleccionado una minuatura');
    await screen.elegirMiniatura();
    await screen.guardar();
    await accept(page, 'Favor de proporcionar un nombre');
    await screen.modal.getByLabel('Promoción').fill(promocion);
    await screen.modal.getByLabel('Liga del flipbook').fill('https://ejemplo.com/libro');
    await screen.guardar();
    await accept(page, 'Favor de proporcionar una URL valida');
    await expect(screen.vista).toHaveCount(0);
    const liga = `https://online.fliphtml5.com/farmasi/familia-${nombre}/`;
    await screen.modal.getByLabel('Liga del flipbook').fill(liga);
    await expect(screen.vista).toHaveAttribute('src', liga);
    await screen.fecha('fechaInicia', dia(20));
    await screen.fecha('fechaTermina', dia(10));
    await screen.guardar();
    await accept(page, '¡La fecha inicial no puede ser mayor que la fecha final de la oferta!');
    await screen.fecha('fechaTermina', dia(30));
    await screen.guardar();
    await expect(screen.modal).toBeHidden();
    const fila = screen.row(promocion);
    await expect(fila).toContainText('Programada');
    await expect(fila.getByRole('img', { name: `Miniatura de ${promocion}` })).toBeVisible();
    await page.screenshot({ path: `test-results/ofertero-${width}.png`, fullPage: true });

    // Edit keeping the thumbnail: it starts today now.
    await screen.accion('Editar', promocion);
    await screen.fecha('fechaInicia', dia(0));
    await screen.guardar();
    await expect(screen.modal).toBeHidden();
    await expect(fila).toContainText('Activa');

    // Delete after the confirmation: the row goes.
    await screen.accion('Eliminar', promocion);
    await confirm(page, `¿Desea eliminar la oferta ${promocion}?`);
    await expect(fila).toHaveCount(0);
  });
}
