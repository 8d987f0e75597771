import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { CatalogoBaranetosPage } from '../pages/catalogos.page';
import { Historial } from '../pages/historial';
import { signIn } from '../pages/login';
import { accept, confirm, descartar, Shell } from '../pages/shell';

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
    await descartar(page); // the typed name
    await screen.agregar('Herramientas E2E', 'Ferretería E2E');
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, 'Sección guardada correctamente.');
    await screen.buscar('Ingrese Código o Nombre de la Sección', 'Herramientas E2E');
    await expect(screen.row('Herramientas E2E')).toContainText('Ferretería E2E');
    // Its history (issue 29): the new section under its department.
    const historial = new Historial(page, 'Herramientas E2E');
    await historial.abrir();
    await expect(historial.entradas.first()).toContainText('Departamento:');
    await expect(historial.entradas.first()).toContainText('Ferretería E2E');
    await historial.cerrar();

    // The section is required on categories (the original client examined the wrong field).
    await shell.open('Baranetos', 'Catálogos', 'Categorías');
    await screen.agregar('Tornillos');
    await accept(page, 'Debe de seleccionar una sección.');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await descartar(page); // the typed name

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

  test('after Back the search box and the list agree (issue 30)', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new CatalogoBaranetosPage(page);
    await shell.open('Baranetos', 'Catálogos', 'Departamentos');
    const filas = page.locator('.ant-table-tbody > tr.ant-table-row');
    await expect(filas.first()).toBeVisible({ timeout: 30_000 });
    const descripciones = filas.locator('td:nth-child(2)');
    const todas = (await descripciones.allInnerTexts()).map((t) => t.trim());
    const uno = todas[0]!;
    const otro = todas.find((d) => !d.includes(uno) && !uno.includes(d))!;
    const placeholder = 'Ingrese Código o Nombre de Departamento';
    const caja = page.getByPlaceholder(placeholder);
    const listaCon = (texto: string) => expect(screen.row(texto)).toBeVisible();

    await screen.buscar(placeholder, uno);
    await listaCon(uno);
    await screen.buscar(placeholder, otro);
    await listaCon(otro);
    await expect(screen.row(uno)).toHaveCount(0);

    await page.goBack();
    await listaCon(uno);
    await expect(caja).toHaveValue(uno);
    await page.goForward();
    await listaCon(otro);
    await expect(caja).toHaveValue(otro);
    await page.reload();
    await listaCon(otro);
    await expect(caja).toHaveValue(otro);
  });
});
