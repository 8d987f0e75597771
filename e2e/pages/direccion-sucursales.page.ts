import { direccionSucursalesPantalla } from '@farmasi/contracts/administracion/direccion-sucursales';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const DIRECCION_SUCURSALES_PATH = rutaDe(direccionSucursalesPantalla);

export interface DatosDireccion {
  cp: string;
  colonia: string;
  calle: string;
  numero: string;
  entreCalles: string;
  telefono: string;
  apertura: string;
  cierre: string;
}

/** S42 'Direcciones de Sucursales': branches with expandable addresses and the address modal. */
export class DireccionSucursalesPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'dirección de sucursal' });
  }

  goto() {
    return this.page.goto(DIRECCION_SUCURSALES_PATH.slice(1));
  }

  /** Picks a branch in the search box. */
  async buscar(sucursal: string) {
    const search = this.page.getByRole('combobox', { name: 'Buscar sucursal' });
    await search.click();
    await search.fill(sucursal);
    await this.page.locator('.ant-select-item-option').filter({ hasText: sucursal }).first().click();
  }

  fila(sucursal: string) {
    return this.page
      .locator('tr.ant-table-row')
      .filter({ has: this.page.getByRole('cell', { name: sucursal, exact: true }) });
  }

  direccion(tipo: string) {
    return this.page
      .locator('.ant-table-expanded-row tr.ant-table-row')
      .filter({ has: this.page.getByRole('cell', { name: tipo, exact: true }) });
  }

  async campo(id: string, value: string) {
    await this.modal.locator(`#${id}`).fill(value);
  }

  async hora(id: string, value: string) {
    const input = this.modal.locator(`#${id}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
    await expect(input).toHaveValue(value);
  }

  async colonia(nombre: string) {
    await this.modal.locator('#dir-colonia').click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: nombre }).first().click();
  }

  async llenar(d: DatosDireccion) {
    await this.campo('dir-cp', d.cp);
    await this.colonia(d.colonia);
    await this.campo('dir-calle', d.calle);
    await this.campo('dir-numero', d.numero);
    await this.campo('dir-entre', d.entreCalles);
    await this.campo('dir-telefono', d.telefono);
    await this.hora('dir-apertura', d.apertura);
    await this.hora('dir-cierre', d.cierre);
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
