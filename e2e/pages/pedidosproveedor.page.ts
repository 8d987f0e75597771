import { readFileSync } from 'node:fs';
import { pedidosProveedorPantalla } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rutaDe } from './pantallas';

export const PEDIDOS_PATH = rutaDe(pedidosProveedorPantalla);

/** S31 'Pedidos': filters (branch and brand locked once picked), the list with ticket links, export. */
export class PedidosProveedorPage {
  readonly folio;
  readonly buscar;
  readonly exportar;
  readonly total;
  readonly filas;

  constructor(readonly page: Page) {
    this.folio = page.locator('#folio');
    this.buscar = page.getByRole('button', { name: /Buscar$/ });
    this.exportar = page.getByRole('button', { name: /Exportar a Excel/ });
    this.total = page.getByTestId('total-pedidos');
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  goto() {
    return this.page.goto(PEDIDOS_PATH.slice(1));
  }

  async totalRegistros() {
    await expect(this.total).toHaveText(/\d+ pedidos?/);
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  /** Picks a branch or a brand in its finder by typing part of its name. */
  async elegir(campo: 'Sucursal' | 'Marca', texto: string) {
    const caja = this.page.getByRole('combobox', { name: campo });
    await caja.click();
    await caja.fill(texto);
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).first().click();
  }

  /** The finder's locked text once an item is picked, and its 'Quitar' button. */
  bloqueado(campo: 'Sucursal' | 'Marca') {
    return this.page.getByRole('textbox', { name: campo });
  }

  quitar(campo: 'Sucursal' | 'Marca') {
    return this.page.getByRole('button', { name: `Quitar ${campo}` }).click();
  }

  async estatus(texto: string) {
    await this.page.locator('#estatus').click();
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).first().click();
  }

  columna(n: number) {
    return this.page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${n})`).allInnerTexts();
  }

  /** The link of an order's folio to its public ticket. */
  ticket(folio: number | string) {
    return this.page.getByRole('link', { name: `Ticket del pedido ${folio}`, exact: true });
  }

  async exportarYLeer() {
    const download = this.page.waitForEvent('download');
    await this.exportar.click();
    const file = await download;
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
    const filas: unknown[][] = [];
    libro.worksheets[0]!.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    return { nombre: file.suggestedFilename(), filas };
  }
}
