import { expect, type Page } from '@playwright/test';

/** Inicio (issue 29): the counts of the work that waits and the recent screens. */
export class InicioPage {
  readonly bienvenida;
  readonly recientes;

  constructor(readonly page: Page) {
    this.bienvenida = page.getByRole('heading', { name: /^Bienvenido\(a\)/ });
    this.recientes = page.getByRole('region', { name: 'Pantallas recientes' });
  }

  async goto() {
    await this.page.goto('./');
    await expect(this.bienvenida).toBeVisible();
  }

  /** The link of a count by its title ('Precios programados que inician hoy'). */
  conteo(titulo: string) {
    return this.page.getByRole('link', { name: new RegExp(`^${titulo}: \\d+$`) });
  }

  /** The number a count shows now. */
  async total(titulo: string) {
    const nombre = (await this.conteo(titulo).getAttribute('aria-label')) ?? '';
    return Number(nombre.split(': ').pop());
  }
}
