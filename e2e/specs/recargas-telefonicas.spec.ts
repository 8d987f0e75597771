import { expect, test } from '@playwright/test';
import { selectOption } from '../pages/antd';
import { signIn } from '../pages/login';
import { accept, confirm, Shell } from '../pages/shell';

test.describe('Recargas Telefonicas (S46)', () => {
  test('add a provider user with the checks in order, edit it, resend it', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    await shell.open('Farmacias', 'Administración', 'Recargas Telefonicas');
    await expect(shell.title).toHaveText('Recargas Telefonicas');

    await page.getByRole('button', { name: 'Agregar' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: 'Agregar proveedor' });
    const guardar = () => modal.getByRole('button', { name: 'Guardar' }).click();
    await guardar();
    await accept(page, 'Es necesario capturar una sucursal.');
    await modal.locator('#sucursal').fill('Acapulco');
    await selectOption(page, 'Acapulco');
    await guardar();
    await accept(page, 'Es necesario capturar un usuario.');
    await expect(modal.locator('#usuario')).toBeFocused();
    await modal.locator('#usuario').fill('acapulco.taecel');
    await guardar();
    await accept(page, 'Es necesario capturar una password.');
    await modal.locator('#password').fill('Secreta#2026');
    await guardar();
    await accept(page, 'Es necesario seleccionar un proveedor.');
    await modal.locator('#proveedor').click();
    await selectOption(page, 'TAECEL');
    await guardar();
    await confirm(page, '¿Desea guardar los datos del proveedor?');
    await expect(
      page.getByText('Datos del proveedor guardados correctamente. Se enviarán a la sucursal.'),
    ).toBeVisible();
    await expect(modal).toBeHidden();

    const fila = page.getByRole('row').filter({ hasText: 'acapulco.taecel' });
    await expect(fila).toContainText('TAECEL');
    await expect(page.getByText('Secreta#2026')).toHaveCount(0);

    // Edit: the stored password is not shown and must be captured again.
    await fila.getByRole('button', { name: /^Editar/ }).click();
    const editar = page.getByRole('dialog').filter({ hasText: 'Editar proveedor' });
    await expect(editar.locator('#password')).toHaveValue('');
    await editar.locator('#usuario').fill('acapulco.taecel2');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await accept(page, 'Es necesario capturar una password.');
    await editar.locator('#password').fill('Nueva#2026');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, '¿Desea guardar los datos del proveedor?');
    const editada = page.getByRole('row').filter({ hasText: 'acapulco.taecel2' });
    await expect(editada).toBeVisible();

    await editada.getByRole('button', { name: /^Reenviar/ }).click();
    await confirm(page, '¿Desea reenviar los datos del proveedor a la sucursal?');
    await expect(page.getByText(/Los datos del proveedor se reenviarán a la sucursal/)).toBeVisible();
  });
});
