import { bolsaDeTrabajoPantalla } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const BOLSA_PATH = rutaDe(bolsaDeTrabajoPantalla);

/** S19 'Bolsa de trabajo': the vacancies table, the vacancy modal and the applicants modal. */
export class BolsaDeTrabajoPage {
  readonly buscar;
  readonly nueva;
  readonly vacanteModal;

  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Buscar vacante');
    this.nueva = page.getByRole('button', { name: 'Nueva vacante' });
    this.vacanteModal = page.getByRole('dialog').filter({ hasText: /Nueva vacante|Editar vacante/ });
  }

  /** Under antd's md breakpoint the row actions are one '⋯' menu. */
  get telefono() {
    return (this.page.viewportSize()?.width ?? 1366) < 768;
  }

  goto() {
    return this.page.goto(BOLSA_PATH.slice(1));
  }

  row(titulo: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: titulo, exact: true }) });
  }

  postulantesModal(titulo: string) {
    return this.page.getByRole('dialog').filter({ hasText: `Postulantes: ${titulo}` });
  }

  /** A row action: a button on a wide screen, an entry of the row's '⋯' menu on a phone. */
  async accion(titulo: string, accion: 'Editar' | 'Postulantes' | 'Eliminar') {
    if (this.telefono) {
      await this.page.getByRole('button', { name: `Acciones de ${titulo}`, exact: true }).click();
      await this.page.getByRole('menuitem', { name: accion }).click();
      return;
    }
    const nombre = accion === 'Postulantes' ? `Postulantes de ${titulo}` : `${accion} ${titulo}`;
    await this.page.getByRole('button', { name: nombre, exact: true }).click();
  }

  /** Picks an option of one of the modal's selects, typing to find it. */
  async elegir(campo: string, opcion: string) {
    const select = this.vacanteModal.getByLabel(campo, { exact: true });
    await select.click();
    await select.fill(opcion);
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(opcion, { exact: true }).click();
  }
}
