import { diasInventarioFamiliaPantalla } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const DIAS_INVENTARIO_FAMILIA_PATH = rutaDe(diasInventarioFamiliaPantalla);

/** S16 'Días de Inventario Familia': filters, the global box, the table of day boxes. */
export class DiasInventarioFamiliaPage {
  readonly familia;
  readonly global;
  readonly aplicar;
  readonly guardar;
  readonly cancelar;
  readonly filas;
  readonly exportar;

  constructor(readonly page: Page) {
    this.familia = page.getByRole('combobox', { name: 'Familia', exact: true });
    this.global = page.getByLabel('Días para todas las filas');
    this.aplicar = page.getByRole('button', { name: 'Aplicar a todas' });
    this.guardar = page.getByRole('button', { name: 'Guardar' });
    this.cancelar = page.getByRole('button', { name: 'Cancelar' });
    this.filas = page.locator('.ant-table-tbody tr.ant-table-row');
    this.exportar = page.getByRole('button', { name: 'Exportar a Excel' });
  }

  goto() {
    return this.page.goto(DIAS_INVENTARIO_FAMILIA_PATH.slice(1));
  }

  async elegirFamilia(nombre: string) {
    await this.familia.click();
    await selectOption(this.page, nombre);
  }

  /** Reloads and waits for the list (a loaded machine takes its time to answer it). */
  async recargar() {
    await this.page.reload();
    await expect(this.filas.first()).toBeVisible({ timeout: 30_000 });
  }

  /** The day box of a branch and family. */
  dias(sucursal: string, familia: string) {
    return this.page.getByLabel(`Días de inventario de ${sucursal}, ${familia}`, { exact: true });
  }

  fila(sucursal: string) {
    return this.filas.filter({ hasText: sucursal });
  }
}
