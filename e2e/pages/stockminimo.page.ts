import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const STOCK_MINIMO_PATH = rutaDe(stockMinimoPantalla);

/** S28 'Stock mínimo (Producto-Fórmula)': search, filters, the rows' boxes and 'Copiar minimos'. */
export class StockMinimoPage {
  readonly filas;
  readonly guardar;
  readonly cancelar;
  readonly copiar;
  readonly soloCeros;
  readonly todo;
  readonly total;

  constructor(readonly page: Page) {
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
    this.guardar = page.getByRole('button', { name: 'Guardar' });
    this.cancelar = page.getByRole('button', { name: 'Cancelar' });
    this.copiar = page.getByRole('button', { name: 'Copiar minimos', exact: true });
    this.soloCeros = page.getByRole('checkbox', { name: 'Ver solo mínimos en cero' });
    this.todo = page.getByLabel('Mínimo para todas las filas', { exact: true });
    this.total = page.getByText(/^Total: \d+ registros?$/);
  }

  goto() {
    return this.page.goto(STOCK_MINIMO_PATH.slice(1));
  }

  async tipo(nombre: 'Producto' | 'Fórmula') {
    await this.page.getByRole('radio', { name: nombre, exact: true }).check();
  }

  /** Types the text in the search box and presses Enter. */
  async buscar(texto: string, tipo: 'producto' | 'fórmula' = 'producto') {
    const caja = this.page.getByRole('searchbox', { name: `Buscar ${tipo}` });
    await caja.fill(texto);
    await caja.press('Enter');
  }

  /** The results modal: a double click on the row takes it. */
  async elegirResultado(texto: string) {
    const modal = this.page.getByRole('dialog').filter({ hasText: 'Resultados de la búsqueda' });
    await modal.getByRole('cell', { name: texto, exact: true }).first().dblclick();
    await expect(modal).toBeHidden();
    await expect(this.filas.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Branch, product and the box's value of every row of the page shown. */
  async valores() {
    return this.filas.evaluateAll((trs) =>
      trs.map((tr) => {
        const td = tr.querySelectorAll('td');
        return {
          sucursal: td[1]?.textContent ?? '',
          producto: td[2]?.textContent ?? '',
          minimo: (tr.querySelector('input') as HTMLInputElement | null)?.value ?? '',
          demanda: !!(tr as HTMLElement).style.background,
        };
      }),
    );
  }

  minimo(producto: string, sucursal: string) {
    return this.page.getByLabel(`Mínimo de ${producto} en ${sucursal}`, { exact: true });
  }

  /** The branch filter: 'Todas' or a branch as its finder labels it ('3 - Mérida Centro'). */
  async filtrarSucursal(etiqueta: string) {
    const caja = this.page.getByRole('combobox', { name: 'Sucursal', exact: true });
    await caja.click();
    await caja.fill(etiqueta.replace(/^\d+ - /, ''));
    await selectOption(this.page, etiqueta);
  }

  /** The first two branches the copy modal's origin finder offers (as labelled: '3 - Mérida Centro'). */
  async sucursalesDeCopia() {
    const caja = this.page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Sucursal origen', exact: true });
    await caja.click();
    const opciones = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(opciones.nth(1)).toBeVisible();
    const textos = (await opciones.allTextContents()).slice(0, 2);
    // Closed by a click on the modal's title (Esc would reach the modal).
    await this.page.getByRole('dialog').getByText('Copiar minimos de sucursal', { exact: true }).click();
    return textos;
  }

  /** 'Copiar minimos de sucursal': picks a branch in one of its two finders. */
  async sucursalCopia(campo: 'Sucursal origen' | 'Sucursal destino', etiqueta: string) {
    const caja = this.page.getByRole('dialog').getByRole('combobox', { name: campo, exact: true });
    await caja.click();
    await caja.fill(etiqueta.replace(/^\d+ - /, ''));
    await selectOption(this.page, etiqueta);
  }
}
