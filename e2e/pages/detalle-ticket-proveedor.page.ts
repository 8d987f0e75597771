import { detalleTicketProveedorPantalla } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const TICKET_PATH = rutaDe(detalleTicketProveedorPantalla);

/** S32 'Ticket Proveedor': the public page of one order (desktop table or phone receipt). */
export class DetalleTicketProveedorPage {
  readonly titulo;
  readonly totales;
  readonly tablaLineas;
  readonly listaLineas;
  readonly datosMovil;

  constructor(readonly page: Page) {
    this.titulo = page.getByRole('heading', { level: 1 });
    this.totales = page.getByLabel('Totales');
    this.tablaLineas = page.getByRole('table', { name: 'Artículos del pedido' });
    this.listaLineas = page.getByRole('list', { name: 'Artículos del pedido' });
    this.datosMovil = page.getByLabel('Datos del pedido');
  }

  goto(id?: string) {
    return this.page.goto(`${TICKET_PATH.slice(1)}${id === undefined ? '' : `?id=${id}`}`);
  }

  /** A total's amount by its label ('Subtotal', 'IVA 16%', 'IEPS', 'Total'), as a number. */
  async total(etiqueta: string) {
    const texto = await this.totales
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }) })
      .locator('dd')
      .innerText();
    return Number(texto.replace(/[$,]/g, ''));
  }
}
