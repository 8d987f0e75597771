import { bannersPantalla } from '@farmasi/contracts/mercadotecnia/banners';
import { expect, type Page } from '@playwright/test';
import { teclearFecha } from './fechas';
import { rutaDe } from './pantallas';

export const BANNERS_PATH = rutaDe(bannersPantalla);

/** S08 banner manager: the device tabs, each section's actions, the gear's list and the modals. */
export class BannersPage {
  readonly modal;
  readonly orden;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Liga al dar clic' });
    this.orden = page.getByRole('dialog').filter({ has: page.locator('.lista-ordenable') });
  }

  async goto() {
    await this.page.goto(BANNERS_PATH.slice(1));
    await expect(this.page.getByText('Publicidad', { exact: true })).toBeVisible({ timeout: 30_000 });
  }

  async dispositivo(nombre: 'Escritorio' | 'Mobile') {
    await this.page.getByRole('tab', { name: nombre }).click();
  }

  async elegirImagen(buffer: Buffer, nombre = 'banner.png') {
    await this.modal
      .locator('input[type=file]')
      .setInputFiles({ name: nombre, mimeType: 'image/png', buffer });
  }

  /** Types a date as DD/MM/YYYY and confirms it with Enter. */
  fecha(id: 'fechaVigenciaInicio' | 'fechaVigenciaFin', ddmmyyyy: string) {
    return teclearFecha(this.modal.locator(`#${id}`), ddmmyyyy);
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  filas() {
    return this.orden.locator('.ant-list-item');
  }

  /** A row's menu: right click on a wide screen, its ⋯ button on a phone. */
  async menuDe(orden: number, telefono: boolean) {
    if (telefono) await this.orden.getByRole('button', { name: `Acciones del banner ${orden}` }).click();
    else
      await this.orden.getByRole('img', { name: `Banner ${orden}`, exact: true }).click({ button: 'right' });
    return this.page.locator('.ant-dropdown:visible');
  }
}
