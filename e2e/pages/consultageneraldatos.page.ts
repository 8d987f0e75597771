import { readFileSync } from 'node:fs';
import {
  consultaGeneralBaranetosPantalla,
  consultaGeneralPantalla,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rutaDe } from './pantallas';

export const CONSULTA_PATH = rutaDe(consultaGeneralPantalla);
export const CONSULTA_BARANETOS_PATH = rutaDe(consultaGeneralBaranetosPantalla);

/** S49–S50 'Consulta general de datos.': the option, its filters, Consultar, the paged result, Exportar Excel. */
export class ConsultaGeneralPage {
  readonly opcion;
  readonly consultar;
  readonly exportar;
  readonly total;
  readonly filas;
  readonly filtros;
  readonly cargando;

  constructor(readonly page: Page) {
    this.opcion = page.getByRole('combobox', { name: 'Opción' });
    this.consultar = page.getByRole('button', { name: 'Consultar' });
    this.exportar = page.getByRole('button', { name: 'Exportar Excel' });
    this.total = page.getByTestId('total-registros');
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
    this.filtros = page.getByRole('button', { name: 'Filtros' });
    this.cargando = page.locator('.ant-table .ant-spin-spinning');
  }

  /** The result's card, titled with the option consulted. */
  resultado(descripcion: string) {
    return this.page.locator('.ant-card-head-title').filter({ hasText: descripcion });
  }

  goto(linea: 'farmacias' | 'baranetos' = 'farmacias') {
    return this.page.goto((linea === 'farmacias' ? CONSULTA_PATH : CONSULTA_BARANETOS_PATH).slice(1));
  }

  /** Chooses an option of a select (the query option, the special combo) by its text. */
  async elegir(select: 'idOpcion' | 'comboEspecialValor', texto: string) {
    await this.page.locator(`#${select}`).click();
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).first().click();
  }

  /** Picks an item in a data filter's finder by typing part of its name. */
  async buscar(etiqueta: string, texto: string) {
    const caja = this.page.getByRole('combobox', { name: etiqueta });
    await caja.click();
    await caja.fill(texto);
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).first().click();
  }

  /** The number the result's header shows ('45 registros'). */
  async totalRegistros() {
    await expect(this.total).toHaveText(/[\d,]+ registros?/);
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  /** Goes to a page of the result with the pager. */
  async irAPagina(n: number) {
    await this.page.locator(`.ant-pagination-item-${n}`).click();
  }

  /** Clicks 'Exportar Excel' and reads the downloaded workbook back. */
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
