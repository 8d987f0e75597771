import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const ALTA_PATH = rutaDe(altaArticulosPantalla);
export const PENDIENTES_PATH = rutaDe(articulosPendientesPantalla);
export const PENDIENTES_TITULO = articulosPendientesPantalla.title;

/** S05 and S06: the article form's fields by id, its selects and its modals. */
export class ArticulosPage {
  readonly buscar;
  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Código DIFARMER, código de la cadena o descripción');
  }

  gotoAlta() {
    return this.page.goto(ALTA_PATH.slice(1));
  }

  gotoPendientes() {
    return this.page.goto(PENDIENTES_PATH.slice(1));
  }

  campo(nombre: string) {
    return this.page.locator(`#art-${nombre}`);
  }

  /** Opens an antd select, optionally types to search, and picks the option with the text. */
  async elegir(id: string, texto: string, escribir = false) {
    const input = this.page.locator(`#${id}`);
    await input.click();
    if (escribir) await input.fill(texto);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: texto })
      .first()
      .click();
  }

  /** Picks the first option of a select. */
  async elegirPrimera(id: string) {
    await this.page.locator(`#${id}`).click();
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }

  async buscarArticulo(texto: string) {
    await this.buscar.fill(texto);
    await this.page.getByRole('button', { name: /Buscar$/ }).click();
  }

  async agregarCodBarras(codigo: string) {
    await this.page.getByRole('button', { name: 'Agregar código de barras' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Código de barras' });
    await modal.getByLabel('Nuevo código de barras').fill(codigo);
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(modal).toBeHidden();
  }

  guardar() {
    return this.page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  }
}
