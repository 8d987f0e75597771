import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { BolsaDeTrabajoPage } from '../pages/bolsa-de-trabajo.page';
import { signIn } from '../pages/login';
import { accept, confirm, dialog } from '../pages/shell';

const anchos = [
  {
    nombre: 'escritorio',
    width: 1366,
    height: 900,
    titulo: 'Químico responsable',
    conCv: 'Auxiliar de farmacia',
    cvs: 3,
  },
  {
    nombre: 'teléfono',
    width: 390,
    height: 844,
    titulo: 'Cajero nocturno',
    conCv: 'Desarrollador web',
    cvs: 2,
  },
] as const;

test.describe('Bolsa de trabajo (S19)', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const a of anchos) {
    test(`${a.nombre}: search, add, edit, applicants (download, delete) and delete a vacancy`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: a.width, height: a.height });
      await signIn(page, 'admin');
      const screen = new BolsaDeTrabajoPage(page);
      await screen.goto();
      // The first load of the screen's chunk and list may be slow on a busy machine.
      await expect(screen.row(a.conCv)).toContainText(String(a.cvs), { timeout: 30_000 });

      // The search ignores accents and case.
      await screen.buscar.fill('MEDICO');
      await expect(screen.row('Médico general para consultorio')).toBeVisible();
      await expect(screen.row(a.conCv)).toBeHidden();
      await screen.buscar.fill('');

      // A vacancy without applicants answers with the error dialog.
      await screen.accion('Chofer repartidor', 'Postulantes');
      await expect(dialog(page, 'No existen aplicantes para esta vacante')).toBeVisible();
      await accept(page, 'No existen aplicantes para esta vacante');

      // New vacancy: the first missing field is warned, then every field is filled.
      await screen.nueva.click();
      await expect(screen.vacanteModal).toBeVisible();
      await screen.vacanteModal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, 'Es necesario capturar el área de la vacante.');
      await screen.vacanteModal.getByLabel('Área').fill('Operaciones');
      await screen.vacanteModal.getByLabel('Título').fill(a.titulo);
      await screen.vacanteModal.getByLabel('Salario').fill('A convenir');
      await screen.vacanteModal.getByLabel('Ubicación').fill('Sucursal Atlixco Centro');
      await screen.elegir('Estado', 'Puebla');
      await screen.elegir('Ciudad', 'Atlixco');
      await screen.elegir('Tipo de empleo', 'Media jornada');
      await screen.elegir('Modalidad', 'Presencial');
      await screen.vacanteModal
        .getByLabel('Descripción del puesto')
        .fill('Atención en mostrador.\nSurtido de recetas.');
      await screen.vacanteModal.getByRole('button', { name: 'Guardar' }).click();
      await confirm(page, '¿Desea guardar la vacante?');
      await vioAviso(page, 'La vacante se guardó correctamente.');
      await expect(screen.vacanteModal).toBeHidden();
      await expect(screen.row(a.titulo)).toContainText('Activa');

      // Edit: the saved fields come back, the title changes.
      await screen.accion(a.titulo, 'Editar');
      await expect(screen.vacanteModal.getByLabel('Ubicación')).toHaveValue('Sucursal Atlixco Centro');
      await screen.vacanteModal.getByLabel('Título').fill(`${a.titulo} (sábados)`);
      await screen.vacanteModal.getByRole('button', { name: 'Guardar' }).click();
      await confirm(page, '¿Desea guardar la vacante?');
      await expect(screen.row(`${a.titulo} (sábados)`)).toBeVisible();

      // Applicants: download a CV (a real file), delete one.
      await screen.accion(a.conCv, 'Postulantes');
      const modal = screen.postulantesModal(a.conCv);
      await expect(modal.getByRole('row')).toHaveCount(a.cvs + 1);
      const fila = modal.getByRole('row').filter({ hasText: 'PDF' }).first();
      const nombre = (await fila.getByRole('cell').first().innerText()).trim();
      const [descarga] = await Promise.all([
        page.waitForEvent('download'),
        screen.telefono
          ? (async () => {
              await fila.getByRole('button', { name: `Acciones de ${nombre}` }).click();
              await page.getByRole('menuitem', { name: 'Descargar CV' }).click();
            })()
          : fila.getByRole('button', { name: `Descargar ${nombre}` }).click(),
      ]);
      expect(descarga.suggestedFilename()).toBe(nombre);
      expect(
        readFileSync((await descarga.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      if (screen.telefono) {
        await fila.getByRole('button', { name: `Acciones de ${nombre}` }).click();
        await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      } else await fila.getByRole('button', { name: `Eliminar ${nombre}` }).click();
      await confirm(page, '¿Desea eliminar al postulante y su CV?');
      await expect(modal.getByRole('row')).toHaveCount(a.cvs);
      await modal.getByRole('button', { name: 'Cerrar' }).click();
      await expect(screen.row(a.conCv)).toContainText(String(a.cvs - 1));

      // Delete the new vacancy.
      await screen.accion(`${a.titulo} (sábados)`, 'Eliminar');
      await confirm(page, `¿Desea eliminar la vacante ${a.titulo} (sábados)?`);
      await expect(screen.row(`${a.titulo} (sábados)`)).toBeHidden();
    });
  }
});
