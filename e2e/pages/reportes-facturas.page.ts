import { readFileSync } from 'node:fs';
import { facturasReportePantalla } from '@farmasi/contracts/reportes/facturas';
import { expect, type Page } from '@playwright/test';
import { teclearFecha } from './fechas';
import { rutaDe } from './pantallas';

export const FACTURAS_REPORTE_PATH = rutaDe(facturasReportePantalla);
export const FACTURAS_REPORTE_TITULO = facturasReportePantalla.title;

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF lines) as rows of cells, without the BOM. */
export const leerCsv = (texto: string): string[][] => {
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let comillas = false;
  const t = texto.replace(/^\uFEFF/, '');
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (comillas) {
      if (c === '"' && t[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') comillas = false;
      else campo += c;
    } else if (c === '"') comillas = true;
    else if (c === ',') {
      fila.push(campo);
      campo = '';
    } else if (c === '\r' && t[i + 1] === '\n') {
      filas.push([...fila, campo]);
      fila = [];
      campo = '';
      i++;
    } else campo += c;
  }
  if (campo || fila.length) filas.push([...fila, campo]);
  return filas;
};

/** S51 'Facturas' (invoices report): date range, branch, Consultar, the list, the detail, the CSV. */
export class ReporteFacturasPage {
  readonly fechaInicio;
  readonly fechaFin;
  readonly sucursal;
  readonly consultar;
  readonly exportar;
  readonly total;
  readonly filas;
  readonly detalle;

  constructor(readonly page: Page) {
    this.fechaInicio = page.locator('#fechaInicio');
    this.fechaFin = page.locator('#fechaFin');
    this.sucursal = page.getByRole('combobox', { name: 'Sucursal' });
    this.consultar = page.getByRole('button', { name: 'Consultar' });
    this.exportar = page.getByRole('button', { name: 'Exportar Excel' });
    this.total = page.getByTestId('total-facturas');
    this.filas = page.getByRole('table', { name: 'Facturas' }).locator('tbody tr.ant-table-row');
    this.detalle = page.getByRole('dialog', { name: /^Detalle de la factura/ });
  }

  goto(query = '') {
    return this.page.goto(`${FACTURAS_REPORTE_PATH.slice(1)}${query}`);
  }

  /** The number the list header shows ('28 facturas'). */
  async totalRegistros() {
    await expect(this.total).toHaveText(/\d+ facturas?/);
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  /** Types both dates (DD/MM/YYYY) and presses Consultar. */
  async consultarRango(de: string, a: string) {
    await teclearFecha(this.fechaInicio, de);
    await teclearFecha(this.fechaFin, a);
    await this.consultar.click();
  }

  /** The detail links of the rows shown ('Ver detalle de la factura G12-9650'). */
  vinculosDetalle() {
    return this.page.getByRole('button', { name: /^Ver detalle de la factura / });
  }

  /** Clicks 'Exportar Excel' and reads the downloaded CSV back. */
  async exportarYLeer() {
    const download = this.page.waitForEvent('download');
    await this.exportar.click();
    const file = await download;
    const bytes = readFileSync(await file.path());
    return {
      nombre: file.suggestedFilename(),
      bom: bytes.subarray(0, 3),
      filas: leerCsv(bytes.toString('utf8')),
    };
  }
}
