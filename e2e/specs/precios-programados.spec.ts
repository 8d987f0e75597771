import { preciosProgramadosMessages as m } from '@farmasi/contracts/contabilidad/precios-programados';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { diaTecleado } from '../pages/fechas';
import { Historial } from '../pages/historial';
import { signIn } from '../pages/login';
import { PreciosProgramadosPage } from '../pages/precios-programados.page';
import { accept, confirm, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, buscar: 'nadro', proveedor: 'NADRO' },
  { nombre: 'teléfono', width: 390, height: 844, buscar: 'saba', proveedor: 'CASA SABA' },
];

test.describe('Precios Programados (S25)', () => {
  for (const { nombre, width, height, buscar, proveedor } of anchos) {
    test(`schedule a new cost for tomorrow after the checks, and see it pending (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new PreciosProgramadosPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Precios programados');
      else await screen.goto();

      await screen.proveedor(buscar, proveedor);
      await expect(screen.filas.first()).toBeVisible();
      await expect(page.getByText(m.leyenda)).toBeVisible();
      // The demo has schedules pending for this supplier: their rows are red.
      expect(await screen.rojas()).toBeGreaterThan(0);
      const rojasAntes = await screen.rojas();

      await screen.guardar.click();
      await accept(page, m.sinCambios);

      const [elegido] = await screen.articulosSinProgramar();
      const articulo = elegido!.articulo;
      const costo = screen.nuevoCosto(elegido!);
      await costo.fill('');
      await costo.pressSequentially('123.4567');
      await expect(costo).toHaveValue('123.4567');
      await screen.guardar.click();
      await accept(page, `${m.fechaRequerida} (${articulo})`);
      await screen.fechaInicio(elegido!, diaTecleado(1));
      await page.screenshot({ path: `test-results/precios-programados-${width}.png`, fullPage: true });
      await screen.guardar.click();
      await confirm(page, m.confirmar(1));
      await vioAviso(page, m.guardados);

      // Stored as pending: red after the reload, and listed in 'Cambios pendientes'.
      await page.reload();
      await expect(screen.fila(articulo).first()).toBeVisible();
      await expect.poll(() => screen.rojas()).toBe(rojasAntes + 1);
      // The row's history (issue 29): the schedule just saved.
      const historial = new Historial(page, `${articulo} (${elegido!.marca})`);
      await historial.abrir();
      await expect(historial.entradas.first()).toContainText('Nuevo costo: 123.4567');
      await historial.cerrar();
      await page.getByRole('button', { name: 'Cambios pendientes' }).click();
      const modal = page.getByRole('dialog').filter({ hasText: 'Precios pendientes de aplicar' });
      await expect(modal.getByRole('cell', { name: articulo, exact: true }).first()).toBeVisible();
      await expect(modal.getByText(/^Total: \d+ registros?$/)).toBeVisible();
      await modal.getByRole('button', { name: 'Cerrar' }).last().click();
      await expect(modal).toBeHidden();
    });
  }
});

test('S25: the supplier box lists the suppliers as it opens, before anything is typed (issue 24)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const screen = new PreciosProgramadosPage(page);
  await screen.goto();
  await page.getByLabel('Proveedor', { exact: true }).click();
  const opciones = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(opciones.first()).toBeVisible();
  expect(await opciones.count()).toBeGreaterThan(1);
  await opciones.filter({ hasText: 'NADRO' }).first().click();
  await expect(screen.filas.first()).toBeVisible();
});
