import { grupoSucursalesPantalla } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const GRUPO_SUCURSALES_PATH = rutaDe(grupoSucursalesPantalla);

/** S07 'Grupo sucursales': the groups table, the new-group field and the edit modal. */
export class GrupoSucursalesPage {
  readonly nuevoGrupo;
  readonly crearGrupo;
  readonly sucursalesCard;
  readonly modal;

  constructor(readonly page: Page) {
    this.nuevoGrupo = page.locator('#nuevoGrupo');
    this.crearGrupo = page.getByRole('button', { name: 'Crear grupo' });
    this.sucursalesCard = page.locator('.ant-card').filter({ hasText: 'Sucursales del grupo' });
    this.modal = page.getByRole('dialog', { name: 'Editar grupo' });
  }

  goto() {
    return this.page.goto(GRUPO_SUCURSALES_PATH.slice(1));
  }

  row(grupo: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: grupo, exact: true }) });
  }

  async crear(nombre: string) {
    await this.nuevoGrupo.fill(nombre);
    await this.crearGrupo.click();
  }

  async editar(grupo: string) {
    await this.page.getByRole('button', { name: `Editar ${grupo}`, exact: true }).click();
    await expect(this.modal).toBeVisible();
  }

  eliminar(grupo: string) {
    return this.page.getByRole('button', { name: `Eliminar ${grupo}`, exact: true }).click();
  }

  /** One of the modal's two lists: 'Por asignar' (left) or 'Asignadas' (right). */
  list(side: 'Por asignar' | 'Asignadas') {
    return this.modal.locator('.ant-transfer-section').filter({ hasText: side });
  }

  /** Ticks the branches whose text contains each name, in the given list. */
  async mark(side: 'Por asignar' | 'Asignadas', ...sucursales: string[]) {
    for (const s of sucursales) {
      await this.list(side).getByRole('listitem').filter({ hasText: s }).getByRole('checkbox').check();
    }
  }

  move(action: 'Asignar' | 'Quitar') {
    return this.modal.getByRole('button', { name: action }).click();
  }
}
