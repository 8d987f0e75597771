import { expect, type Page, test } from '@playwright/test';
import {
  CONSULTA_BARANETOS_PATH,
  CONSULTA_PATH,
  ConsultaGeneralPage,
} from '../pages/consultageneraldatos.page';
import { signIn } from '../pages/login';
import { seriousViolations } from '../pages/recorrido';
import { apiFromPage, expectPath } from '../pages/session';
import { accept, dialog, Shell } from '../pages/shell';

const TELEFONO = { width: 390, height: 844 };
const nombreArchivo = (descripcion: string) =>
  new RegExp(`^${descripcion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_\\d{8}_\\d{6}\\.xlsx$`);

/** Consultar, page 2, Exportar Excel: the path every line's user takes once the filters are set. */
const consultarPaginarYExportar = async (page: Page, screen: ConsultaGeneralPage, descripcion: string) => {
  await screen.consultar.click();
  await expect(page).toHaveURL(/opcion=\d+/);
  await expect(screen.resultado(descripcion)).toBeVisible();
  await expect(screen.filas.first()).toBeVisible();
  await expect(screen.cargando).toHaveCount(0);
  const total = await screen.totalRegistros();
  expect(total).toBeGreaterThan(20);
  await expect(screen.filas).toHaveCount(20);
  const primera = await screen.filas.first().innerText();
  await screen.irAPagina(2);
  await expect(page).toHaveURL(/pagina=2/);
  await expect.poll(() => screen.filas.first().innerText()).not.toBe(primera);
  const { nombre, filas } = await screen.exportarYLeer();
  // The button loses the pointer and the focus before the page is judged (axe).
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(nombre).toMatch(nombreArchivo(descripcion));
  expect(filas).toHaveLength(total + 1);
  return { total, filas };
};

test.describe('Consulta general de datos (S49–S50)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('chain line, desktop: an option, its filters, Consultar, page 2 and Exportar Excel', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Reportes', 'Consulta general de datos');
    await expectPath(page, CONSULTA_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta general de datos.');
    const screen = new ConsultaGeneralPage(page);

    // No option chosen: the spec's message.
    await screen.consultar.click();
    await accept(page, 'Seleccione una opción.');

    // A supplier's articles: the finder of type P, required.
    await screen.elegir('idOpcion', 'Artículos de un proveedor con sus costos');
    await expect(page.locator('#fechaInicio')).toHaveCount(0);
    await screen.consultar.click();
    await accept(page, 'Capture el dato «Proveedor».');
    await screen.buscar('Proveedor', 'Casa');
    await screen.consultar.click();
    await expect(screen.filas.first()).toBeVisible();
    expect(await screen.totalRegistros()).toBeGreaterThan(0);

    // Sales per day of the own branches over the default month.
    await screen.elegir('idOpcion', 'Ventas por día y sucursal');
    await expect(page.locator('#fechaInicio')).toHaveValue(/^\d{2}\/\w{3}\/\d{4}$/);
    await screen.elegir('comboEspecialValor', 'Propias');
    const { filas } = await consultarPaginarYExportar(page, screen, 'Ventas por día y sucursal');
    expect(filas[0]).toEqual([
      'Fecha',
      'Sucursal',
      'Nombre',
      'Tickets',
      'Venta sin IVA',
      'Descuentos',
      'IVA',
      'Total',
      'Devoluciones',
      'Costo',
    ]);
    await expect(page.getByRole('columnheader', { name: 'Venta sin IVA' })).toBeVisible();

    // The page's rows as a chart of one of its numeric columns, chosen by typing (issue 29).
    await page.getByRole('button', { name: 'Ver gráfica' }).click();
    const grafica = page.getByRole('figure', { name: 'Gráfica de los datos de esta página' });
    await expect(grafica.locator('.recharts-wrapper')).toBeVisible();
    const valor = page.getByRole('combobox', { name: 'Valor de la gráfica' });
    await valor.fill('total');
    await valor.press('Enter');
    await expect(grafica.getByRole('columnheader')).toHaveText(['Fila', 'Total']);
    await page.getByRole('button', { name: 'Ocultar gráfica' }).click();
    await expect(grafica).toHaveCount(0);
  });

  test('chain line, phone: filters and cards at 390 px', async ({ page }) => {
    await page.setViewportSize(TELEFONO);
    await signIn(page, 'admin');
    const screen = new ConsultaGeneralPage(page);
    await screen.goto('farmacias');
    await screen.elegir('idOpcion', 'Ventas por día y sucursal');
    await consultarPaginarYExportar(page, screen, 'Ventas por día y sucursal');
    await expect(screen.filas.first()).toContainText('Total');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('wholesale line, desktop: articles of a department, page 2 and Exportar Excel', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Baranetos', 'Reportes', 'Consulta general de datos');
    await expectPath(page, CONSULTA_BARANETOS_PATH);
    const screen = new ConsultaGeneralPage(page);
    await screen.elegir('idOpcion', 'Artículos por departamento');
    await screen.elegir('comboEspecialValor', 'Abarrotes');
    const { filas } = await consultarPaginarYExportar(page, screen, 'Artículos por departamento');
    expect(new Set(filas.slice(1).map((f) => f[3]))).toEqual(new Set(['Abarrotes']));
  });

  test('wholesale line, phone: cards at 390 px', async ({ page }) => {
    await page.setViewportSize(TELEFONO);
    await signIn(page, 'admin');
    const screen = new ConsultaGeneralPage(page);
    await screen.goto('baranetos');
    await screen.elegir('idOpcion', 'Ventas por día y sucursal');
    await consultarPaginarYExportar(page, screen, 'Ventas por día y sucursal');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'cajero');
    await new ConsultaGeneralPage(page).goto('farmacias');
    await expectPath(page, '/ErrorAutenticacion');
    const res = await apiFromPage(page, 'POST', '/consulta-general/datos/', { idOpcion: 1 });
    expect(res.status).toBe(403);
    await expect(dialog(page, 'Seleccione una opción.')).toHaveCount(0);
  });
});
