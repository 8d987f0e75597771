import { excluirArticulosMessages as m } from '@farmasi/contracts/proveedores/excluirarticulos';
import { expect, test } from '@playwright/test';
import { ExcluirArticulosPage } from '../pages/excluirarticulos.page';
import { signIn } from '../pages/login';
import { accept, confirm, Shell, SIN_GUARDAR } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

test.describe('Excluir artículos de sucursal (S27)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`exclude an article from a branch, asked before leaving unsaved ticks (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new ExcluirArticulosPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Excluir artículos de sucursal');
      else await screen.goto();

      await expect(page.getByText(m.seleccioneProveedor, { exact: true }).last()).toBeVisible();
      await screen.elegir('Proveedor', 'nadro', 'NADRO');
      await screen.elegir('Marca', 'pisa', 'PISA');
      await expect(screen.articulos.first()).toBeVisible();
      await expect(screen.guardar).toBeHidden();

      // The search ignores accents and case.
      const texto = await screen.articuloSinExclusiones();
      const descripcion = texto.replace(/^\d+ - /, '');
      const buscar = page.getByLabel('Buscar artículo');
      await buscar.fill(descripcion.slice(0, 12).toLowerCase());
      await expect(screen.articulo(descripcion)).toBeVisible();
      await buscar.fill('');

      await screen.articulo(descripcion).click();
      await expect(screen.sucursales.first()).toBeVisible();
      await expect(screen.guardar).toBeVisible();
      await expect(screen.cancelar).toBeVisible();
      if (width < 768) {
        // On a phone the two lists are one above the other.
        const lista = await page.getByRole('list', { name: 'Artículos de la marca' }).boundingBox();
        const tabla = await page.locator('.ant-table-wrapper').boundingBox();
        expect(tabla!.y).toBeGreaterThan(lista!.y + lista!.height);
      }

      await screen.guardar.click();
      await accept(page, m.sinCambios);

      const sucursal = await screen.primeraSucursal();
      await expect(screen.excluir(sucursal)).not.toBeChecked();
      await screen.excluir(sucursal).check();
      await expect(page.getByText('1 sucursal con cambio sin guardar.')).toBeVisible();

      // Another article with the tick unsaved: asked first; 'No' keeps it.
      const otro = screen.articulos.filter({ hasNotText: descripcion }).first();
      await otro.click();
      await confirm(page, SIN_GUARDAR, 'No');
      await expect(screen.excluir(sucursal)).toBeChecked();
      await expect(screen.articulo(descripcion)).toHaveAttribute('aria-pressed', 'true');

      await page.screenshot({ path: `test-results/excluirarticulos-${width}.png`, fullPage: true });
      await screen.guardar.click();
      await confirm(page, m.confirmar(1));
      // Saved: nothing left unsaved, and the article now counts one excluded branch.
      await expect(page.getByText('0 sucursales con cambio sin guardar.')).toBeVisible();
      await expect(screen.articulo(descripcion)).toContainText('1 sucursal excluida');

      // Stored: after a reload the branch is still ticked.
      await page.reload();
      await expect(screen.excluir(sucursal)).toBeChecked();

      // Cancelar with nothing changed closes the article without a question.
      await screen.cancelar.click();
      await expect(screen.guardar).toBeHidden();
      await expect(page.getByText(m.seleccioneArticulo)).toBeVisible();
    });
  }
});
