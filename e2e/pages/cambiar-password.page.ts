import { expect, type Page } from '@playwright/test';
import { accept, confirm, dialog } from './shell';

/** S03 'Cambiar contraseña'. */
export class CambiarPasswordPage {
  readonly anterior;
  readonly nueva;
  readonly confirmacion;
  readonly guardar;
  readonly requisitos;

  constructor(readonly page: Page) {
    this.anterior = page.locator('#claveAnterior');
    this.nueva = page.locator('#password');
    this.confirmacion = page.locator('#confirmacion');
    this.guardar = page.getByRole('button', { name: 'Guardar' });
    this.requisitos = page.getByRole('list', { name: 'Requisitos de la contraseña' });
  }

  async fill(anterior: string, nueva: string, confirmacion: string) {
    await this.anterior.fill(anterior);
    await this.nueva.fill(nueva);
    await this.confirmacion.fill(confirmacion);
  }

  /** Saves and expects the warning with the message; 'Aceptar' closes it. */
  async expectRefused(message: string) {
    await this.guardar.click();
    await expect(dialog(this.page, message)).toBeVisible();
    await accept(this.page, message);
  }

  async save(anterior: string, nueva: string) {
    await this.fill(anterior, nueva, nueva);
    await this.guardar.click();
    await confirm(this.page, '¿Desea guardar los cambios?');
  }
}
