import { bitacoraPantalla } from '@farmasi/contracts/sistemas/bitacora';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const BITACORA_PATH = rutaDe(bitacoraPantalla);

/** The bearer token of the signed-in session (what the app stores), for calls made by the test itself. */
export const tokenDe = async (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '',
  );

/** Bitácora (issue 29): the filters, Consultar, the list of changes and each change's fields. */
export class BitacoraPage {
  readonly tabla;
  readonly clave;
  readonly consultar;
  readonly exportar;
  readonly total;
  readonly filas;
  readonly cambios;

  constructor(readonly page: Page) {
    this.tabla = page.getByLabel('Tabla', { exact: true });
    this.clave = page.getByLabel('Clave', { exact: true });
    this.consultar = page.getByRole('button', { name: /Consultar/ });
    this.exportar = page.getByRole('button', { name: /Exportar a Excel/ });
    this.total = page.getByTestId('total-bitacora');
    this.filas = page.getByRole('table', { name: 'Bitácora' }).locator('tr.ant-table-row');
    this.cambios = page.getByRole('dialog');
  }

  goto() {
    return this.page.goto(BITACORA_PATH.slice(1));
  }

  /** Searches one record's changes and waits for the list to show them. */
  async buscarRegistro(tabla: string, clave: string) {
    await this.tabla.fill(tabla);
    await this.clave.fill(clave);
    await this.consultar.click();
    await expect(this.page).toHaveURL(new RegExp(`clave=${clave}`));
    await expect(this.page.locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** Opens the fields changed of the row (or card) of a record. */
  async verCambios(tabla: string, clave: string) {
    await this.page
      .getByRole('button', { name: `Ver cambios de ${tabla} ${clave}` })
      .first()
      .click();
    await expect(this.cambios).toBeVisible();
  }
}
