import {
  promocionesTicketBaranetosPantalla,
  promocionesTicketPantalla,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { expect, type Page } from '@playwright/test';
import { teclearFecha } from './fechas';
import { rutaDe } from './pantallas';

export const PROMOCIONES_TICKET_PATH = rutaDe(promocionesTicketPantalla);
export const PROMOCIONES_TICKET_BARANETOS_PATH = rutaDe(promocionesTicketBaranetosPantalla);

/** A real 24-bit BMP `ancho` × 60 pixels (a ticket printer's file). */
export const bmp = (ancho: number) => {
  const alto = 60;
  const fila = Math.ceil((ancho * 3) / 4) * 4;
  const b = Buffer.alloc(54 + fila * alto, 0x80);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(ancho, 18);
  b.writeInt32LE(alto, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(0, 30);
  b.writeUInt32LE(fila * alto, 34);
  return b;
};

/** A real 1x1 PNG: a file that is no BMP whatever its name says. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** S09 'Promocion Ticket': the grid of promotions and the promotion's modal. */
export class PromocionesTicketPage {
  readonly modal;
  readonly tarjetas;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').filter({ hasText: 'Seleccionadas (' });
    this.tarjetas = page.locator('.lista-ordenable .ant-list-item');
  }

  async goto(path: string) {
    await this.page.goto(path.slice(1));
    await expect(this.promocion(1)).toBeVisible({ timeout: 30_000 });
  }

  promocion(orden: number) {
    return this.page.getByRole('img', { name: `Promoción ${orden}`, exact: true });
  }

  async elegirImagen(buffer: Buffer, nombre = 'promocion.bmp') {
    await this.modal
      .locator('input[type=file]')
      .setInputFiles({ name: nombre, mimeType: 'image/bmp', buffer });
  }

  /** Types a date as DD/MM/YYYY and confirms it with Enter. */
  fecha(id: 'fechaInicial' | 'fechaFinal', ddmmyyyy: string) {
    return teclearFecha(this.modal.locator(`#${id}`), ddmmyyyy);
  }

  /** Modificar or Eliminar: the context menu on a wide screen, the card's button on a phone. */
  async accion(accion: 'Modificar' | 'Eliminar', orden: number, telefono: boolean) {
    if (telefono) return this.page.getByRole('button', { name: `${accion} promoción ${orden}` }).click();
    await this.promocion(orden).click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: accion }).click();
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }
}
