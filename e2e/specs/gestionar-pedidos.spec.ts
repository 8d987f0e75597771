import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { GESTIONAR_PEDIDOS_TITULO, GestionarPedidosPage } from '../pages/gestionar-pedidos.page';
import { signIn } from '../pages/login';
import { sidewaysOverflow } from '../pages/recorrido';
import { accept, confirm, Shell } from '../pages/shell';

const FECHA = /^\d{2}-(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)-\d{4} \d{2}:\d{2} (AM|PM)$/;

test.describe('Pedidos Baranetos (S21)', () => {
  test('filter the orders, see one, move one to the next status and export the list', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new GestionarPedidosPage(page);
    await shell.open('Baranetos', 'Almacén', 'Gestionar pedidos');
    await expect(shell.title).toHaveText(GESTIONAR_PEDIDOS_TITULO);

    // The last 30 days, every status: more than one page of demo orders.
    await expect(screen.filas.first()).toBeVisible({ timeout: 30_000 });
    await expect(screen.filas).toHaveCount(50);
    await expect(page.locator('.ant-pagination-item-2')).toBeVisible();
    await expect(screen.filas.first().locator('td').nth(2)).toHaveText(FECHA);

    // The range check, before anything is asked.
    await screen.fecha('fechaInicial', '31/12/2099');
    await screen.buscar();
    await accept(page, 'La fecha inicial no puede ser mayor a la fecha final.');

    // Only the received orders of the last 180 days; the search is kept in the URL.
    const hoy = new Date();
    const desde = new Date(hoy.getTime() - 180 * 86_400_000);
    const ddmmyyyy = (d: Date) =>
      `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    await screen.fecha('fechaInicial', ddmmyyyy(desde));
    await screen.estatus('Recibido');
    await screen.buscar();
    await expect(page).toHaveURL(/estatus=1/);
    // Every row shown, once the new answer has replaced the old list (its first row may be Recibido too).
    await expect
      .poll(async () => new Set(await screen.filas.locator('td:nth-child(4)').allInnerTexts()))
      .toEqual(new Set(['Recibido']));
    const [folio] = await screen.folios();

    // Its lines.
    await screen.accion(folio!, 'Detalle');
    await expect(screen.detalle).toBeVisible();
    await expect(screen.detalle.getByText(`Pedido ${folio}`)).toBeVisible();
    await expect(screen.detalle.locator('tbody tr.ant-table-row').first()).toContainText(/^\d+ - .+\d+$/);
    await page.keyboard.press('Escape');
    await expect(screen.detalle).toBeHidden();

    // Into the warehouse: the row shows its new status.
    await screen.accion(folio!, 'Cambiar estatus');
    await screen.elegirNuevoEstatus('En surtido');
    await screen.cambio.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, `¿Desea cambiar el estatus del pedido ${folio} a En surtido?`);
    await expect(screen.cambio).toBeHidden();
    await expect(screen.fila(folio!)).toContainText('En surtido');
    await vioAviso(page, `Se cambió el estatus del pedido ${folio} a En surtido.`);

    // A reload searches again: the order is no longer received.
    await page.reload();
    await expect(screen.filas.first()).toBeVisible();
    await expect(screen.fila(folio!)).toHaveCount(0);

    const { rows } = await screen.exportarYLeer();
    expect(rows[0]).toEqual(['Folio', 'Cliente', 'Fecha', 'Estatus']);
    expect(rows.length - 1).toBe(Number((await screen.total.innerText()).replace(/\D/g, '')));
    expect(String(rows[1]![2])).toMatch(FECHA);
  });

  test('on a phone: the list fits, and the row menu opens the detail and the status change', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new GestionarPedidosPage(page);
    await screen.goto('?estatus=2');
    // The first visit loads the screen's code: more than the usual wait on a busy machine.
    await expect(screen.filas.first()).toBeVisible({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    const [folio] = await screen.folios();

    await screen.accion(folio!, 'Detalle');
    await expect(screen.detalle).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(screen.detalle).toBeHidden();

    await screen.accion(folio!, 'Cambiar estatus');
    await screen.elegirNuevoEstatus('Surtido');
    await screen.cambio.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, `¿Desea cambiar el estatus del pedido ${folio} a Surtido?`);
    await expect(screen.cambio).toBeHidden();
    await expect(screen.fila(folio!)).toContainText('Surtido');
  });
});
