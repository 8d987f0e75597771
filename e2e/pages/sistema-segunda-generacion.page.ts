import { sistemaV20Pantalla } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const SISTEMA_V20_PATH = rutaDe(sistemaV20Pantalla);

/** S48 'FarmaSí 2.0': type filter, the systems' counters, the branch table, the add modal. */
export class SistemaV20Page {
  readonly filas;
  readonly modal;

  constructor(readonly page: Page) {
    this.filas = page.locator('tr.ant-table-row');
    this.modal = page.getByRole('dialog').filter({ hasText: 'Agregar sucursal a FarmaSí 2.0' });
  }

  goto() {
    return this.page.goto(SISTEMA_V20_PATH.slice(1));
  }

  /** Chooses a branch type and waits for its list (the table's spinner gone). */
  async tipo(nombre: 'Todas' | 'Propias' | 'Licenciatarios') {
    await this.page
      .getByRole('radiogroup', { name: 'Tipo de sucursal' })
      .getByText(nombre, { exact: true })
      .click();
    await expect(
      this.page.getByRole('radiogroup', { name: 'Tipo de sucursal' }).getByRole('radio', { name: nombre }),
    ).toBeChecked();
    await expect(this.page.locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** A system's counter button ('Actualizadas' or 'Sin actualizar'). */
  contador(sistema: string, estado: 'Actualizadas' | 'Sin actualizar') {
    return this.page
      .getByRole('group', { name: sistema })
      .getByRole('button', { name: new RegExp(`${estado} \\d+$`) });
  }

  /** The number a counter shows. */
  async cuenta(sistema: string, estado: 'Actualizadas' | 'Sin actualizar') {
    const texto = (await this.contador(sistema, estado).textContent()) ?? '';
    return Number(/(\d+)\s*$/.exec(texto)?.[1] ?? Number.NaN);
  }

  /** The row (or the card on a phone) of a branch, by its 'cod - name' text. */
  fila(nombre: string) {
    return this.filas.filter({ hasText: nombre });
  }

  /** The state of every row's version of the system with that abbreviation's column position. */
  estadosDe(indice: number) {
    return this.filas.evaluateAll(
      (trs, i) => trs.map((tr) => tr.querySelectorAll('[data-estado]')[i]?.getAttribute('data-estado') ?? ''),
      indice,
    );
  }

  /** Adds the first branch the modal offers; answers its 'cod - name' label. */
  async agregarPrimera(prefijo: string) {
    await this.page.getByRole('button', { name: /Agregar$/ }).click();
    await expect(this.modal).toBeVisible();
    const sucursal = this.modal.getByRole('combobox', { name: 'Sucursal' });
    await sucursal.click();
    const opcion = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const etiqueta = ((await opcion.textContent()) ?? '').trim();
    await selectOption(this.page, etiqueta);
    await this.modal.getByLabel('Prefijo de facturación').fill(prefijo);
    await expect(this.modal.getByLabel('Teléfono')).not.toHaveValue('');
    await this.modal.getByRole('button', { name: 'Guardar' }).click();
    return etiqueta;
  }

  /** A row action: its button on a wide screen, the row's '⋯' menu on a phone. */
  accion(sucursal: string, boton: string, accion: string) {
    return accionDeFila(this.page, {
      boton: `${boton} ${sucursal}`,
      menu: `Acciones de ${sucursal}`,
      accion,
    });
  }
}
