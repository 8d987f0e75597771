import { comprobantePagoPantalla } from '@farmasi/contracts/sat/comprobantepago';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';
import { apiFromPage } from './session';

export const COMPROBANTE_PAGO_PATH = rutaDe(comprobantePagoPantalla);
export const COMPROBANTE_PAGO_TITULO = comprobantePagoPantalla.title;

/**
 * S36 'Comprobante de pago': invoice date range, customer, Buscar and the pending receipts; the
 * invoices with a balance (ticks, select-all, the amount to pay), the total and 'Generar comprobante';
 * the generate modal.
 */
export class ComprobantePagoPage {
  readonly fechaInicio;
  readonly fechaFin;
  readonly buscar;
  readonly generar;
  readonly total;
  readonly tabla;
  readonly filas;
  readonly modal;
  readonly modoPrueba;
  readonly pendientes;

  constructor(readonly page: Page) {
    this.fechaInicio = page.locator('#fi');
    this.fechaFin = page.locator('#ff');
    this.buscar = page.getByRole('button', { name: /Buscar$/ });
    this.generar = page.getByRole('button', { name: 'Generar comprobante' });
    this.total = page.getByTestId('total-pago');
    this.tabla = page.getByRole('table', { name: 'Facturas con saldo' });
    this.filas = page.locator('tr.ant-table-row');
    this.modal = page.getByRole('dialog', { name: 'Generar comprobante de pago' });
    this.modoPrueba = page.getByTestId('modo-prueba');
    this.pendientes = page.getByRole('button', { name: /Comprobantes pendientes/ });
  }

  goto(query = '') {
    return this.page.goto(`${COMPROBANTE_PAGO_PATH.slice(1)}${query}`);
  }

  /** The invoices shown ('FB-10231'), in order. */
  async facturas(): Promise<string[]> {
    await expect(this.filas.first()).toBeVisible();
    return this.filas.evaluateAll((trs) =>
      trs.map((tr) => /\b[A-Z]+-\d+\b/.exec(tr.textContent ?? '')?.[0] ?? '').filter(Boolean),
    );
  }

  /** The row of an invoice (a table row, or on a phone its card). */
  fila(factura: string) {
    return this.filas.filter({ hasText: factura });
  }

  marcar(factura: string) {
    return this.page.getByRole('checkbox', { name: `Marcar factura ${factura}`, exact: true }).click();
  }

  /** Ticks every invoice shown: the header's box, or on a phone 'Marcar todas'. */
  async marcarTodas() {
    const encabezado = this.page.getByRole('checkbox', { name: 'Marcar todas las facturas' });
    if (await encabezado.isVisible()) await encabezado.click();
    else await this.page.getByRole('checkbox', { name: 'Marcar todas' }).click();
  }

  importe(factura: string) {
    return this.page.getByLabel(`Importe a pagar de la factura ${factura}`, { exact: true });
  }

  /** Chooses the customer filter by part of its name. */
  async cliente(nombre: string) {
    await this.page.getByRole('combobox', { name: 'Cliente' }).click();
    await selectOption(this.page, nombre);
  }

  /**
   * The invoices with a balance the server lists for a range (what the screen asks), to choose a
   * customer with several of them.
   */
  async facturasDelServidor(fi: string, ff: string): Promise<FacturaServidor[]> {
    const r = await apiFromPage(this.page, 'POST', '/comprobantepago/obtener-comprobantepago', { fi, ff });
    return r.body.data as FacturaServidor[];
  }
}

export interface FacturaServidor {
  codCliente: number;
  nombreCliente: string;
  serie: string;
  folio: number;
  saldo: number;
  numParcialidad: number;
}
