import { existenciasMinimasPantalla } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const EXISTENCIAS_MINIMAS_PATH = rutaDe(existenciasMinimasPantalla);

/** S26 'Existencias mínimas (proveedores externos)': the brand, its articles and the 'Sucursales' modal. */
export class ExistenciasMinimasPage {
  readonly marca;
  readonly filas;
  readonly modal;

  constructor(readonly page: Page) {
    this.marca = page.getByRole('combobox', { name: 'Marca', exact: true });
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
    this.modal = page.getByRole('dialog').filter({ hasText: '0 = No saldra en el sugerido de la sucursal' });
  }

  goto() {
    return this.page.goto(EXISTENCIAS_MINIMAS_PATH.slice(1));
  }

  async elegirMarca(texto: string, nombre: string) {
    await this.marca.click();
    await this.marca.fill(texto);
    await selectOption(this.page, nombre);
    await expect(this.filas.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Article and count of branches at 0 of every row of the page shown. */
  async articulos() {
    return this.filas.evaluateAll((trs) =>
      trs.map((tr) => {
        const td = tr.querySelectorAll('td');
        return { articulo: td[1]?.textContent ?? '', ceros: Number(td[4]?.textContent ?? '0') };
      }),
    );
  }

  fila(articulo: string) {
    return this.filas.filter({ has: this.page.getByRole('cell', { name: articulo, exact: true }) });
  }

  async ver(articulo: string) {
    await this.page.getByRole('button', { name: `Ver sucursales de ${articulo}`, exact: true }).click();
    await expect(this.modal.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The branches of the modal and their minimum as shown. */
  async sucursales() {
    return this.modal.locator('.ant-table-tbody tr.ant-table-row').evaluateAll((trs) =>
      trs.map((tr) => ({
        sucursal: tr.querySelectorAll('td')[1]?.textContent ?? '',
        minimo: (tr.querySelector('input') as HTMLInputElement | null)?.value ?? '',
      })),
    );
  }

  minimo(sucursal: string) {
    return this.modal.getByLabel(`Existencia mínima de ${sucursal}`, { exact: true });
  }
}
