import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { GrupoSucursalesPage } from '../pages/grupo-sucursales.page';
import { signIn } from '../pages/login';
import { accept, confirm, descartar, dialog } from '../pages/shell';

const GRUPO = 'Zona Golfo';

test.describe('Grupo sucursales (S07)', () => {
  test('create a group, assign branches to it, rename it and delete it', async ({ page }) => {
    await signIn(page, 'cajero');
    const screen = new GrupoSucursalesPage(page);
    await screen.goto();
    await expect(screen.row('Zona Bajío')).toBeVisible();

    // A group needs a name.
    await screen.crear('   ');
    await expect(dialog(page, 'No se puede crear un grupo sin descripcion')).toBeVisible();
    await accept(page, 'No se puede crear un grupo sin descripcion');

    await screen.crear(GRUPO);
    await vioAviso(page, 'Grupo creado correctamente.');
    await expect(screen.row(GRUPO)).toBeVisible();
    await expect(screen.nuevoGrupo).toHaveValue('');

    // The edit modal: moves stay local until 'Guardar'.
    await screen.editar(GRUPO);
    await expect(screen.list('Asignadas').getByRole('listitem')).toHaveCount(0);
    await screen.modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page, 'Debe seleccionar al menos una sucursal')).toBeVisible();
    await accept(page, 'Debe seleccionar al menos una sucursal');

    const porAsignar = await screen.list('Por asignar').getByRole('listitem').count();
    expect(porAsignar).toBeGreaterThan(2);
    await screen.mark('Por asignar', 'Acapulco Lomas', 'Campeche Reforma');
    await screen.move('Asignar');
    await expect(screen.list('Asignadas').getByRole('listitem')).toHaveCount(2);

    // 'Marcar todo' ticks every branch of its list; 'Quitar' sends them back.
    await screen.modal.getByTestId('marcar-asignadas').click();
    await expect(screen.modal.getByTestId('marcar-asignadas')).toHaveText('Desmarcar todo');
    await screen.move('Quitar');
    await expect(screen.list('Asignadas').getByRole('listitem')).toHaveCount(0);
    await screen.mark('Por asignar', 'Acapulco Lomas', 'Campeche Reforma');
    await screen.move('Asignar');

    // Cancelar forgets the moves, once the user agrees to discard them.
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await descartar(page);
    await expect(screen.modal).toBeHidden();
    await screen.editar(GRUPO);
    await expect(screen.list('Asignadas').getByRole('listitem')).toHaveCount(0);

    await screen.mark('Por asignar', 'Acapulco Lomas', 'Campeche Reforma');
    await screen.move('Asignar');
    await screen.modal.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, '¿Desea guardar las sucursales en el grupo?');
    await vioAviso(page, 'Sucursales guardadas correctamente.');
    await expect(screen.modal).toBeHidden();

    // The saved branches show on the right for the selected group.
    await screen.row(GRUPO).click();
    await expect(screen.sucursalesCard).toContainText(`Sucursales del grupo ${GRUPO}`);
    await expect(
      screen.sucursalesCard.getByRole('cell', { name: 'Acapulco Lomas', exact: true }),
    ).toBeVisible();
    await expect(
      screen.sucursalesCard.getByRole('cell', { name: 'Campeche Reforma', exact: true }),
    ).toBeVisible();

    // Rename in the modal.
    await screen.editar(GRUPO);
    await screen.modal.locator('#nombreGrupo').fill(`${GRUPO} Sur`);
    await screen.modal.getByRole('button', { name: 'Cambiar nombre' }).click();
    await vioAviso(page, 'Grupo actualizado correctamente.');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(screen.row(`${GRUPO} Sur`)).toBeVisible();

    // Delete, after answering 'No' once.
    await screen.eliminar(`${GRUPO} Sur`);
    await confirm(page, '¿Desea eliminar el grupo?', 'No');
    await expect(screen.row(`${GRUPO} Sur`)).toBeVisible();
    await screen.eliminar(`${GRUPO} Sur`);
    await confirm(page, '¿Desea eliminar el grupo?');
    await vioAviso(page, 'Grupo eliminado correctamente.');
    await expect(screen.row(`${GRUPO} Sur`)).toHaveCount(0);
  });

  test('branches of other groups are not offered for assignment', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new GrupoSucursalesPage(page);
    await screen.goto();
    await screen.editar('Zona Norte');
    // Branches of other groups are not offered in 'Por asignar'.
    await expect(screen.list('Por asignar')).not.toContainText('Celaya La Paz');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
  });
});
