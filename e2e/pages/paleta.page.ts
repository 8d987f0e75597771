import { expect, type Page } from '@playwright/test';

/** The command palette (issue 29): Ctrl+K or the top bar's 'Buscar…' opens it. */
export class Paleta {
  readonly dialogo;
  readonly caja;
  readonly opciones;
  readonly botonBarra;

  constructor(readonly page: Page) {
    this.dialogo = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('listbox', { name: 'Resultados' }) });
    this.caja = page.getByRole('combobox', { name: 'Buscar pantallas y registros' });
    this.opciones = this.dialogo.getByRole('option');
    this.botonBarra = page.getByRole('button', { name: /Buscar pantallas y registros/ });
  }

  /** Opens it with the keyboard alone and waits for its box to have the focus. */
  async abrirConTeclado() {
    await this.page.keyboard.press('Control+k');
    await expect(this.caja).toBeFocused();
  }

  /** The highlighted option. */
  activa() {
    return this.dialogo.getByRole('option', { selected: true });
  }

  async nombres() {
    return (await this.opciones.locator('.paleta-nombre').allTextContents()).map((t) => t.trim());
  }
}
