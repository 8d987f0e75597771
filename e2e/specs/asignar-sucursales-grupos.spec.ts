import { expect, test } from '@playwright/test';
import { AsignacionGruposPage } from '../pages/asignacion-grupos';
import { ASIGNAR_SUCURSALES_GRUPOS_PATH } from '../pages/asignar-sucursales-grupos.page';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { accept, confirm, dialog } from '../pages/shell';

const GRUPO = 'Zona Península';

test.describe('Asignar sucursales a grupos (S43)', () => {
  test('assign branches in no group, delete one and all', async ({ page }) => {
    await signIn(page, 'admin');
    // A group of its own, made through the branch-groups screen's call, so other specs' data stays.
    const creado = await apiFromPage(page, 'POST', '/grupo-sucursales/guardar-elimina', {
      grupo: 0,
      nombre: GRUPO,
    });
    expect(creado.body.value).toBe(true);
    const screen = new AsignacionGruposPage(page, ASIGNAR_SUCURSALES_GRUPOS_PATH);
    await screen.goto();
    await expect(screen.grupo(GRUPO)).toContainText('Sin sucursales');

    await screen.buscar('Mérida Del Valle');
    await accept(page, 'Esta sucursal aun no esta en un grupo.');

    await screen.agregar(GRUPO);
    await expect(screen.modal).not.toContainText('Celaya La Paz');
    await screen.guardar();
    await expect(dialog(page, 'Debe seleccionar al menos una sucursal')).toBeVisible();
    await accept(page, 'Debe seleccionar al menos una sucursal');
    await screen.marcar('Mérida Del Valle', 'Cancún Jardines');
    await screen.guardar();
    await confirm(page, '¿Desea guardar las sucursales en el grupo?');
    await vioAviso(page, 'Sucursales agregadas al grupo correctamente.');

    await screen.buscar('Cancún Jardines');
    await expect(screen.grupos()).toHaveCount(1);
    await expect(screen.sucursales()).toHaveCount(2);
    await screen.sucursales().filter({ hasText: 'Mérida Del Valle' }).getByRole('button').click();
    await confirm(page, `¿Desea eliminar la sucursal Mérida Del Valle del grupo ${GRUPO}?`);
    await expect(screen.sucursales()).toHaveCount(1);
    await page.getByRole('button', { name: `Eliminar todas las sucursales de ${GRUPO}` }).click();
    await confirm(page, `¿Desea eliminar todas las sucursales del grupo ${GRUPO}?`);
    await expect(page.getByText(`Se eliminaron las sucursales del grupo ${GRUPO}.`)).toBeVisible();
    await expect(screen.grupo(GRUPO)).toContainText('Sin sucursales');

    await apiFromPage(page, 'POST', '/grupo-sucursales/guardar-elimina', {
      grupo: creado.body.data.idCatGrupoSucursalesEnc,
      nombre: 'eliminar',
    });
  });

  test('the branch-groups screen alone does not grant these calls', async ({ page }) => {
    await signIn(page, 'cajero');
    expect((await apiFromPage(page, 'GET', '/asignar-sucursales-grupos/grupos')).status).toBe(403);
  });
});
