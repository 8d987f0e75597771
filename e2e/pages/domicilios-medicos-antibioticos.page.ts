import { domiciliosMedicosPantalla } from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const MEDICOS_PATH = rutaDe(domiciliosMedicosPantalla);
export const MEDICOS_TITULO = domiciliosMedicosPantalla.title;

/** S47 'Domicilios médicos (Reporte de antibióticos)': the doctors table and its two edit modals. */
export class MedicosPage {
  readonly table;
  readonly medicoModal;
  readonly domicilioModal;

  constructor(readonly page: Page) {
    this.table = page.locator('.ant-table').first();
    this.medicoModal = page.getByRole('dialog', { name: 'Editar Médico' });
    this.domicilioModal = page.getByRole('dialog', { name: 'Editar Dirección' });
  }

  goto() {
    return this.page.goto(MEDICOS_PATH.slice(1));
  }

  /** Doctor rows of the main table (expanded rows excluded). */
  doctorRows() {
    return this.page.locator('.ant-table-tbody > tr.ant-table-row-level-0');
  }

  async cedulaOf(index: number) {
    return (await this.doctorRows().nth(index).locator('td').nth(1).innerText()).trim();
  }

  async nombreOf(index: number) {
    return (await this.doctorRows().nth(index).locator('td').nth(3).innerText()).trim();
  }

  gotoPage(n: number) {
    return this.page.locator(`.ant-pagination-item-${n}`).first().click();
  }

  /** A doctor's row by its id: its position may change once its name is edited. */
  row(id: string) {
    return this.page.locator(`.ant-table-tbody > tr[data-row-key="${id}"]`);
  }

  /** The expanded addresses of a doctor (the row right after the doctor's). */
  async expand(id: string) {
    await this.row(id).locator('.ant-table-row-expand-icon').click();
    const expanded = this.page.locator(`tr[data-row-key="${id}"] + tr.ant-table-expanded-row`);
    await expect(expanded).toBeVisible();
    return expanded;
  }

  async editarMedico(index: number) {
    await this.doctorRows()
      .nth(index)
      .getByRole('button', { name: /^Editar médico/ })
      .click();
    await expect(this.medicoModal).toBeVisible();
  }

  field(modal: 'medico' | 'domicilio', label: string) {
    return (modal === 'medico' ? this.medicoModal : this.domicilioModal).getByLabel(label, { exact: true });
  }
}
