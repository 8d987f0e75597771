import { controlVentasTransferenciasPantalla } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const CONTROL_VENTAS_TRANSFERENCIAS_PATH = rutaDe(controlVentasTransferenciasPantalla);

/** S41 'Control ventas transferecias.': the permissions table and the branch picker modal. */
export class ControlVentasTransferenciasPage {
  readonly tabla;
  readonly modal;
  readonly filtro;

  constructor(readonly page: Page) {
    // The screen's one table (its card title was dropped: the shell's title names the screen).
    this.tabla = page.locator('main .ant-card table').first();
    this.modal = page.getByRole('dialog', { name: 'Sucursales' });
    this.filtro = this.modal.getByLabel('Buscar sucursal');
  }

  goto() {
    return this.page.goto(CONTROL_VENTAS_TRANSFERENCIAS_PATH.slice(1));
  }

  abrir() {
    return this.page.getByRole('button', { name: 'Venta por transferecia' }).click();
  }

  filas() {
    return this.modal.locator('tbody tr.ant-table-row');
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
