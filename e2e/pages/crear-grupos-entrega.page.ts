import { crearGruposEntregaPantalla } from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const GRUPOS_ENTREGA_HORA_PATH = rutaDe(crearGruposEntregaPantalla);

/** Column of each weekday in the table (0 Grupo, 1 Nombre, 2..7 Lunes..Sábado, 8 Clientes). */
const COLUMNA = { Lunes: 2, Martes: 3, Miércoles: 4, Jueves: 5, Viernes: 6, Sábado: 7 } as const;
export type Dia = keyof typeof COLUMNA;

/** S17 'Grupos de entrega': the searchable table and the new/edit modal. */
export class CrearGruposEntregaPage {
  readonly buscar;
  readonly modal;

  constructor(readonly page: Page) {
    this.buscar = page.getByRole('searchbox', { name: 'Buscar grupo' });
    this.modal = page.getByRole('dialog').filter({ hasText: 'grupo de entrega' });
  }

  goto() {
    return this.page.goto(GRUPOS_ENTREGA_HORA_PATH.slice(1));
  }

  filas() {
    return this.page.locator('tr.ant-table-row');
  }

  fila(nombre: string) {
    return this.filas().filter({ has: this.page.getByRole('cell', { name: nombre, exact: true }) });
  }

  /** The text of a weekday's cell in a group's row. */
  hora(nombre: string, dia: Dia) {
    return this.fila(nombre).locator('td').nth(COLUMNA[dia]);
  }

  /** A row action: its labelled button on a wide screen, the '⋯' menu's entry on a phone. */
  async accion(nombre: string, accion: 'Editar' | 'Eliminar') {
    await accionDeFila(this.page, { boton: `${accion} ${nombre}`, menu: `Acciones de ${nombre}`, accion });
  }

  async nuevo() {
    await this.page.getByRole('button', { name: 'Nuevo grupo' }).click();
    await expect(this.modal).toBeVisible();
  }

  nombre(valor: string) {
    return this.modal.getByLabel('Nombre del grupo').fill(valor);
  }

  dia(dia: Dia) {
    return this.modal.getByRole('checkbox', { name: dia, exact: true });
  }

  horaDe(dia: Dia) {
    return this.modal.getByLabel(`Hora del ${dia.toLowerCase()}`, { exact: true });
  }

  /** Types a time in a day's picker and confirms it. */
  async ponerHora(dia: Dia, valor: string) {
    const input = this.horaDe(dia);
    await input.click();
    await input.fill(valor);
    await input.press('Enter');
    await expect(input).toHaveValue(valor);
  }

  guardar() {
    return this.modal.getByRole('button', { name: 'Guardar' }).click();
  }

  cancelar() {
    return this.modal.getByRole('button', { name: 'Cancelar' }).click();
  }
}
