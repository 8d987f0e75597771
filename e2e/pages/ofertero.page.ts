import { oferteroPantalla } from '@farmasi/contracts/mercadotecnia/ofertero';
import { expect, type Page } from '@playwright/test';
import { teclearFecha } from './fechas';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const OFERTERO_PATH = rutaDe(oferteroPantalla);

/** A real 1x1 PNG: the thumbnail a user picks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** S10 'Administrador de oferteros': the table and the ofertero's modal with its preview. */
export class OferteroPage {
  readonly buscar;
  readonly modal;
  readonly vista;

  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Buscar promoción');
    this.modal = page.getByRole('dialog').filter({ hasText: 'Liga del flipbook' });
    this.vista = this.modal.locator('iframe[title="Vista previa del flipbook"]');
  }

  async goto() {
    await this.page.goto(OFERTERO_PATH.slice(1));
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  }

  row(nombre: string) {
    return this.page
      .locator('tr.ant-table-row')
      .filter({ has: this.page.locator('td').getByText(nombre, { exact: true }) });
  }

  async accion(accion: 'Editar' | 'Eliminar', nombre: string) {
    await accionDeFila(this.page, { boton: `${accion} ${nombre}`, menu: `Acciones de ${nombre}`, accion });
  }

  async elegirMiniatura(nombre = 'miniatura.png') {
    await this.modal
      .locator('input[type=file]')
      .setInputFiles({ name: nombre, mimeType: 'image/png', buffer: PNG });
    await expect(this.modal.getByRole('img', { name: 'Miniatura de la oferta' })).toBeVisible();
  }

  /** Types a date as DD/MM/YYYY and confirms it with Enter. */
  fecha(id: 'fechaInicia' | 'fechaTermina', ddmmyyyy: string) {
    return teclearFecha(this.modal.locator(`#${id}`), ddmmyyyy);
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
