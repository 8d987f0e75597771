import { readFileSync } from 'node:fs';
import { gestionarPedidosPantalla } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rutaDe } from './pantallas';

export const GESTIONAR_PEDIDOS_PATH = rutaDe(gestionarPedidosPantalla);
export const GESTIONAR_PEDIDOS_TITULO = gestionarPedidosPantalla.title;

/** S21 'Pedidos Baranetos': filters, the orders table, the detail and status-change modals. */
export class GestionarPedidosPage {
  readonly filas;
  readonly detalle;
  readonly cambio;
  readonly total;

  constructor(readonly page: Page) {
    this.filas = page.locator('.ant-card').filter({ hasText: 'Pedidos' }).locator('tbody tr.ant-table-row');
    this.detalle = page.getByRole('dialog').filter({ hasText: 'Artículo' });
    this.cambio = page.getByRole('dialog').filter({ hasText: 'Nuevo estatus' });
    this.total = page.getByTestId('total-pedidos');
  }

  goto(query = '') {
    return this.page.goto(`${GESTIONAR_PEDIDOS_PATH.slice(1)}${query}`);
  }

  fila(folio: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: folio, exact: true }) });
  }

  /** The folio in the first cell of each row shown. */
  folios() {
    return this.filas.locator('td:first-child').allInnerTexts();
  }

  async fecha(id: 'fechaInicial' | 'fechaFinal', valor: string) {
    await this.page.locator(`#${id}`).fill(valor);
    // Leaving the field confirms the typed date (Enter would also send the filters' form).
    await this.page.locator(`#${id}`).press('Tab');
  }

  /** An option of the open list (a closed select keeps its hidden options in the page). */
  opcion(descripcion: string) {
    return this.page
      .locator('.ant-select-item-option')
      .filter({ visible: true })
      .filter({ hasText: new RegExp(`^${descripcion}$`) });
  }

  async estatus(descripcion: string) {
    await this.page.locator('#estatus').click();
    await this.opcion(descripcion).click();
  }

  buscar() {
    return this.page.getByRole('button', { name: /Buscar$/ }).click();
  }

  /** A row action: its button on a wide screen, the '⋯' menu's entry on a phone. */
  async accion(folio: string, accion: 'Detalle' | 'Cambiar estatus') {
    const boton = this.page.getByRole('button', {
      name: accion === 'Detalle' ? `Detalle del pedido ${folio}` : `Cambiar estatus del pedido ${folio}`,
    });
    if (await boton.isVisible()) return boton.click();
    await this.page.getByRole('button', { name: `Acciones del pedido ${folio}` }).click();
    await this.page.getByRole('menuitem', { name: accion }).click();
  }

  async elegirNuevoEstatus(descripcion: string) {
    await this.cambio.locator('#nuevoEstatus').click();
    await this.opcion(descripcion).click();
  }

  async exportarYLeer() {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Exportar a Excel' }).first().click();
    const file = await download;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { nombre: file.suggestedFilename(), rows };
  }
}
