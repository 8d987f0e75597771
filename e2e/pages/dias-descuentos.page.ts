import { diasDescuentosPantalla } from '@farmasi/contracts/baranetos/dias-descuentos';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const DIAS_DESCUENTOS_PATH = rutaDe(diasDescuentosPantalla);
export const DIAS_DESCUENTOS_TITULO = diasDescuentosPantalla.title;

/** S56 'Día de descuentos' and its modal 'Dias de descuentos'. */
export class DiasDescuentosPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Dias de descuentos' });
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  async fecha(id: 'fechaVigenciaInicio' | 'fechaVigenciaFinal', value: string) {
    await this.modal.locator(`#${id}`).fill(value);
    await this.modal.locator(`#${id}`).press('Enter');
  }
}
