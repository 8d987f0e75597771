import { expect, type Page } from '@playwright/test';
import { accionDeFila } from './shell';

/** A record's 'Historial' (issue 29): the row's action and the dialog it opens. */
export class Historial {
  constructor(
    readonly page: Page,
    /** What the record is called ('Talleres FarmaSí'): the action's and the dialog's name. */
    readonly titulo: string,
  ) {}

  get dialogo() {
    return this.page.getByRole('dialog', { name: `Historial de ${this.titulo}` });
  }

  /** The row's 'Historial': a button on a wide screen, an entry of the row's '⋯' menu on a phone. */
  async abrir() {
    await accionDeFila(this.page, {
      boton: `Historial de ${this.titulo}`,
      menu: `Acciones de ${this.titulo}`,
      accion: 'Historial',
    });
    await expect(this.dialogo).toBeVisible();
  }

  /** The entries, newest first. */
  get entradas() {
    return this.dialogo.locator('.ant-list-item');
  }

  async cerrar() {
    await this.dialogo.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(this.dialogo).toBeHidden();
  }
}
