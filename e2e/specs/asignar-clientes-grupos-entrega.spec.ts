import { expect, test } from '@playwright/test';
import { AsignacionGruposPage } from '../pages/asignacion-grupos';
import { GRUPOS_ENTREGA_PATH } from '../pages/asignar-clientes-grupos-entrega.page';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { accept, confirm, dialog, Shell } from '../pages/shell';

const GRUPO = 'Ruta Golfo y Sureste';

test.describe('Asignar clientes a grupos de entrega (S43)', () => {
  test('add branches to a delivery group, find them, delete one and all', async ({ page }) => {
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Administración', 'Asignar clientes a grupos de entrega');
    const screen = new AsignacionGruposPage(page, GRUPOS_ENTREGA_PATH);
    await expect(screen.grupo(GRUPO)).toContainText('Sin sucursales');

    // A branch in no group.
    await screen.buscar('Mérida Del Valle');
    await expect(dialog(page, 'Esta sucursal aun no esta en un grupo.')).toBeVisible();
    await accept(page, 'Esta sucursal aun no esta en un grupo.');

    await screen.agregar(GRUPO);
    await screen.guardar();
    await accept(page, 'Debe seleccionar al menos una sucursal');
    await screen.marcar('Mérida Del Valle', 'Cancún Jardines');
    await screen.guardar();
    await confirm(page, '¿Desea guardar las sucursales en el grupo?');
    await vioAviso(page, 'Sucursales agregadas al grupo correctamente.');
    await expect(screen.grupo(GRUPO)).toContainText('2');

    // The search shows the branch's group, opened.
    await screen.buscar('Mérida Del Valle');
    await expect(screen.grupos()).toHaveCount(1);
    await expect(screen.sucursales()).toHaveCount(2);

    await screen.sucursales().filter({ hasText: 'Cancún Jardines' }).getByRole('button').click();
    await confirm(page, `¿Desea eliminar la sucursal Cancún Jardines del grupo ${GRUPO}?`);
    await vioAviso(page, 'Sucursal eliminada del grupo correctamente.');
    await expect(screen.sucursales()).toHaveCount(1);

    await page.getByRole('button', { name: `Eliminar todas las sucursales de ${GRUPO}` }).click();
    await confirm(page, `¿Desea eliminar todas las sucursales del grupo ${GRUPO}?`);
    await expect(page.getByText(`Se eliminaron las sucursales del grupo ${GRUPO}.`)).toBeVisible();
    await expect(screen.grupo(GRUPO)).toContainText('Sin sucursales');
  });

  test('the calls are refused to a user without the screen', async ({ page }) => {
    await signIn(page, 'cajero');
    expect((await apiFromPage(page, 'GET', '/grupos-entrega/grupos')).status).toBe(403);
  });
});
