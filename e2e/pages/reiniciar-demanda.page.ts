import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const REINICIAR_DEMANDA_PATH = rutaDe(reiniciarDemandaPantalla);

/** S20 'Reiniciar Demanda': filters, the paged table and the add modal. */
export class ReiniciarDemandaPage {
  readonly filtroSucursal;
  readonly buscarArticulo;
  readonly agregar;
  readonly modal;
  readonly total;

  constructor(readonly page: Page) {
    this.filtroSucursal = page.getByRole('combobox', { name: 'Filtrar por sucursal' });
    this.buscarArticulo = page.getByRole('searchbox', { name: 'Buscar artículo' });
    this.agregar = page.getByRole('button', { name: 'Agregar' });
    this.modal = page.getByRole('dialog', { name: 'Reiniciar demanda de un artículo' });
    this.total = page.getByText(/^Total: \d+ registros?$/);
  }

  goto(query = '') {
    return this.page.goto(`${REINICIAR_DEMANDA_PATH.slice(1)}${query}`);
  }

  /** Data rows of the table (not the measure row antd adds). */
  filas() {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  fila(codigo: number, sucursal: string) {
    return this.filas()
      .filter({ hasText: String(codigo) })
      .filter({ hasText: sucursal });
  }

  async buscar(texto: string) {
    await this.buscarArticulo.fill(texto);
    await this.buscarArticulo.press('Enter');
  }

  async elegirSucursalFiltro(nombre: string) {
    await this.filtroSucursal.click();
    await this.filtroSucursal.fill(nombre);
    await selectOption(this.page, nombre);
  }

  async elegirSucursalModal(nombre: string) {
    const campo = this.modal.getByRole('combobox', { name: 'Sucursal' });
    await campo.click();
    await campo.fill(nombre);
    await selectOption(this.page, nombre);
  }

  async elegirArticuloModal(texto: string, opcion: string) {
    const campo = this.modal.getByRole('combobox', { name: 'Artículo' });
    await campo.click();
    await campo.fill(texto);
    await selectOption(this.page, opcion);
  }

  async guardar() {
    await this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  async esperarTotal() {
    // The first answer can be slow on a loaded machine (the demo data was just seeded).
    await expect(this.total).toBeVisible({ timeout: 60_000 });
    return Number((await this.total.textContent())?.replace(/\D/g, ''));
  }
}
