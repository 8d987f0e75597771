import { excluirArticulosPantalla } from '@farmasi/contracts/proveedores/excluirarticulos';
import type { Page } from '@playwright/test';
import { rutaDe } from './pantallas';

export const EXCLUIR_ARTICULOS_PATH = rutaDe(excluirArticulosPantalla);

/** S27 'Excluir artículos de sucursal': supplier and brand, the article list, the branches' ticks. */
export class ExcluirArticulosPage {
  readonly articulos;
  readonly sucursales;
  readonly guardar;
  readonly cancelar;

  constructor(readonly page: Page) {
    this.articulos = page.getByRole('list', { name: 'Artículos de la marca' }).getByRole('button');
    this.sucursales = page.locator('tr.ant-table-row');
    this.guardar = page.getByRole('button', { name: 'Guardar Cambios' });
    this.cancelar = page.getByRole('button', { name: 'Cancelar' });
  }

  goto() {
    return this.page.goto(EXCLUIR_ARTICULOS_PATH.slice(1));
  }

  /** Types part of an option in a select ('Proveedor' or 'Marca') and picks it. */
  async elegir(select: 'Proveedor' | 'Marca', texto: string, opcion: string) {
    const caja = this.page.getByLabel(select, { exact: true });
    await caja.click();
    await caja.fill(texto);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: opcion })
      .first()
      .click();
  }

  articulo(descripcion: string) {
    return this.articulos.filter({ hasText: descripcion });
  }

  /** The text of the first article no branch excludes ('código - descripción'). */
  async articuloSinExclusiones() {
    const textos = await this.articulos.evaluateAll((bs) =>
      bs.filter((b) => !b.querySelector('.ant-tag')).map((b) => b.textContent ?? ''),
    );
    return textos[0]!.trim();
  }

  excluir(sucursal: string) {
    return this.page.getByRole('checkbox', { name: `Excluir de ${sucursal}`, exact: true });
  }

  /** The name of the first branch row (column 'Sucursal'). */
  async primeraSucursal() {
    return (await this.sucursales.first().locator('td').nth(1).textContent())!.trim();
  }
}
