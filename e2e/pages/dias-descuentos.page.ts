import { diasDescuentosPantalla } from '@farmasi/contracts/baranetos/dias-descuentos';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const DIAS_DESCUENTOS_PATH = rutaDe(diasDescuentosPantalla);
export const DIAS_DESCUENTOS_TITULO = diasDescuentosPantalla.title;

/** S56 'Día de descuentos' and its modal 'Dias de descuentos'. */
export class DiasDescuentosPage {
  readonly modal;
  /** The promotions' rows. */
  readonly filas;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Dias de descuentos' });
    this.filas = page.locator('.ant-table-tbody > tr.ant-table-row');
  }

  /** A filter of the list: 'Sucursal' or 'Vigencia'. */
  filtro(nombre: 'Sucursal' | 'Vigencia') {
    return this.page.getByRole('combobox', { name: nombre });
  }

  /** Types into a filter and takes the highlighted match with Enter, as a user at the keyboard does. */
  async elegir(nombre: 'Sucursal' | 'Vigencia', texto: string) {
    const filtro = this.filtro(nombre);
    await filtro.click();
    await filtro.pressSequentially(texto);
    await filtro.press('Enter');
  }

  /** Scrolls the table's box to its right end. */
  desplazarAlFinal() {
    return this.filas.first().evaluate((fila) => {
      let caja = fila.parentElement;
      while (caja && !/(auto|scroll)/.test(getComputedStyle(caja).overflowX)) caja = caja.parentElement;
      if (caja) caja.scrollLeft = caja.scrollWidth;
    });
  }

  /**
   * The headers and first-row cells whose visible part (inside the table's scroll box) is partly
   * covered by another element, such as a pinned column: a user cannot read what lies under it.
   */
  celdasTapadas() {
    return this.filas.first().evaluate((fila) => {
      let caja = fila.parentElement;
      while (caja && !/(auto|scroll)/.test(getComputedStyle(caja).overflowX)) caja = caja.parentElement;
      const borde = (caja ?? document.body).getBoundingClientRect();
      const tabla = fila.closest('table')?.parentElement?.parentElement ?? document.body;
      const cabeceras = [...tabla.querySelectorAll('thead th')];
      const tapadas: string[] = [];
      for (const celda of [...cabeceras, ...fila.querySelectorAll('td')]) {
        const r = celda.getBoundingClientRect();
        const desde = Math.max(r.left, borde.left) + 1;
        const hasta = Math.min(r.right, borde.right) - 1;
        for (let x = desde; x < hasta; x += 3) {
          const encima = document.elementFromPoint(x, r.top + r.height / 2);
          if (encima && !celda.contains(encima)) {
            tapadas.push(`${celda.tagName} ${celda.textContent?.trim()}`);
            break;
          }
        }
      }
      return tapadas;
    });
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  async fecha(id: 'fechaVigenciaInicio' | 'fechaVigenciaFinal', value: string) {
    await this.modal.locator(`#${id}`).fill(value);
    await this.modal.locator(`#${id}`).press('Enter');
  }
}
