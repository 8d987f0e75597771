import { cuentasContablesPantalla } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const CUENTAS_CONTABLES_PATH = rutaDe(cuentasContablesPantalla);

/** S23 'Catálogo de Cuentas Contables': the companies and branches tables and the account modal. */
export class CuentasContablesPage {
  readonly buscar;
  readonly filtro;
  readonly modal;
  readonly sucursales;

  constructor(readonly page: Page) {
    this.buscar = page.getByRole('searchbox', { name: 'Buscar sucursal' });
    this.filtro = page.getByLabel('Filtro de cuenta');
    this.modal = page.getByRole('dialog').filter({ hasText: 'Cuenta' });
    this.sucursales = page.locator('.ant-card').filter({ hasText: 'Sucursales' }).locator('tr.ant-table-row');
  }

  goto() {
    return this.page.goto(CUENTAS_CONTABLES_PATH.slice(1));
  }

  fila(nombre: string) {
    return this.page
      .locator('tr.ant-table-row')
      .filter({ has: this.page.getByRole('cell', { name: nombre, exact: true }) });
  }

  editar(nombre: string) {
    return accionDeFila(this.page, {
      boton: `Editar ${nombre}`,
      menu: `Acciones de ${nombre}`,
      accion: 'Editar',
    });
  }

  async filtrar(opcion: 'Todas' | 'Con cuenta' | 'Sin cuenta') {
    await this.filtro.click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(opcion, { exact: true }).click();
    // The select shows the choice when the list below has been filtered by it (both read the URL).
    await expect(this.page.locator('.ant-select').filter({ has: this.filtro })).toHaveText(opcion);
  }
}
