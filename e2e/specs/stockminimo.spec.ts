import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import { stockMinimoMessages as m } from '@farmasi/contracts/proveedores/stockminimo';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { accept, confirm, Shell } from '../pages/shell';
import { StockMinimoPage } from '../pages/stockminimo.page';

test.describe('Stock mínimo (Producto-Fórmula) (S28)', () => {
  test('a formula: its zeros filled with Todo and saved; then one branch copied onto another (1366 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'admin');
    const screen = new StockMinimoPage(page);
    await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Stock mínimo (Producto-Fórmula)');

    await screen.tipo('Fórmula');
    await screen.buscar('amo', 'fórmula');
    await accept(page, m.busquedaCorta);
    // Two formulas hold 'amoxicilina': the results open, a double click takes one.
    await screen.buscar('amoxicilina', 'fórmula');
    await screen.elegirResultado('AMOXICILINA');
    await expect(page.getByText('Fórmula: AMOXICILINA', { exact: true })).toBeVisible();
    await expect(page.getByText(m.leyendaDemanda, { exact: true })).toBeVisible();

    await screen.guardar.click();
    await accept(page, em.sinCambios);
    await screen.soloCeros.click();
    await expect(screen.soloCeros).toBeChecked();
    const ceros = await screen.valores();
    expect(ceros.length).toBeGreaterThan(0);
    expect(ceros.every((f) => f.minimo === '0')).toBe(true);
    const total = Number((await screen.total.textContent())?.match(/\d+/)?.[0]);
    await screen.todo.fill('');
    await screen.todo.pressSequentially('45678');
    await expect(screen.todo).toHaveValue('4567');
    await expect(screen.minimo(ceros[0]!.producto, ceros[0]!.sucursal)).toHaveValue('4567');
    await page.screenshot({ path: 'test-results/stockminimo-1366.png', fullPage: true });
    // The count covers every row the filters show, on every page.
    await screen.guardar.click();
    await confirm(page, m.confirmar(total));
    await vioAviso(page, em.guardados);
    // Stored: after a reload no row of the formula is left at 0.
    await page.reload();
    await expect(page.getByText(m.sinFilas)).toBeVisible({ timeout: 30_000 });
    await screen.soloCeros.click();
    await expect(screen.soloCeros).not.toBeChecked();
    await expect(screen.filas.first()).toBeVisible();

    // 'Copiar minimos': the spec's order of checks, then the copy.
    await screen.copiar.click();
    const copia = page.getByRole('dialog').filter({ hasText: m.tituloCopia });
    const [origen, destino] = await screen.sucursalesDeCopia();
    await copia.getByRole('button', { name: 'Copiar' }).click();
    await accept(page, m.destinoRequerido);
    await screen.sucursalCopia('Sucursal destino', destino!);
    await copia.getByRole('button', { name: 'Copiar' }).click();
    await accept(page, m.origenRequerido);
    await screen.sucursalCopia('Sucursal origen', destino!);
    await copia.getByRole('button', { name: 'Copiar' }).click();
    await accept(page, m.iguales);
    await screen.sucursalCopia('Sucursal origen', origen!);
    await copia.getByRole('button', { name: 'Copiar' }).click();
    await confirm(page, m.confirmarCopia);
    const nombre = (o: string) => o.replace(/^\d+ - /, '');
    await vioAviso(page, `Se copiaron los mínimos de ${nombre(origen!)} a ${nombre(destino!)}`);
    await expect(copia).toBeHidden();
    // The destination shows the origin's minimums for the formula's products (same order).
    const minimosDe = async (sucursal: string) => {
      await screen.filtrarSucursal(sucursal);
      await expect(screen.filas.first()).toContainText(nombre(sucursal));
      return (await screen.valores()).map((f) => `${f.producto}=${f.minimo}`);
    };
    const deOrigen = await minimosDe(origen!);
    expect(await minimosDe(destino!)).toEqual(deOrigen);
  });

  test('a product at 390 px: one box per own branch and the legend, saved after the count', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new StockMinimoPage(page);
    await screen.goto();
    await screen.buscar('naproxeno');
    const resultados = page.getByRole('dialog').filter({ hasText: 'Resultados de la búsqueda' });
    await expect(resultados).toBeVisible();
    const primero = await resultados.locator('.ant-table-tbody tr.ant-table-row td').nth(2).textContent();
    await screen.elegirResultado(primero!);
    await expect(page.getByText(`Producto: ${primero}`, { exact: true })).toBeVisible();
    await expect(page.getByText(m.leyendaDemanda, { exact: true })).toBeVisible();
    const filas = await screen.valores();
    expect(new Set(filas.map((f) => f.producto))).toEqual(new Set([primero]));
    const [una] = filas;
    const caja = screen.minimo(una!.producto, una!.sucursal);
    await caja.fill('');
    await caja.pressSequentially('77');
    await page.screenshot({ path: 'test-results/stockminimo-390.png', fullPage: true });
    await screen.guardar.click();
    await confirm(page, m.confirmar(1));
    await vioAviso(page, em.guardados);
    await page.reload();
    await expect(screen.minimo(una!.producto, una!.sucursal)).toHaveValue('77', { timeout: 30_000 });
  });
});
