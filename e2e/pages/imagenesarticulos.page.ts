import { imagenesArticulosPantalla } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const IMAGENES_ARTICULOS_PATH = rutaDe(imagenesArticulosPantalla);

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** S11 'Imágenes Artículos': the article finder, the photo grid and the upload modal. */
export class ImagenesArticulosPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Cargar imágenes de' });
  }

  async goto() {
    await this.page.goto(IMAGENES_ARTICULOS_PATH.slice(1));
    await expect(this.page.getByText('Busque un artículo para ver sus imágenes')).toBeVisible({
      timeout: 30_000,
    });
  }

  async elegirArticulo(codigo: string) {
    await this.page.locator('#articulo').fill(codigo);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: codigo })
      .first()
      .click();
  }

  /** The photos in the grid, in order. */
  fotos() {
    return this.page.locator('.lista-ordenable-rejilla .ant-list-item img');
  }
}
