import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { apiFromPage, expectPath } from '../pages/session';
import { accept, confirm, dialog, Shell } from '../pages/shell';
import { TRASPASOS_PATH, TraspasosSucursalesPage } from '../pages/traspasos-sucursales.page';

const ENCABEZADOS = [
  'Folio',
  'Sucursal origen',
  'Sucursal destino',
  'Motivo',
  'Usuario envió',
  'Fecha traspaso',
  'Usuario recibió',
  'Fecha recibió',
  'Estatus',
  'Días',
];

test.describe('Traspaso de sucursales (S44)', () => {
  // The main path is long (filter, detail, receive, two downloads): allow for a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('desktop: filter, open the detail, receive and export to Excel', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Administración', 'Traspaso de sucursales');
    await expectPath(page, TRASPASOS_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Traspaso de sucursales');
    const screen = new TraspasosSucursalesPage(page);

    // First load: pending transfers of the last month.
    await expect(screen.tabla.getByText('Pendiente').first()).toBeVisible();
    await expect(screen.tabla.getByText('Recibido')).toHaveCount(0);
    const pendientes = await screen.totalRegistros();
    expect(pendientes).toBeGreaterThan(50);

    // Origin and destination cannot be the same.
    await screen.sucursal('origen', 'Puebla');
    await screen.sucursal('destino', 'Puebla');
    await screen.buscar.click();
    await expect(dialog(page, 'La sucursal origen y destino no pueden ser la misma.')).toBeVisible();
    await accept(page, 'La sucursal origen y destino no pueden ser la misma.');
    await expect(page.locator('#destino')).toBeFocused();

    // Filter: every status, from one origin.
    await screen.sucursal('destino', 'Todas');
    await screen.estatus('Todos');
    await screen.buscar.click();
    await expect(page).toHaveURL(/origen=\d+/);
    await expect(page).toHaveURL(/estatus=T/);
    const origenes = () => screen.tabla.locator('tr.ant-table-row td:nth-child(3)').allInnerTexts();
    await expect.poll(async () => [...new Set(await origenes())]).toHaveLength(1);
    expect((await origenes())[0]).toContain('Puebla');
    await expect(screen.tabla.getByText('Recibido').first()).toBeVisible();

    // The folio accepts digits only.
    await screen.folio.pressSequentially('9a9');
    await expect(screen.folio).toHaveValue('99');
    await screen.folio.fill('');

    // Back to the pending ones of every branch.
    await screen.sucursal('origen', 'Todas');
    await screen.estatus('Pendientes de recibir');
    await screen.buscar.click();
    await expect(page).not.toHaveURL(/origen=/);
    await expect.poll(() => screen.totalRegistros()).toBe(pendientes);
    const [primero, segundo, tercero] = await screen.folios();

    // Detail: quantity × cost, expiry and lot.
    await screen.abrirDetalle(primero!);
    await expect(screen.detalle).toBeVisible();
    for (const header of ['Código', 'Descripción', 'Cantidad', 'Costo', 'Caducidad', 'Lote'])
      await expect(screen.detalle.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(screen.detalle.getByText('Total', { exact: true })).toBeVisible();
    await expect(screen.detalle.getByRole('cell', { name: /^\$[\d,]+\.\d{2}$/ }).first()).toBeVisible();
    await screen.detalle.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
    await expect(screen.detalle).toBeHidden();

    // Receive, after answering 'No' once.
    await screen.recibir(primero!);
    await confirm(page, `¿Desea recibir el traspaso con folio ${primero}?`, 'No');
    await expect(page.getByRole('button', { name: `Recibir folio ${primero}` })).toBeVisible();
    await screen.recibir(primero!);
    await confirm(page, `¿Desea recibir el traspaso con folio ${primero}?`);
    await vioAviso(page, `Traspaso con folio ${primero} recibido correctamente`);
    await expect(page.getByRole('button', { name: `Recibir folio ${primero}` })).toHaveCount(0);
    await expect.poll(() => screen.totalRegistros()).toBe(pendientes - 1);

    // Export the ticked rows, then the whole filtered list.
    await screen.marcar(segundo!);
    await screen.marcar(tercero!);
    await expect(screen.exportar).toContainText('2 marcados');
    const marcados = await screen.exportarYLeer();
    expect(marcados.nombre).toMatch(/^Traspasos_\d{8}_\d{6}\.xlsx$/);
    expect(marcados.rows[0]).toEqual(ENCABEZADOS);
    expect(marcados.rows.slice(1).map((r) => r[0])).toEqual([segundo, tercero]);
    expect(marcados.rows.slice(1).every((r) => r[8] === 'Pendiente')).toBe(true);

    await screen.buscar.click();
    await expect(screen.exportar).toHaveText('Exportar a Excel');
    const todos = await screen.exportarYLeer();
    expect(todos.rows).toHaveLength(pendientes);
    expect(todos.rows.slice(1).map((r) => r[0])).not.toContain(primero);

    // The received transfer shows under 'Recibidos' with who received it.
    await screen.folio.fill(String(primero));
    await screen.estatus('Recibidos');
    await screen.buscar.click();
    await expect(screen.tabla.getByRole('row')).toHaveCount(1);
    await expect(screen.tabla).toContainText('Adriana Morales Vega');
    await expect(screen.tabla).toContainText('Recibido');
  });

  test('phone: cards, detail, receive and export', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new TraspasosSucursalesPage(page);
    await screen.goto();
    await expect(screen.tarjetas.first()).toBeVisible();
    await expect(page.locator('.ant-table')).toHaveCount(0);
    const pendientes = await screen.totalRegistros();
    const [primero, segundo] = await screen.folios();

    await screen.abrirDetalle(primero!);
    await expect(screen.detalle).toBeVisible();
    await expect(screen.detalle.getByText(/Cantidad \d+ · Costo \$[\d,]+\.\d{2}/).first()).toBeVisible();
    await expect(
      screen.detalle.getByText(/Caducidad \d{2}\/\w{3}\/\d{4} · Lote [A-Z]{2}\d{6}/).first(),
    ).toBeVisible();
    // Receive from the detail modal.
    await screen.detalle.locator('.ant-modal-footer').getByRole('button', { name: 'Recibir' }).click();
    await confirm(page, `¿Desea recibir el traspaso con folio ${primero}?`);
    await vioAviso(page, `Traspaso con folio ${primero} recibido correctamente`);
    await expect(screen.detalle).toBeHidden();
    await expect.poll(() => screen.totalRegistros()).toBe(pendientes - 1);

    await screen.marcar(segundo!);
    const { rows } = await screen.exportarYLeer();
    expect(rows[0]).toEqual(ENCABEZADOS);
    expect(rows.slice(1).map((r) => r[0])).toEqual([segundo]);
  });

  test('a user without the screen is refused by the guard and by the API', async ({ page }) => {
    await signIn(page, 'cajero');
    await new TraspasosSucursalesPage(page).goto();
    await expectPath(page, '/ErrorAutenticacion');
    const res = await apiFromPage(page, 'POST', '/traspasosSuc/ConsultaTraspasos', {
      FechaTraspaso: new Date(Date.now() - 86_400_000).toISOString(),
      FechaRecibio: new Date().toISOString(),
    });
    expect(res.status).toBe(403);
  });
});
