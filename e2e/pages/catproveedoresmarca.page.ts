import { marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const MARCAS_PATH = rutaDe(marcasPantalla);

/** A real 1x1 PNG: the image a user picks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** S12 'Catálogo de Marcas': the brands table and its three modals. */
export class MarcasPage {
  readonly buscar;
  readonly modal;

  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Buscar marca');
    this.modal = page
      .locator('.ant-modal:visible')
      .filter({ has: page.getByRole('button', { name: 'Guardar' }) });
  }

  async goto() {
    await this.page.goto(MARCAS_PATH.slice(1));
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  }

  row(nombre: string) {
    return this.page
      .locator('tr.ant-table-row')
      .filter({ has: this.page.locator('td').getByText(nombre, { exact: true }) });
  }

  async accion(accion: 'Editar' | 'Orden', nombre: string) {
    const boton = accion === 'Orden' ? `Orden de ${nombre}` : `Editar ${nombre}`;
    await accionDeFila(this.page, { boton, menu: `Acciones de ${nombre}`, accion });
  }

  async elegirImagen() {
    await this.modal
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(this.modal.getByRole('img', { name: 'Imagen de la marca' })).toBeVisible();
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  /** The order modal's rows, as their text. */
  articulos() {
    return this.modal.locator('.lista-ordenable .ant-list-item');
  }
}
