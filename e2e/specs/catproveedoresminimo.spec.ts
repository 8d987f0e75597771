import { existenciasMinimasMarcaMessages as mm } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMessages as m } from '@farmasi/contracts/proveedores/existencias-minimas';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { ExistenciasMinimasPage } from '../pages/catproveedoresminimo.page';
import { signIn } from '../pages/login';
import { accept, confirm, Shell, SIN_GUARDAR } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, buscar: 'pis', marca: 'PISA' },
  { nombre: 'teléfono', width: 390, height: 844, buscar: 'geno', marca: 'GENOMMA' },
];

test.describe('Existencias mínimas (S26)', () => {
  for (const { nombre, width, height, buscar, marca } of anchos) {
    test(`set the branches at 0 of a brand article and see its red count go (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new ExistenciasMinimasPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Existencias mínimas');
      else await screen.goto();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Existencias mínimas (proveedores externos)',
      );
      await expect(page.getByText(mm.seleccioneMarca).last()).toBeVisible();

      await screen.elegirMarca(buscar, marca);
      // The demo leaves some branches at 0: their count is red.
      const conCeros = (await screen.articulos()).find((a) => a.ceros > 0);
      expect(conCeros, 'un artículo con sucursales en 0').toBeDefined();
      const { articulo, ceros } = conCeros!;
      await screen.ver(articulo);
      await page.screenshot({ path: `test-results/catproveedoresminimo-modal-${width}.png`, fullPage: true });

      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.sinCambios);

      const enCero = (await screen.sucursales()).filter((s) => s.minimo === '0');
      expect(enCero).toHaveLength(ceros);
      const primera = screen.minimo(enCero[0]!.sucursal);
      await primera.fill('');
      await primera.pressSequentially('123');
      await expect(primera).toHaveValue('12');
      // Unsaved work: Cancelar asks, 'No' keeps it.
      await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
      await confirm(page, SIN_GUARDAR, 'No');
      await expect(primera).toHaveValue('12');
      for (const s of enCero.slice(1)) await screen.minimo(s.sucursal).fill('3');

      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await confirm(page, mm.confirmar(ceros));
      await vioAviso(page, m.guardados);
      await expect(screen.modal).toBeHidden();
      await expect(screen.fila(articulo).locator('td').nth(4)).toHaveText('0');

      // Stored: the modal opens with the values saved.
      await screen.ver(articulo);
      await expect(screen.minimo(enCero[0]!.sucursal)).toHaveValue('12');
      await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
      await expect(screen.modal).toBeHidden();
    });
  }
});
