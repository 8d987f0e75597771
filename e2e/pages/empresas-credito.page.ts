import { empresasCreditoPantalla } from '@farmasi/contracts/contabilidad/empresas-credito';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const EMPRESAS_CREDITO_PATH = rutaDe(empresasCreditoPantalla);

/** S22 'Empresas Credito': the list, its search, and the customer's modal. */
export class EmpresasCreditoPage {
  readonly buscar;
  readonly modal;
  readonly filas;

  constructor(readonly page: Page) {
    this.buscar = page.getByRole('searchbox', { name: 'Buscar empresa' });
    this.modal = page.getByRole('dialog').filter({ hasText: 'empresa crédito' });
    this.filas = page.locator('tr.ant-table-row');
  }

  goto() {
    return this.page.goto(EMPRESAS_CREDITO_PATH.slice(1));
  }

  campo(etiqueta: string) {
    return this.modal.getByLabel(etiqueta, { exact: true });
  }

  async elegir(etiqueta: string, opcion: string) {
    await this.campo(etiqueta).click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(opcion, { exact: true }).click();
  }

  async agregarCorreo(correo: string, repetido = correo) {
    await this.modal.getByRole('button', { name: /Agregar correo/ }).click();
    const dialogo = this.page.getByRole('dialog').filter({ hasText: 'Repetir correo' });
    await dialogo.getByLabel('Correo', { exact: true }).fill(correo);
    await dialogo.getByLabel('Repetir correo', { exact: true }).fill(repetido);
    await dialogo.getByRole('button', { name: 'Agregar' }).click();
  }
}
