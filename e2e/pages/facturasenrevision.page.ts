import { readFileSync } from 'node:fs';
import { facturasEnRevisionPantalla } from '@farmasi/contracts/proveedores/facturasenrevision';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rutaDe } from './pantallas';

export const FACTURAS_PATH = rutaDe(facturasEnRevisionPantalla);

/** S30 'Facturas en revisión': filters, the list (table from 992 px, cards below), export. */
export class FacturasEnRevisionPage {
  readonly folio;
  readonly buscar;
  readonly exportar;
  readonly total;
  readonly filas;
  readonly tarjetas;
  readonly filtros;

  constructor(readonly page: Page) {
    this.folio = page.locator('#folio');
    this.buscar = page.getByRole('button', { name: /Buscar$/ });
    this.exportar = page.getByRole('button', { name: /Exportar a Excel/ });
    this.total = page.getByTestId('total-facturas');
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
    this.tarjetas = page.getByRole('list', { name: 'Facturas' }).getByRole('listitem');
    this.filtros = page.getByRole('button', { name: 'Filtros' });
  }

  goto(query = '') {
    return this.page.goto(`${FACTURAS_PATH.slice(1)}${query}`);
  }

  /** The number the list header shows ('37 facturas'). */
  async totalRegistros() {
    await expect(this.total).toHaveText(/\d+ facturas?/);
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  /** Chooses an option of one of the filters' selects by its text. */
  async elegir(campo: 'estatus' | 'fecha', texto: string) {
    await this.page.locator(`#${campo}`).click();
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).first().click();
  }

  /** Picks a brand in the brand finder by typing part of its name. */
  async marca(nombre: string) {
    const caja = this.page.getByRole('combobox', { name: 'Marca' });
    await caja.click();
    await caja.fill(nombre);
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: nombre }).first().click();
  }

  /** The texts of one column of the table ('Folio', 'Marca'…), by its position. */
  columna(n: number) {
    return this.page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${n})`).allInnerTexts();
  }

  /** Clicks 'Exportar a Excel' and reads the downloaded workbook back. */
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
