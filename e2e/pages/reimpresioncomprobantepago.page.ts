import { reimpresionComprobantePagoPantalla } from '@farmasi/contracts/sat/reimpresioncomprobantepago';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const REIMPRESION_PATH = rutaDe(reimpresionComprobantePagoPantalla);
export const REIMPRESION_TITULO = reimpresionComprobantePagoPantalla.title;

/**
 * S37 'Reimpresión de comprobantes de pago': start and end date, series, Buscar; the receipts with
 * 'PDF' (and 'XML') when stamped or 'Generar' when not.
 */
export class ReimpresionPage {
  readonly fechaInicio;
  readonly fechaFin;
  readonly serie;
  readonly buscar;
  readonly tabla;
  readonly filas;
  readonly modoPrueba;

  constructor(readonly page: Page) {
    this.fechaInicio = page.locator('#fi');
    this.fechaFin = page.locator('#ff');
    this.serie = page.getByRole('combobox', { name: 'Serie' });
    this.buscar = page.getByRole('button', { name: /Buscar$/ });
    this.tabla = page.getByRole('table', { name: 'Comprobantes de pago' });
    this.filas = this.tabla.locator('tbody tr.ant-table-row');
    this.modoPrueba = page.getByTestId('modo-prueba');
  }

  goto(query = '') {
    return this.page.goto(`${REIMPRESION_PATH.slice(1)}${query}`);
  }

  /** 'BA-12' of the receipts shown that are not stamped (read from their actions' names: rows or cards). */
  async sinTimbrar(): Promise<string[]> {
    return this.filas.filter({ hasText: 'Sin timbrar' }).evaluateAll((trs) =>
      trs.map((tr) => {
        const nombres = [...tr.querySelectorAll('button[aria-label]')].map(
          (b) => b.getAttribute('aria-label') ?? '',
        );
        return nombres.map((n) => /comprobante (\S+)$/.exec(n)?.[1]).find(Boolean) ?? '';
      }),
    );
  }

  /** The row (or on a phone the card) of a receipt. */
  fila(comprobante: string) {
    return this.filas.filter({
      has: this.page.getByRole('button', { name: new RegExp(`comprobante ${comprobante}$`) }),
    });
  }

  /** A row's action: its button on a wide screen, the '⋯' menu's entry on a phone. */
  accion(comprobante: string, accion: 'PDF' | 'XML' | 'Generar') {
    const boton =
      accion === 'Generar'
        ? `Generar el comprobante ${comprobante}`
        : `${accion} del comprobante ${comprobante}`;
    return accionDeFila(this.page, {
      boton,
      menu: `Acciones del comprobante ${comprobante}`,
      accion,
    });
  }
}
