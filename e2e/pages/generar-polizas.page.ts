import { generarPolizasPantalla } from '@farmasi/contracts/contabilidad/generar-polizas';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const GENERAR_POLIZAS_PATH = rutaDe(generarPolizasPantalla);

/** 'DD/MM/YYYY' of a day counted from today. */
export { diaTecleado } from './fechas';

/** S24 'Generar Polizas': the period, type, company and folio, and the Generar button. */
export class GenerarPolizasPage {
  readonly generar;

  constructor(readonly page: Page) {
    this.generar = page.getByRole('button', { name: 'Generar' });
  }

  goto() {
    return this.page.goto(GENERAR_POLIZAS_PATH.slice(1));
  }

  async fecha(campo: 'fechaInicio' | 'fechaFin', tecleada: string) {
    const input = this.page.locator(`#${campo}`);
    await input.fill(tecleada);
    await input.press('Enter');
  }

  async elegir(campo: 'poliza' | 'empresa', opcion: string) {
    await this.page.locator(`#${campo}`).click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(opcion, { exact: true }).click();
  }

  async folio(valor: string) {
    await this.page.locator('#folio').fill(valor);
  }

  /** Generar, and the file the browser saves: its name and its text (Windows-1252). */
  async descargar() {
    const descarga = this.page.waitForEvent('download');
    await this.generar.click();
    const archivo = await descarga;
    const bytes = await (await archivo.createReadStream()).toArray();
    return { nombre: archivo.suggestedFilename(), texto: Buffer.concat(bytes).toString('latin1') };
  }
}
