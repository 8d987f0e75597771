import { contactoPantalla } from '@farmasi/contracts/proveedores/contacto';
import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd';
import { rutaDe } from './pantallas';
import { accionDeFila } from './shell';

export const CONTACTO_PATH = rutaDe(contactoPantalla);

/** S29 'Catálogo de contactos de proveedores': the brand–supplier table, its two lists and their forms. */
export class ContactoPage {
  readonly buscar;
  readonly filas;
  readonly contactos;
  readonly cuentas;
  /** The open form modal ('Datos contacto', 'Nueva cuenta', 'Editar cuenta'). */
  readonly formulario;

  constructor(readonly page: Page) {
    this.buscar = page.getByLabel('Buscar marca o proveedor');
    this.filas = page.locator('.ant-card tr.ant-table-row');
    this.contactos = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Agregar nuevo' }) });
    this.cuentas = page.getByRole('dialog').filter({ hasText: 'Catálogo de bancos y cuentas' });
    this.formulario = page
      .locator('.ant-modal:visible')
      .filter({ has: page.getByRole('button', { name: 'Guardar' }) });
  }

  async goto() {
    await this.page.goto(CONTACTO_PATH.slice(1));
    await expect(this.filas.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Opens a brand supplier's contacts or accounts ('Marca - Proveedor'), by button or the phone's menu. */
  async abrir(lista: 'Contactos' | 'Cuenta', nombre: string) {
    const boton = lista === 'Contactos' ? `Contactos de ${nombre}` : `Cuentas de ${nombre}`;
    await accionDeFila(this.page, { boton, menu: `Acciones de ${nombre}`, accion: lista });
    await expect(lista === 'Contactos' ? this.contactos : this.cuentas).toBeVisible();
  }

  /** A row of a modal's list holding this text. */
  fila(modal: 'contactos' | 'cuentas', texto: string) {
    return this[modal].locator('tr.ant-table-row').filter({ hasText: texto });
  }

  async elegir(etiqueta: 'Departamento' | 'Banco', opcion: string) {
    await this.formulario.getByRole('combobox', { name: etiqueta }).click();
    await selectOption(this.page, opcion);
  }

  campo(etiqueta: string) {
    return this.formulario.getByLabel(etiqueta, { exact: true });
  }

  guardar() {
    return this.formulario.getByRole('button', { name: 'Guardar' }).click();
  }
}
