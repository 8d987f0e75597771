import {
  asignacionPermisosPantalla,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { expect, type Page } from '@playwright/test';
import { rutaDe } from './pantallas';
import { confirm } from './shell';

export const ASIGNACION_PERMISOS_PATH = rutaDe(asignacionPermisosPantalla);
export const PERMISOS_CAJA_PATH = rutaDe(permisosCajaPantalla);
export const PERMISOS_ALMACEN_PATH = rutaDe(permisosAlmacenPantalla);

const CONFIRMAR = '¿Desea guardar su selección de permisos?';

/** S38–S40: the three permission screens share this shape (employee search, tree, save). */
export class AsignacionPermisosPage {
  readonly buscador;
  readonly arbol;

  constructor(readonly page: Page) {
    this.buscador = page.getByRole('combobox', { name: 'Buscar empleado por código o nombre' });
    this.arbol = page.getByRole('tree', { name: 'Permisos' });
  }

  goto(path: string) {
    return this.page.goto(path.slice(1));
  }

  /** Types part of the name and picks the employee from the server's answer. */
  async elegirEmpleado(texto: string, nombre: string) {
    await this.buscador.fill(texto);
    await this.page.locator('.ant-select-item-option').filter({ hasText: nombre }).click();
    await expect(this.page.getByText(new RegExp(`^Empleado: \\d+ - ${nombre}$`))).toBeVisible();
  }

  casilla(nombre: string) {
    return this.arbol.getByRole('checkbox', { name: nombre, exact: true });
  }

  quitarEmpleado() {
    return this.page.getByRole('button', { name: 'Quitar empleado' }).click();
  }

  /** 'Guardar permisos', 'Si' to the confirmation, and waits for the server's message. */
  async guardar() {
    await this.page.getByRole('button', { name: 'Guardar permisos' }).click();
    await confirm(this.page, CONFIRMAR);
    await expect(this.page.getByText('Permisos guardados correctamente.')).toBeVisible();
  }

  /** 'Cerrar sesiones' of the chosen employee, 'Si' to the confirmation, and the server's message. */
  async cerrarSesiones(nombre: string) {
    await this.page.getByRole('button', { name: 'Cerrar sesiones' }).click();
    await confirm(this.page, `¿Desea cerrar todas las sesiones de ${nombre}?`);
    await expect(
      this.page.getByText('Sesiones cerradas. El usuario tendrá que volver a iniciar sesión.'),
    ).toBeVisible();
  }
}
