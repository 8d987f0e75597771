import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const PRECIOS_PROGRAMADOS_PATH = rutaDe(preciosProgramadosPantalla);

/** S25 'Precios Programados': supplier and brand, the editable table, its buttons. */
export class PreciosProgramadosPage {
  readonly filas;
  readonly guardar;

  constructor(readonly page: Page) {
    this.filas = page.locator('tr.ant-table-row');
    this.guardar = page.getByRole('button', { name: 'Guardar Cambios' });
  }

  goto() {
    return this.page.goto(PRECIOS_PROGRAMADOS_PATH.slice(1));
  }

  /** Types part of the supplier's name in its finder and picks it. */
  async proveedor(texto: string, nombre: string) {
    const finder = this.page.getByLabel('Proveedor', { exact: true });
    await finder.click();
    await finder.fill(texto);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: nombre })
      .first()
      .click();
  }

  /** A row (a table row, or on a phone the card) that shows the article. */
  fila(articulo: string) {
    return this.filas.filter({ has: this.page.getByText(articulo, { exact: true }) });
  }

  /** Article and brand of the rows that are not red (no schedule pending, nothing typed). */
  async articulosSinProgramar() {
    return this.filas.evaluateAll((trs) =>
      trs
        .filter((tr) => !(tr as HTMLElement).style.color)
        .map((tr) => {
          // On a phone each row is a card of title/value pairs (DataTable 'tarjetas').
          const dato = (titulo: string, columna: number) => {
            const dt = [...tr.querySelectorAll('dt')].find((d) => d.textContent === titulo);
            return dt
              ? (dt.nextElementSibling?.textContent ?? '')
              : (tr.querySelectorAll('td')[columna]?.textContent ?? '');
          };
          return { articulo: dato('Artículo', 1), marca: dato('Marca', 2) };
        }),
    );
  }

  async rojas() {
    return this.filas.evaluateAll((trs) => trs.filter((tr) => (tr as HTMLElement).style.color).length);
  }

  nuevoCosto(a: { articulo: string; marca: string }) {
    return this.page.getByLabel(`Nuevo costo de ${a.articulo} (${a.marca})`, { exact: true });
  }

  async fechaInicio(a: { articulo: string; marca: string }, tecleada: string) {
    const input = this.page.getByLabel(`Fecha de inicio de ${a.articulo} (${a.marca})`, { exact: true });
    await input.fill(tecleada);
    await input.press('Enter');
  }
}
