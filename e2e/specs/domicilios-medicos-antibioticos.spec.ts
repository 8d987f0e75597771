import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { MEDICOS_TITULO, MedicosPage } from '../pages/domicilios-medicos-antibioticos.page';
import { signIn } from '../pages/login';
import { accept, confirm, dialog, Shell } from '../pages/shell';

test.describe('Domicilios médicos (S47)', () => {
  test('page through doctors, edit a doctor and an address, refuse a duplicate cédula, delete an address', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const screen = new MedicosPage(page);
    await screen.goto();
    await expect(new Shell(page).title).toHaveText(MEDICOS_TITULO);
    await expect(screen.doctorRows()).toHaveCount(15);

    // Server paging: page 2 shows other doctors.
    const primeraCedula = await screen.cedulaOf(0);
    await screen.gotoPage(2);
    await expect(screen.doctorRows().first().locator('td').nth(1)).not.toHaveText(primeraCedula);
    await expect(screen.doctorRows()).toHaveCount(15);
    const cedulaAjena = await screen.cedulaOf(1);
    const nombreAjeno = await screen.nombreOf(1);

    // Edit the first doctor's name: the field is marked as changed against the original.
    const id = (await screen.doctorRows().first().getAttribute('data-row-key')) ?? '';
    const nombre = screen.field('medico', 'Nombre');
    await screen.editarMedico(0);
    const antes = await nombre.inputValue();
    await nombre.fill('Rigoberto');
    await expect(screen.medicoModal.getByText(`Modificado (antes: ${antes})`)).toBeVisible();

    // A cédula held by another doctor is refused naming that doctor.
    await screen.field('medico', 'Cédula').fill(cedulaAjena);
    await screen.medicoModal.getByRole('button', { name: 'Guardar' }).click();
    const duplicada = `Esta cédula ya esta asignada a: ${nombreAjeno}`;
    await expect(dialog(page, duplicada)).toBeVisible();
    await accept(page, duplicada);

    // An empty cédula is refused before asking the server.
    await screen.field('medico', 'Cédula').fill('0');
    await screen.medicoModal.getByRole('button', { name: 'Guardar' }).click();
    await accept(page, 'La cédula no puede estar vacía ni tener valor 0.');

    await screen.field('medico', 'Cédula').fill('8765432');
    await screen.medicoModal.getByRole('button', { name: 'Guardar' }).click();
    await vioAviso(page, 'Datos modificados exitosamente.');
    await expect(screen.medicoModal).toBeHidden();
    await expect(screen.row(id)).toContainText('8765432');

    // Expand the doctor and edit an address: state from the catalogue, marked as changed.
    const expanded = await screen.expand(id);
    await expanded
      .getByRole('button', { name: /^Editar domicilio/ })
      .first()
      .click();
    await expect(screen.domicilioModal).toBeVisible();
    await screen.field('domicilio', 'Calle').fill('Av. Universidad');
    await expect(screen.domicilioModal.getByText(/^Modificado \(antes:/)).toBeVisible();
    // The list is virtual: type to bring the state into view.
    await screen.domicilioModal.getByLabel('Estado').click();
    await page.keyboard.type('Zacat');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Zacatecas' }).click();
    await screen.domicilioModal.getByRole('button', { name: 'Guardar' }).click();
    await vioAviso(page, 'Domicilio modificado exitosamente.');
    await expect(expanded).toContainText('Av. Universidad');
    await expect(expanded).toContainText('Zacatecas');

    // Delete that address after confirmation.
    const filas = expanded.locator('.ant-table-tbody > tr.ant-table-row');
    const cuantas = await filas.count();
    await expanded
      .getByRole('button', { name: /^Eliminar domicilio Av. Universidad/ })
      .first()
      .click();
    await confirm(page, '¿Desea eliminar el domicilio?');
    await vioAviso(page, 'Domicilio eliminado exitosamente.');
    if (cuantas > 1) await expect(filas).toHaveCount(cuantas - 1);
    else await expect(expanded).toBeHidden();
  });
});
