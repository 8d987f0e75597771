import { expect, test } from '@playwright/test';
import { diaTecleado, teclearFecha } from '../pages/fechas';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import {
  FACTURAS_REPORTE_PATH,
  FACTURAS_REPORTE_TITULO,
  ReporteFacturasPage,
} from '../pages/reportes-facturas.page';
import { apiFromPage, expectPath } from '../pages/session';
import { accept, dialog, Shell } from '../pages/shell';

const ENCABEZADOS = [
  'Farmacia',
  'Sucursal',
  'Corte',
  'Fecha',
  'Exento',
  'Gravado',
  'IVA',
  'IEPS',
  'Total',
  'Folio',
  'Cliente facturado',
  'Importe corte',
  'Importe factura',
  'Diferencia',
  'Fecha timbrado',
  'Importe NC',
];
const NOMBRE_CSV = /^VentasPorCorte_\d{8}_\d{6}\.csv$/;
const MAYOR = 'La fecha inicial no puede ser mayor a la fecha final.';
const SIN_DATOS = 'No existen datos para esta consulta.';

test.describe('Facturas (S51, reporte de facturas)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('desktop: range, Consultar, red rows with their detail, branch filter and the CSV', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Reportes', 'Facturas');
    await expectPath(page, FACTURAS_REPORTE_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FACTURAS_REPORTE_TITULO);
    const screen = new ReporteFacturasPage(page);

    // A start after the end is refused before anything is asked; the start gets the focus.
    await screen.consultarRango(diaTecleado(0), diaTecleado(-10));
    await expect(dialog(page, MAYOR)).toBeVisible();
    await accept(page, MAYOR);
    await expect(screen.fechaInicio).toBeFocused();

    // The last month: only the rows that differ by more than 0.01, 20 a page, the spec's columns.
    await screen.consultarRango(diaTecleado(-30), diaTecleado(0));
    // The total is read once this range's answer is shown (the list opened with a range of its own).
    await expect(page).toHaveURL(
      new RegExp(`fechaInicio=${diaTecleado(-30).split('/').reverse().join('-')}`),
    );
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    for (const titulo of ENCABEZADOS)
      await expect(page.getByRole('columnheader', { name: titulo, exact: true })).toBeVisible();
    const total = await screen.totalRegistros();
    expect(total).toBeGreaterThan(20);
    await expect(screen.filas).toHaveCount(20);
    // The page's rows as a bar chart, on demand (issue 29).
    await page.getByRole('button', { name: 'Ver gráfica' }).click();
    const grafica = page.getByRole('figure', { name: /Importe del corte y de la factura/ });
    await expect(grafica.locator('.recharts-wrapper')).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar gráfica' }).click();
    await expect(grafica).toHaveCount(0);
    // Red rows carry the detail link; the others do not.
    const rojas = screen.filas.filter({ has: page.locator('.facturas-diferencia-roja') });
    expect(await rojas.count()).toBeGreaterThan(0);
    expect(await screen.vinculosDetalle().count()).toBe(await rojas.count());

    // The last page ends with yesterday's global invoice that lacks a late ticket: its detail lists it.
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(screen.filas).toHaveCount(total - 20);
    await screen.vinculosDetalle().last().click();
    await expect(screen.detalle).toBeVisible();
    const factura = screen.detalle.getByRole('table', { name: 'Factura', exact: true });
    await expect(factura).toContainText('PÚBLICO EN GENERAL');
    await expect(factura).toContainText('Vigente');
    const tickets = screen.detalle.getByRole('table', { name: 'Tickets', exact: true });
    await expect(tickets.getByText('Sin factura')).toHaveCount(1);
    await expect(screen.detalle).toContainText('Venta del corte');
    await expect(screen.detalle).toContainText('Descontado global');
    await screen.detalle.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(screen.detalle).toBeHidden();

    // 'Exportar Excel': a CSV named for sales by cut, every row of the search (not only the page).
    const { nombre, bom, filas } = await screen.exportarYLeer();
    expect(nombre).toMatch(NOMBRE_CSV);
    expect([...bom]).toEqual([0xef, 0xbb, 0xbf]);
    expect(filas[0]).toEqual(ENCABEZADOS);
    expect(filas).toHaveLength(total + 1);
    for (const f of filas.slice(1)) expect(Math.abs(Number(f[13]))).toBeGreaterThan(0.01);

    // One branch: the first row's.
    const sucursal = (await screen.filas.first().locator('td').nth(1).innerText()).trim();
    const codigo = sucursal.split(' - ')[0]!;
    await screen.sucursal.click();
    await screen.sucursal.fill(codigo);
    await screen.sucursal.press('Enter');
    await screen.consultar.click();
    await expect(page).toHaveURL(new RegExp(`codSucursal=${codigo}(&|$)`));
    await expect
      .poll(async () => [...new Set(await screen.filas.locator('td:nth-child(2)').allInnerTexts())])
      .toEqual([sucursal]);

    // A range without invoices says so.
    await teclearFecha(screen.fechaInicio, '01/01/2001');
    await teclearFecha(screen.fechaFin, '31/01/2001');
    await screen.consultar.click();
    await expect(dialog(page, SIN_DATOS)).toBeVisible();
    await accept(page, SIN_DATOS);
    await expect(screen.total).toHaveText('0 facturas');
  });

  test('phone (390 px): cards, a detail and the CSV, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new ReporteFacturasPage(page);
    await screen.goto();
    await screen.consultarRango(diaTecleado(-30), diaTecleado(0));
    await expect(screen.filas).toHaveCount(20);
    await expect(screen.filas.first()).toContainText('Diferencia');
    await expect(screen.filas.first()).toContainText('Importe corte');
    // The page's rows as a bar chart, on demand (issue 29).
    await page.getByRole('button', { name: 'Ver gráfica' }).click();
    const grafica = page.getByRole('figure', { name: /Importe del corte y de la factura/ });
    await expect(grafica.locator('.recharts-wrapper')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Ocultar gráfica' }).click();
    await expect(grafica).toHaveCount(0);
    // Away from Consultar: its hover colour is not what the list shows at rest.
    await page.mouse.move(195, 820);
    expect(await seriousViolations(page)).toEqual([]);
    const ver = screen.vinculosDetalle().first();
    await ver.scrollIntoViewIfNeeded();
    await ver.click();
    await expect(screen.detalle).toBeVisible();
    await expect(screen.detalle).toContainText('Factura');
    await expect(screen.detalle).toContainText('Tickets');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screen.detalle.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(screen.detalle).toBeHidden();
    const { nombre, filas } = await screen.exportarYLeer();
    expect(nombre).toMatch(NOMBRE_CSV);
    expect(filas.length).toBeGreaterThan(21);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'cajero');
    await new ReporteFacturasPage(page).goto();
    await expectPath(page, '/ErrorAutenticacion');
    const res = await apiFromPage(page, 'POST', '/reportes/facturas/', {
      fechaInicio: '2026-01-01',
      fechaFin: '2026-01-31',
      codSucursal: 0,
    });
    expect(res.status).toBe(403);
  });
});
