import { expect, test } from '@playwright/test';
import { ArticulosPage } from '../pages/articulos.page';
import { InicioPage } from '../pages/inicio.page';
import { signIn } from '../pages/login';
import { Paleta } from '../pages/paleta.page';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

test.describe('Command palette (issue 29)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`reached and used by keyboard alone: Ctrl+K, a name without accents, arrows, Enter (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      await new InicioPage(page).goto();
      const paleta = new Paleta(page);
      await expect(paleta.botonBarra).toBeVisible();

      await paleta.abrirConTeclado();
      // A phone gets the whole width.
      const caja = await paleta.dialogo.boundingBox();
      if (width < 768) expect(caja!.width).toBeGreaterThanOrEqual(width - 2);

      await paleta.caja.pressSequentially('sucursal');
      await expect(paleta.opciones.first()).toBeVisible();
      const nombres = await paleta.nombres();
      expect(nombres.length).toBeGreaterThan(1);
      // Accents and case ignored: 'sucursal' finds names written 'Sucursales', 'sucursales'.
      for (const n of nombres.slice(0, 2)) expect(n.normalize('NFD').toLowerCase()).toContain('sucursal');
      await expect(paleta.activa()).toContainText(nombres[0]!);
      await page.keyboard.press('ArrowDown');
      await expect(paleta.activa()).toContainText(nombres[1]!);
      await page.screenshot({ path: `test-results/paleta-${width}.png` });
      await page.keyboard.press('Enter');

      await expect(paleta.dialogo).toBeHidden();
      await expect(page).not.toHaveURL(/\/admin\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inicio');
      // The side menu marks the screen chosen (on a phone the menu is a closed drawer).
      if (width >= 768)
        await expect(
          page.getByRole('navigation', { name: 'Menú principal' }).locator('.ant-menu-item-selected'),
        ).toHaveText(nombres[1]!);

      // The screen just opened is the first recent one; Escape closes and the focus comes back.
      await page.getByRole('heading', { level: 1 }).click();
      await paleta.abrirConTeclado();
      await expect(paleta.dialogo.getByText('Recientes')).toBeVisible();
      await expect(paleta.opciones.first()).toContainText(nombres[1]!);
      await page.keyboard.press('Escape');
      await expect(paleta.dialogo).toBeHidden();
    });
  }

  test('finds a record by a name without accents and opens the screen that shows it', async ({ page }) => {
    await signIn(page, 'admin');
    await new InicioPage(page).goto();
    const paleta = new Paleta(page);
    await paleta.abrirConTeclado();
    await paleta.caja.pressSequentially('queretaro');
    // The demo's Querétaro branches, found through the branch finder's own search (accents ignored).
    const sucursal = paleta.dialogo.getByRole('group', { name: 'Sucursales' }).getByRole('option').first();
    await expect(sucursal).toContainText('Querétaro');
    await sucursal.click();
    await expect(page).toHaveURL(/direccion-sucursales\?sucursal=\d+/);
  });

  test('opens a found article in Alta de artículos with its code searched', async ({ page }) => {
    await signIn(page, 'admin');
    await new InicioPage(page).goto();
    const paleta = new Paleta(page);
    await paleta.abrirConTeclado();
    await paleta.caja.pressSequentially('paracetamol 500');
    const articulo = paleta.dialogo.getByRole('group', { name: 'Artículos' }).getByRole('option').first();
    await expect(articulo).toContainText('PARACETAMOL');
    const codigo = ((await articulo.locator('.paleta-nombre').textContent()) ?? '').split(' - ')[0]!;
    await articulo.click();
    const alta = new ArticulosPage(page);
    await expect(alta.buscar).toHaveValue(codigo);
    await expect(page).toHaveURL(/catarticulos$/);
  });
});
