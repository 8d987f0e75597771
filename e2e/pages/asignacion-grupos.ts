import type { Page } from '@playwright/test';

/** S42 and S43, the two assignment screens of one shape (ui/asignacion-grupos): groups with expandable branches and the 'Sucursales para el Grupo' modal. */
export class AsignacionGruposPage {
  readonly modal;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Sucursales para el Grupo' });
  }

  goto() {
    return this.page.goto(this.path.slice(1));
  }

  grupo(nombre: string) {
    return this.page
      .locator('tr.ant-table-row-level-0')
      .filter({ has: this.page.getByRole('cell', { name: nombre, exact: true }) });
  }

  /** The group rows shown (not the branches inside them). */
  grupos() {
    return this.page
      .locator('tr.ant-table-row-level-0')
      .filter({ has: this.page.getByRole('button', { name: /^Agregar sucursales a / }) });
  }

  /** The expanded branches of the groups shown. */
  sucursales() {
    return this.page.locator('.ant-table-expanded-row tr.ant-table-row');
  }

  async buscar(sucursal: string) {
    const search = this.page.getByRole('combobox', { name: 'Buscar sucursal' });
    await search.click();
    await search.fill(sucursal);
    await this.page.locator('.ant-select-item-option').filter({ hasText: sucursal }).first().click();
  }

  async agregar(grupo: string) {
    await this.page.getByRole('button', { name: `Agregar sucursales a ${grupo}`, exact: true }).click();
  }

  async marcar(...sucursales: string[]) {
    for (const s of sucursales) {
      await this.modal.getByLabel('Filtrar sucursales').fill(s);
      await this.modal.locator('tr.ant-table-row').filter({ hasText: s }).getByRole('checkbox').check();
    }
    await this.modal.getByLabel('Filtrar sucursales').fill('');
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
