import { importarDatosPantalla } from '@farmasi/contracts/sistemas/importar-datos';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const IMPORTAR_DATOS_PATH = rutaDe(importarDatosPantalla);
export const IMPORTAR_DATOS_TITULO = importarDatosPantalla.title;

/** 'Importar datos' (issue 28): kind, templates, file, Verificar / Importar, and the run's report. */
export class ImportarDatosPage {
  readonly tipo;
  readonly plantillaExcel;
  readonly archivo;
  readonly elegido;
  readonly verificar;
  readonly importar;
  readonly resumen;
  readonly errores;

  constructor(readonly page: Page) {
    this.tipo = page.getByRole('combobox', { name: 'Tipo de datos' });
    this.plantillaExcel = page.getByRole('button', { name: 'Plantilla de Excel' });
    this.archivo = page.locator('input[type="file"]');
    this.elegido = page.getByTestId('archivo-elegido');
    this.verificar = page.getByRole('button', { name: 'Verificar' });
    this.importar = page.getByRole('button', { name: 'Importar' });
    this.resumen = page.getByTestId('resumen-importacion');
    this.errores = page.getByRole('table', { name: 'Errores del archivo' });
  }

  goto() {
    return this.page.goto(IMPORTAR_DATOS_PATH.slice(1));
  }

  async elegirTipo(texto: string) {
    await this.tipo.fill(texto);
    await this.tipo.press('Enter');
  }

  /** Picks a CSV built from rows (the first is the header), as the file dialog would. */
  elegirCsv(nombre: string, filas: readonly (readonly string[])[]) {
    const texto = `\uFEFF${filas.map((f) => f.join(',')).join('\r\n')}\r\n`;
    return this.archivo.setInputFiles({ name: nombre, mimeType: 'text/csv', buffer: Buffer.from(texto) });
  }
}
