import { ticketMessages as m } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { expect, type Page, test } from '@playwright/test';
import { DetalleTicketProveedorPage } from '../pages/detalle-ticket-proveedor.page';
import { signIn } from '../pages/login';
import { seriousViolations } from '../pages/recorrido';
import { apiFromPage } from '../pages/session';

/** A ticket token of a seeded order, read from the orders list as the administrator. */
const unTicket = async (page: Page) => {
  await signIn(page, 'admin');
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const res = await apiFromPage(page, 'POST', '/proveedoresPedido/ProveedorPedidosCon/', {
    FechaInicio: `${Number(hoy.slice(0, 4)) - 1}${hoy.slice(4)}`,
    FechaFin: hoy,
    Estatus: '',
    TamanoPagina: 1,
  });
  const [pedido] = res.body.data.pedidos as { ticket: string; folioPedidoProveedor: number }[];
  // The visitor has no session: a supplier opening the link.
  await page.evaluate(() => localStorage.clear());
  return pedido!;
};

test.describe('Ticket Proveedor (S32, public)', () => {
  test('desktop: the order without a session, its lines and totals', async ({ page }) => {
    const pedido = await unTicket(page);
    const ticket = new DetalleTicketProveedorPage(page);
    await ticket.goto(pedido.ticket);
    await expect(ticket.titulo).toHaveText('Ticket Proveedor');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await expect(page.getByText(String(pedido.folioPedidoProveedor), { exact: true })).toBeVisible();
    for (const etiqueta of ['Folio', 'Marca', 'Proveedor', 'Sucursal', 'Fecha', 'Cajero'])
      await expect(page.locator('.ant-descriptions-item-label', { hasText: etiqueta }).first()).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\w{3}\/\d{4} \d{2}:\d{2} [AP]M$/)).toBeVisible();
    for (const titulo of ['Código', 'Descripción', 'Cantidad', 'Costo', 'Importe'])
      await expect(ticket.tablaLineas.getByRole('columnheader', { name: titulo })).toBeVisible();
    const subtotal = await ticket.total('Subtotal');
    const iva = await ticket.total('IVA 16%');
    const ieps = await ticket.total('IEPS');
    expect(await ticket.total('Total')).toBeCloseTo(subtotal + iva + ieps, 2);
    await expect(ticket.totales).toContainText('IEPS$0.00');
    const importes = await ticket.tablaLineas.locator('tbody tr td:nth-child(5)').allInnerTexts();
    const suma = importes.reduce((s, t) => s + Number(t.replace(/[$,]/g, '')), 0);
    expect(Math.abs(suma - subtotal)).toBeLessThan(0.01 * importes.length);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('phone: the receipt layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pedido = await unTicket(page);
    const ticket = new DetalleTicketProveedorPage(page);
    await ticket.goto(pedido.ticket);
    await expect(ticket.datosMovil).toContainText(`Folio${pedido.folioPedidoProveedor}`);
    await expect(ticket.listaLineas.getByRole('listitem').first()).toContainText('×');
    await expect(ticket.tablaLineas).toHaveCount(0);
    await expect(ticket.totales).toContainText('Total');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('without ?id= goes to the root path; a made-up or numeric id shows no order', async ({ page }) => {
    const ticket = new DetalleTicketProveedorPage(page);
    await ticket.goto();
    // The root needs a session: the visitor ends at the sign-in.
    await expect(page).toHaveURL(/\/admin\/login$/);
    await ticket.goto('10001');
    await expect(page.getByText(m.idInvalido)).toBeVisible();
    await ticket.goto('3f1c2e4a-9b7d-4c1e-8a2b-5d6e7f8a9b0c');
    await expect(page.getByText(m.noExiste)).toBeVisible();
  });
});
