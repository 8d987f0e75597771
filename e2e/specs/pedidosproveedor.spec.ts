import { expect, test } from '@playwright/test';
import { diaTecleado, teclearFecha } from '../pages/fechas';
import { signIn } from '../pages/login';
import { PEDIDOS_PATH, PedidosProveedorPage } from '../pages/pedidosproveedor.page';
import { seriousViolations } from '../pages/recorrido';
import { apiFromPage, expectPath } from '../pages/session';
import { Shell } from '../pages/shell';

const ENCABEZADOS = ['Fecha', 'Folio', 'Sucursal', 'Importe', 'Marca', 'Proveedor', 'Estatus'];

test.describe('Pedidos de proveedores (S31)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('desktop: relevant orders, locked finders, status colours, ticket link and export', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Pedidos de proveedores');
    await expectPath(page, PEDIDOS_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedidos');
    const screen = new PedidosProveedorPage(page);

    // First load: 'Relevantes' of the last month; the folio field has the focus.
    await expect(screen.filas.first()).toBeVisible();
    await expect(screen.folio).toBeFocused();
    for (const titulo of ['Fecha', 'Folio', 'Sucursal', 'Importe', 'Marca', 'Estatus'])
      await expect(page.getByRole('columnheader', { name: titulo, exact: true })).toBeVisible();
    expect(await screen.totalRegistros()).toBeGreaterThan(10);
    const estatus = new Set(await screen.columna(6));
    expect([...estatus].every((e) => ['En revisión', 'Surtido'].includes(e))).toBe(true);
    await expect(page.locator('.ant-table-tbody .ant-tag-blue').first()).toHaveText('Surtido');

    // A branch picked (the first order's) is locked until it is cleared.
    const [sucursal] = await screen.columna(3);
    await screen.elegir('Sucursal', sucursal!);
    await expect(screen.bloqueado('Sucursal')).toHaveAttribute('readonly', '');
    await screen.estatus('Todos');
    await teclearFecha(page.locator('#de'), diaTecleado(-365));
    await screen.buscar.click();
    await expect(page).toHaveURL(/sucursal=\d+/);
    await expect.poll(async () => [...new Set(await screen.columna(3))].length).toBe(1);
    expect((await screen.columna(3))[0]).toBe(sucursal);
    await expect(screen.folio).toBeFocused();
    const deLaSucursal = await screen.totalRegistros();
    await expect(page.locator('.ant-table-tbody .ant-tag-green').first()).toBeVisible();

    // The brand as well; then both cleared (back to 0: every branch and brand).
    await screen.elegir('Marca', 'PISA');
    await screen.buscar.click();
    await expect(page).toHaveURL(/marca=\d+/);
    await expect.poll(async () => [...new Set(await screen.columna(5))]).toEqual(['PISA']);
    expect(await screen.totalRegistros()).toBeLessThanOrEqual(deLaSucursal);
    await screen.quitar('Sucursal');
    await screen.quitar('Marca');
    await expect(page.getByRole('combobox', { name: 'Sucursal' })).toBeVisible();
    await screen.buscar.click();
    await expect(page).not.toHaveURL(/sucursal=|marca=/);
    await expect.poll(() => screen.totalRegistros()).toBeGreaterThan(deLaSucursal);
    const todos = await screen.totalRegistros();

    // The folio finds one order; its link opens the public ticket in a new tab.
    const [folio] = await screen.columna(2);
    await screen.folio.fill(folio!);
    await screen.buscar.click();
    await expect(screen.filas).toHaveCount(1);
    const importe = (await screen.columna(4))[0]!;
    const [ticket] = await Promise.all([page.waitForEvent('popup'), screen.ticket(folio!).click()]);
    await expect(ticket).toHaveURL(/detalleTicketProveedor\?id=[0-9a-f-]{36}$/);
    await expect(ticket.getByRole('heading', { level: 1 })).toHaveText('Ticket Proveedor');
    await expect(ticket.getByLabel('Totales')).toContainText(importe);
    await ticket.close();

    // Export of the whole filtered list.
    await screen.folio.fill('');
    await screen.buscar.click();
    await expect.poll(() => screen.totalRegistros()).toBe(todos);
    const { nombre, filas } = await screen.exportarYLeer();
    expect(nombre).toBe('pedidos-proveedores.xlsx');
    expect(filas[0]).toEqual(ENCABEZADOS);
    expect(filas).toHaveLength(todos + 1);
  });

  test('phone: the list scrolls in its own box and the filters fit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new PedidosProveedorPage(page);
    await screen.goto();
    await expect(screen.filas.first()).toBeVisible();
    await screen.elegir('Marca', 'KENER');
    await expect(screen.bloqueado('Marca')).toBeVisible();
    await screen.buscar.click();
    await expect(page).toHaveURL(/marca=\d+/);
    await expect(page.getByRole('link', { name: /^Ticket del pedido \d+$/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'cajero');
    await new PedidosProveedorPage(page).goto();
    await expectPath(page, '/ErrorAutenticacion');
    const res = await apiFromPage(page, 'POST', '/proveedoresPedido/ProveedorPedidosCon/', {
      FechaInicio: '2026-01-01',
      FechaFin: '2026-01-31',
    });
    expect(res.status).toBe(403);
  });
});
