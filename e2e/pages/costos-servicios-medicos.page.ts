import { costosServiciosMedicosPantalla } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import type { Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';

export const COSTOS_SERVICIOS_MEDICOS_PATH = rutaDe(costosServiciosMedicosPantalla);
export const COSTOS_SERVICIOS_MEDICOS_TITULO = costosServiciosMedicosPantalla.title;

/** S18 'Costos de servicios médicos' and its add/modify modal. */
export class CostosServiciosMedicosPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page
      .getByRole('dialog')
      .filter({ hasText: 'servicio médico' })
      .filter({ has: page.locator('#servicio') });
  }

  goto() {
    return this.page.goto(COSTOS_SERVICIOS_MEDICOS_PATH.replace(/^\//, ''));
  }

  row(servicio: string) {
    return this.page.getByRole('row').filter({ hasText: servicio });
  }

  buscar(texto: string) {
    return this.page.getByLabel('Buscar servicio').fill(texto);
  }

  /** A row action: a button on a wide screen, an entry of the row's '⋯' menu on a phone. */
  async accion(servicio: string, accion: 'Modificar' | 'Cancelar' | 'Recuperar') {
    const boton = this.row(servicio).getByRole('button', { name: `${accion} ${servicio}` });
    if (await boton.isVisible()) return boton.click();
    await this.row(servicio)
      .getByRole('button', { name: `Acciones de ${servicio}` })
      .click();
    await this.page.getByRole('menuitem', { name: accion }).click();
  }

  async llenar(datos: { servicio?: string; tipo?: string; precio?: string; fecha?: string }) {
    if (datos.servicio !== undefined) await this.modal.locator('#servicio').fill(datos.servicio);
    if (datos.tipo) {
      await this.modal.locator('#tipo').click();
      await selectOption(this.page, datos.tipo);
    }
    if (datos.precio !== undefined) await this.modal.locator('#costo').fill(datos.precio);
    if (datos.fecha) {
      await this.modal.locator('#fechaAplicacion').fill(datos.fecha);
      await this.modal.locator('#fechaAplicacion').press('Enter');
    }
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
