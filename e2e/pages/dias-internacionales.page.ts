import { diasInternacionalesPantalla } from '@farmasi/contracts/catalogos/dias-internacionales';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const DIAS_INTERNACIONALES_PATH = rutaDe(diasInternacionalesPantalla);

/** S15 'Dias Internacionales': the searchable table and the day's modal with its rich-text editor. */
export class DiasInternacionalesPage {
  readonly buscar;
  readonly modal;
  readonly editor;
  readonly conteo;

  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Buscar por descripción');
    this.modal = page
      .getByRole('dialog')
      .filter({ hasText: 'día internacional' })
      .filter({ has: page.locator('.tiptap') });
    this.editor = this.modal.locator('.tiptap');
    this.conteo = this.modal.getByTestId('conteo-descripcion');
  }

  /** Opens the screen and waits for the list (its chunk and the editor's are large on a busy machine). */
  async goto() {
    await this.page.goto(DIAS_INTERNACIONALES_PATH.slice(1));
    await expect(this.page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  }

  /** The row of the day with this title. */
  row(titulo: string) {
    return this.page
      .locator('tr.ant-table-row')
      .filter({ has: this.page.locator('td').getByText(titulo, { exact: true }) });
  }

  /** A row's action: a button on a wide screen, an entry of the row's '⋯' menu on a phone. */
  async accion(accion: 'Editar' | 'Eliminar', titulo: string) {
    await accionDeFila(this.page, { boton: `${accion} ${titulo}`, menu: `Acciones de ${titulo}`, accion });
  }

  /** Chooses a day and month in one of the modal's day inputs ('la fecha', 'inicio', 'fin'). */
  async diaMes(etiqueta: string, dia: number, mes: string) {
    for (const [campo, valor] of [
      [`Día de ${etiqueta}`, String(dia)],
      [`Mes de ${etiqueta}`, mes],
    ] as const) {
      // The lists are virtual (only the options in sight exist): type to filter, then take the one asked.
      await this.modal.getByLabel(campo, { exact: true }).click();
      await this.page.keyboard.type(valor);
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: new RegExp(`^${valor}$`) })
        .click();
    }
  }

  async escribir(texto: string) {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    if (texto) await this.page.keyboard.type(texto);
    await expect(this.editor).toHaveText(texto);
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
