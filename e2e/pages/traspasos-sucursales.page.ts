import { readFileSync } from 'node:fs';
import { traspasosSucursalesPantalla } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { rutaDe } from './pantallas';

export const TRASPASOS_PATH = rutaDe(traspasosSucursalesPantalla);

/** S44 'Traspaso de sucursales': filters, the list (table on desktop, cards on a phone), detail modal. */
export class TraspasosSucursalesPage {
  readonly folio;
  readonly buscar;
  readonly exportar;
  readonly total;
  readonly detalle;
  readonly tabla;
  readonly tarjetas;

  constructor(readonly page: Page) {
    this.folio = page.locator('#folio');
    this.buscar = page.getByRole('button', { name: /Buscar$/ });
    this.exportar = page.getByRole('button', { name: /Exportar a Excel/ });
    this.total = page.getByTestId('total-traspasos');
    this.detalle = page.getByRole('dialog', { name: /Detalle del traspaso folio/ });
    this.tabla = page.locator('.ant-table-tbody');
    this.tarjetas = page.getByRole('list', { name: 'Traspasos' }).getByRole('listitem');
  }

  goto() {
    return this.page.goto(TRASPASOS_PATH.slice(1));
  }

  /** The number the list header shows ('475 traspasos'). */
  async totalRegistros() {
    await expect(this.total).toHaveText(/\d+ traspasos?/);
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  /** Chooses a branch in 'Sucursal origen' or 'Sucursal destino' by typing part of its name. */
  async sucursal(campo: 'origen' | 'destino', nombre: string) {
    const select = this.page.locator(`#${campo}`);
    await select.click();
    await select.fill(nombre);
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: nombre }).first().click();
  }

  async estatus(texto: 'Todos' | 'Recibidos' | 'Pendientes de recibir') {
    await this.page.locator('#estatus').click();
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: texto }).click();
  }

  /** Folios shown in the list, in order (table rows or phone cards). */
  async folios(): Promise<number[]> {
    const labels = await this.page
      .getByRole('checkbox', { name: /^Marcar folio \d+$/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    return labels.map((l) => Number(l.replace(/\D/g, '')));
  }

  marcar(folio: number) {
    return this.page.getByRole('checkbox', { name: `Marcar folio ${folio}`, exact: true }).check();
  }

  abrirDetalle(folio: number) {
    return this.page.getByRole('button', { name: `Detalle del folio ${folio}`, exact: true }).click();
  }

  recibir(folio: number) {
    return this.page.getByRole('button', { name: `Recibir folio ${folio}`, exact: true }).click();
  }

  /** Clicks 'Exportar a Excel' and reads the downloaded workbook back: file name and rows. */
  async exportarYLeer() {
    const download = this.page.waitForEvent('download');
    await this.exportar.click();
    const file = await download;
    const path = await file.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Traspasos')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { nombre: file.suggestedFilename(), rows };
  }
}
