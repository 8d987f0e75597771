import { expect, test } from '@playwright/test';
import { FACTURAS_PATH, FacturasEnRevisionPage } from '../pages/facturasenrevision.page';
import { diaTecleado, teclearFecha } from '../pages/fechas';
import { signIn } from '../pages/login';
import { seriousViolations } from '../pages/recorrido';
import { apiFromPage, expectPath } from '../pages/session';
import { accept, dialog, Shell } from '../pages/shell';

const ENCABEZADOS = [
  'Fecha de carga',
  'Folio',
  'Serie',
  'Importe',
  'Marca',
  'Proveedor',
  'Fecha de factura',
  'Estatus factura',
];

test.describe('Facturas en revisión (S30)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('desktop: relevant invoices of the last month, filters, folio digits and export', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Facturas en revisión');
    await expectPath(page, FACTURAS_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturas en revisión');
    const screen = new FacturasEnRevisionPage(page);

    // First load: 'Relevantes', by upload date, one month ago to today.
    for (const titulo of ENCABEZADOS)
      await expect(page.getByRole('columnheader', { name: titulo, exact: true })).toBeVisible();
    await expect(screen.filas.first()).toBeVisible();
    const relevantes = await screen.totalRegistros();
    expect(relevantes).toBeGreaterThan(10);
    await expect(page.locator('#de')).toHaveValue(/^\d{2}\/\w{3}\/\d{4}$/);
    await expect(page.locator('.ant-select').filter({ has: page.locator('#estatus') })).toContainText(
      'Relevantes',
    );
    await expect(page.locator('.ant-table-tbody').getByText('En revisión').first()).toBeVisible();

    // The folio takes digits only, at most 9.
    await screen.folio.pressSequentially('12a34567890');
    await expect(screen.folio).toHaveValue('123456789');
    await screen.folio.fill('');

    // 'De' after 'A' is refused before anything is asked.
    await teclearFecha(page.locator('#a'), diaTecleado(-40));
    await expect(dialog(page, 'La fecha inicial no puede ser mayor a la fecha final.')).toBeVisible();
    await accept(page, 'La fecha inicial no puede ser mayor a la fecha final.');

    // One brand, every status, by invoice date over the last year.
    await screen.marca('GENOMMA');
    await expect(page.getByRole('textbox', { name: 'Marca' })).toHaveValue(/GENOMMA/);
    await screen.elegir('estatus', 'Todos');
    await screen.elegir('fecha', 'Fecha de factura');
    await teclearFecha(page.locator('#de'), diaTecleado(-365));
    await screen.buscar.click();
    await expect(page).toHaveURL(/marca=\d+/);
    await expect(page).toHaveURL(/fecha=2/);
    await expect.poll(async () => [...new Set(await screen.columna(5))]).toEqual(['GENOMMA']);
    const deLaMarca = await screen.totalRegistros();
    expect(deLaMarca).toBeGreaterThan(0);

    // The export carries every filtered invoice with the screen's columns.
    const { nombre, filas } = await screen.exportarYLeer();
    expect(nombre).toBe('facturas-en-revision.xlsx');
    expect(filas[0]).toEqual(ENCABEZADOS);
    expect(filas).toHaveLength(deLaMarca + 1);
    expect(new Set(filas.slice(1).map((f) => f[4]))).toEqual(new Set(['GENOMMA']));

    // Clearing the brand: every brand again.
    await page.getByRole('button', { name: 'Quitar Marca' }).click();
    await expect(page.getByRole('combobox', { name: 'Marca' })).toBeFocused();
    await screen.buscar.click();
    await expect(page).not.toHaveURL(/marca=/);
    await expect.poll(() => screen.totalRegistros()).toBeGreaterThan(deLaMarca);

    // Back returns to the brand's search.
    await page.goBack();
    await expect(page).toHaveURL(/marca=\d+/);
    await expect.poll(() => screen.totalRegistros()).toBe(deLaMarca);
  });

  test('phone: filters folded, one card per invoice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new FacturasEnRevisionPage(page);
    await screen.goto();
    await expect(screen.tarjetas.first()).toBeVisible();
    await expect(page.locator('.ant-table')).toHaveCount(0);
    await expect(screen.folio).toBeHidden();
    await expect(screen.tarjetas.first()).toContainText('Importe');
    await expect(screen.tarjetas.first()).toContainText('Fecha de carga');
    await expect(screen.tarjetas.first()).toContainText('Proveedor');

    await screen.filtros.click();
    await expect(screen.folio).toBeVisible();
    await screen.elegir('estatus', 'Subida');
    await screen.buscar.click();
    await expect(screen.folio).toBeHidden();
    await expect
      .poll(async () => (await screen.tarjetas.allInnerTexts()).every((t) => t.includes('Subida')))
      .toBe(true);
    await expect(screen.exportar).toBeVisible();
    // Nothing overflows the phone's width; no serious accessibility fault.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'cajero');
    await new FacturasEnRevisionPage(page).goto();
    await expectPath(page, '/ErrorAutenticacion');
    const res = await apiFromPage(page, 'POST', '/Facturas/ProveedoresFacturasCon/', {
      FechaInicio: '2026-01-01',
      FechaFin: '2026-01-31',
    });
    expect(res.status).toBe(403);
  });
});
