import { proveedoresPermitidosSucursalPantalla } from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import type { Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const PROVEEDORES_PERMITIDOS_PATH = rutaDe(proveedoresPermitidosSucursalPantalla);

/** S35 'Proveedores Permitidos en Sucursal.': supplier and type, the table, its buttons and modals. */
export class ProveedoresPermitidosSucursalPage {
  readonly filas;
  readonly agregar;
  readonly editar;
  readonly eliminar;

  constructor(readonly page: Page) {
    this.filas = page.getByRole('main').locator('tr.ant-table-row');
    this.agregar = page.getByRole('button', { name: 'Agregar Sucursales' });
    this.editar = page.getByRole('button', { name: 'Editar', exact: true });
    this.eliminar = page.getByRole('button', { name: 'Eliminar', exact: true });
  }

  goto() {
    return this.page.goto(PROVEEDORES_PERMITIDOS_PATH.slice(1));
  }

  /** Types part of the supplier's name in its select and picks it. */
  async proveedor(texto: string, nombre: string) {
    const select = this.page.getByLabel('Proveedor', { exact: true });
    await select.click();
    await select.fill(texto);
    await selectOption(this.page, nombre);
  }

  async tipo(nombre: 'Todos' | 'Licenciatarios' | 'Propias') {
    await this.page.getByLabel('Tipo', { exact: true }).click();
    await selectOption(this.page, nombre);
  }

  /** The open modal with this title. */
  modal(titulo: 'Agregar sucursales' | 'Modificar sucursales') {
    return this.page.getByRole('dialog').filter({ hasText: titulo });
  }

  /** The branch names of the table (its first data column). */
  sucursales() {
    return this.filas.locator('td:nth-child(2)').allTextContents();
  }

  marcar(sucursal: string) {
    return this.page.getByRole('main').getByLabel(`Marcar ${sucursal}`, { exact: true }).check();
  }

  /** The header's box: every row of the list (by role: antd draws a hidden copy of the header too). */
  marcarTodas() {
    return this.page.getByRole('checkbox', { name: 'Marcar todas las sucursales', exact: true }).check();
  }

  fila(sucursal: string) {
    return this.filas.filter({ has: this.page.getByRole('cell', { name: sucursal, exact: true }) });
  }
}
