import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { ReiniciarDemandaPage } from '../pages/reiniciar-demanda.page';
import { apiFromPage } from '../pages/session';
import { accept, confirm, dialog } from '../pages/shell';

/** The desktop and the phone paths add different articles (codes the demo data leaves free). */
const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, uno: 3990, todas: 3991 },
  { nombre: 'telefono', width: 390, height: 844, uno: 3992, todas: 3993 },
];

for (const { nombre, width, height, uno, todas } of anchos) {
  test(`Reiniciar Demanda (S20) at ${width} px: filter, page, add in one and in every branch, delete (${nombre})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const propias = (await apiFromPage(page, 'POST', '/catalogos/sucursalespropias', { buscar: '' })).body
      .data as { codigo: number; descripcion: string }[];
    const sucursal = propias[0]!.descripcion;
    const screen = new ReiniciarDemandaPage(page);
    await screen.goto();

    // 50 rows a page over the demo data, the page in the URL.
    const total = await screen.esperarTotal();
    expect(total).toBeGreaterThan(120);
    await expect(screen.filas()).toHaveCount(50);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(screen.filas()).toHaveCount(50);

    // The article search, kept in the URL and shown again after a reload.
    const codigo = Number(await screen.filas().first().locator('td').first().textContent());
    await screen.buscar(String(codigo));
    await expect(page).toHaveURL(new RegExp(`buscar=${codigo}`));
    await expect(page).not.toHaveURL(/pagina=2/);
    await page.reload();
    await expect(screen.buscarArticulo).toHaveValue(String(codigo));
    for (const fila of await screen.filas().all())
      await expect(fila.locator('td').first()).toHaveText(String(codigo));

    // Add: a branch first, then an article, then the confirmation naming the branch.
    await screen.agregar.click();
    await expect(screen.modal).toBeVisible();
    await screen.guardar();
    await accept(page, 'Debe seleccionar una sucursal.');
    await screen.elegirSucursalModal(sucursal);
    await screen.guardar();
    await accept(page, 'Debe seleccionar un artículo.');
    await screen.elegirArticuloModal(String(uno), `${uno} - `);
    await screen.guardar();
    await confirm(page, `¿Desea reiniciar la demanda del artículo en la sucursal ${sucursal}?`);
    await expect(screen.modal).toBeHidden();
    await screen.buscar(String(uno));
    await expect(screen.fila(uno, sucursal)).toHaveCount(1);
    await expect(screen.fila(uno, sucursal)).toContainText('admin');

    // 'Todas las Sucursales' disables the branch and saves one row per own branch.
    await screen.agregar.click();
    await screen.modal.getByText('Todas las Sucursales').click();
    await expect(screen.modal.getByRole('combobox', { name: 'Sucursal' })).toBeDisabled();
    await screen.elegirArticuloModal(String(todas), `${todas} - `);
    await screen.guardar();
    await expect(
      dialog(page, '¿Desea reiniciar la demanda del artículo en todas las sucursales?'),
    ).toBeVisible();
    await confirm(page, '¿Desea reiniciar la demanda del artículo en todas las sucursales?');
    await expect(screen.modal).toBeHidden();
    await screen.buscar(String(todas));
    await expect(screen.filas()).toHaveCount(Math.min(propias.length, 50));
    expect(await screen.esperarTotal()).toBe(propias.length);

    // The branch filter keeps to one branch.
    await screen.elegirSucursalFiltro(sucursal);
    await expect(screen.filas()).toHaveCount(1);

    // Delete, after confirming: the row goes.
    await screen.buscar(String(uno));
    const fila = screen.fila(uno, sucursal);
    await expect(fila).toHaveCount(1);
    if (width < 768) {
      await fila.getByRole('button', { name: `Acciones de ${uno} en ${sucursal}` }).click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    } else await fila.getByRole('button', { name: `Eliminar ${uno} en ${sucursal}` }).click();
    await confirm(page, '¿Desea eliminar la configuración del artículo?');
    await expect(fila).toHaveCount(0);
    await vioAviso(page, 'Se eliminó la configuración del artículo.');

    await page.screenshot({ path: `test-results/reiniciar-demanda-${nombre}.png`, fullPage: true });
  });
}
