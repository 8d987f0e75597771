import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { CatalogoBaranetosPage } from '../pages/catalogos.page';
import { signIn } from '../pages/login';
import { accept, confirm, Shell } from '../pages/shell';

test.describe('Baranetos: departamentos, secciones y categorías (S52–S54)', () => {
  test('add a department and a section under it, refuse a category without section, delete in order', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new CatalogoBaranetosPage(page);

    await shell.open('Baranetos', 'Catálogos', 'Departamentos');
    await expect(shell.title).toHaveText('Departamentos');
    await screen.agregar('   ');
    await accept(page, 'Debe capturar la descripción del departamento.');
    await screen.modal.locator('#descripcion').fill('Ferretería E2E');
    await screen.modal.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, 'Departamento guardado correctamente.');
    await screen.buscar('Ingrese Código o Nombre de Departamento', 'ferretería e2e');
    await expect(screen.row('Ferretería E2E')).toBeVisible();

    await shell.open('Baranetos', 'Catálogos', 'Secciones');
    await screen.agregar('Herramientas E2E');
    await accept(page, 'Debe seleccionar un departamento.');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await screen.agregar('Herramientas E2E', 'Ferretería E2E');
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, 'Sección guardada correctamente.');
    await screen.buscar('Ingrese Código o Nombre de la Sección', 'Herramientas E2E');
    await expect(screen.row('Herramientas E2E')).toContainText('Ferretería E2E');

    // The section is required on categories (the original client examined the wrong field).
    await shell.open('Baranetos', 'Catálogos', 'Categorías');
    await screen.agregar('Tornillos');
    await accept(page, 'Debe de seleccionar una sección.');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();

    // A department with sections cannot go; the section can, then the department.
    await shell.open('Baranetos', 'Catálogos', 'Departamentos');
    await screen.buscar('Ingrese Código o Nombre de Departamento', 'Ferretería E2E');
    await screen.row('Ferretería E2E').getByRole('button', { name: 'Eliminar Ferretería E2E' }).click();
    await confirm(page, '¿Desea eliminar el departamento?');
    await accept(page, 'No se puede eliminar el departamento porque tiene secciones asignadas.');

    await shell.open('Baranetos', 'Catálogos', 'Secciones');
    await screen.buscar('Ingrese Código o Nombre de la Sección', 'Herramientas E2E');
    await screen.row('Herramientas E2E').getByRole('button', { name: 'Eliminar Herramientas E2E' }).click();
    await confirm(page, '¿Desea eliminar la sección?');
    await vioAviso(page, 'Sección eliminada correctamente.');
    await expect(screen.row('Herramientas E2E')).toHaveCount(0);
  });
});
