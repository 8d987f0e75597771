import type { MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';
import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import type { FacturaAPagar, Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';
import { apiFromPage } from './session';
import { accionDeFila } from './shell';

export const GESTION_PAGO_PATH = rutaDe(gestionPagoPantalla);

/** A small real PDF (the proof a user picks) and a PNG named .pdf (refused by its content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const F = '/Facturas';
const dia = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });

/** S33–S34 'Gestión de pago': step 1 (invoices and notes), step 2 (payments) and the detail modal. */
export class GestionPagoPage {
  readonly modal;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Detalle pago de facturas' });
  }

  goto() {
    return this.page.goto(GESTION_PAGO_PATH.slice(1));
  }

  /**
   * An ER invoice without an order of a brand supplier with bank accounts and a payment contact (as
   * the contacts catalogue counts them), not yet used by this run.
   */
  async facturaPagable(usadas: readonly number[] = []) {
    const proveedores = (await apiFromPage(this.page, 'GET', '/contactoProveedor/marcasYProveedores/')).body
      .data as MarcaProveedor[];
    const dets = new Set(
      proveedores.filter((p) => p.contactosPago > 0 && p.cuentas > 0).map((p) => p.idCatProveedoresMarcasDet),
    );
    const f = (await this.facturas()).find(
      (x) =>
        x.estatus === 'ER' &&
        x.totalCuentas > 0 &&
        x.sIdPedidoProveedorEnc === 0 &&
        dets.has(x.idCatProveedoresMarcasDet) &&
        !usadas.includes(x.idFacturasProveedores),
    );
    expect(f, 'una factura ER de un proveedor con cuentas y contacto de pago').toBeTruthy();
    return f!;
  }

  /** The payments of a status in the default range of step 2 (a month back to today). */
  async pagos(estatus: 'PP' | 'P') {
    const hoy = new Date();
    const r = await apiFromPage(this.page, 'POST', `${F}/ProveedoresFacturasProcesoPagoCon`, {
      Estatus: estatus,
      FechaInicio: dia(new Date(hoy.getTime() - 28 * 86_400_000)),
      FechaFin: dia(hoy),
    });
    return r.body.data as Pago[];
  }

  /** Step 1's invoices as the server answers them. */
  async facturas() {
    const r = await apiFromPage(this.page, 'GET', `${F}/ProveedoresFacturasNotasCon`);
    return (r.body.data as { facturasAPagar: FacturaAPagar[] }).facturasAPagar;
  }

  /** The payment in process made today of a brand supplier (the newest). */
  async pagoEnProceso(det: number) {
    const hoy = dia(new Date());
    const pagos = (
      await apiFromPage(this.page, 'POST', `${F}/ProveedoresFacturasProcesoPagoCon`, {
        Estatus: 'PP',
        FechaInicio: hoy,
        FechaFin: hoy,
      })
    ).body.data as Pago[];
    const pago = pagos.find((p) => p.idCatProveedoresMarcasDet === det);
    expect(pago).toBeTruthy();
    return pago!;
  }

  casilla(f: Pick<FacturaAPagar, 'serie' | 'folioFactura' | 'marca'>) {
    const folio = f.serie ? `${f.serie}-${f.folioFactura}` : String(f.folioFactura);
    return this.page.getByRole('checkbox', { name: `Seleccionar factura ${folio} de ${f.marca}` });
  }

  async filtrar(folio: string, marca: string) {
    await this.page.getByLabel('Folio', { exact: true }).fill(folio);
    await this.page.getByLabel('Marca', { exact: true }).fill(marca);
  }

  async estatus(texto: 'Proceso de pago' | 'Pagada') {
    await this.page.getByLabel('Estatus', { exact: true }).click();
    await selectOption(this.page, texto);
  }

  /** A payment row's action: its button on a wide screen, its '⋯' menu on a phone (once the row is shown). */
  async accion(
    pago: Pick<Pago, 'idFacturasProveedoresPagoEnc' | 'marca'>,
    accion: 'Detalle' | 'Contrarecibo',
  ) {
    const id = pago.idFacturasProveedoresPagoEnc;
    const boton = `${accion} del pago ${id} de ${pago.marca}`;
    const menu = `Acciones del pago ${id}`;
    await expect(
      this.page
        .getByRole('button', { name: boton, exact: true })
        .or(this.page.getByRole('button', { name: menu, exact: true })),
    ).toBeVisible();
    await accionDeFila(this.page, { boton, menu, accion });
  }

  elegirComprobante(archivo: { name: string; mimeType: string; buffer: Buffer }) {
    return this.modal.locator('input[type=file]').setInputFiles(archivo);
  }
}
