import { departamentosPantalla } from '@farmasi/contracts/baranetos/catalogos';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const DEPARTAMENTOS_PATH = rutaDe(departamentosPantalla);

import { selectOption } from './antd';

/** The wholesale line's catalogue screens (S52–S54) share one layout. */
export class CatalogoBaranetosPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Guardar' }) });
  }

  row(text: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }

  async buscar(placeholder: string, text: string) {
    await this.page.getByPlaceholder(placeholder).fill(text);
    await this.page.getByRole('button', { name: /Buscar$/ }).click();
  }

  async agregar(descripcion: string, padre?: string) {
    await this.page.getByRole('button', { name: 'Agregar' }).click();
    if (padre) {
      await this.modal.locator('#padre').fill(padre);
      await selectOption(this.page, padre);
    }
    await this.modal.locator('#descripcion').fill(descripcion);
    await this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
