import { expect, test } from '@playwright/test';
import { CrearGruposEntregaPage } from '../pages/crear-grupos-entrega.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { accept, confirm, descartar, dialog, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

test.describe('Grupos de entrega (S17)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`search, create, edit and delete a delivery group (${nombre}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const GRUPO = `Ruta Sierra Gorda ${width}`;
      await signIn(page, 'admin');
      const screen = new CrearGruposEntregaPage(page);
      if (width >= 768) await new Shell(page).open('Farmacias', 'Catálogos', 'Grupos de entrega');
      else await screen.goto();

      // The demo groups, with a dash on the days they do not deliver.
      await expect(screen.hora('Ruta Bajío', 'Lunes')).toHaveText('09:30');
      await expect(screen.hora('Ruta Bajío', 'Martes')).toHaveText('—');

      // Search by name, without accents or case, and by number.
      await screen.buscar.fill('RUTA BAJIO');
      await expect(screen.filas()).toHaveCount(1);
      await expect(screen.fila('Ruta Bajío')).toBeVisible();
      const numero = (await screen.fila('Ruta Bajío').locator('td').first().textContent()) ?? '';
      await screen.buscar.fill('');
      await expect(screen.fila('Ruta Norte')).toBeVisible();
      await screen.buscar.fill(numero);
      await expect(screen.filas()).toHaveCount(1);
      await screen.buscar.fill('');

      // A new group: every time 00:00 and disabled until its day is checked; the name is required.
      await screen.nuevo();
      await expect(screen.horaDe('Lunes')).toHaveValue('00:00');
      await expect(screen.horaDe('Lunes')).toBeDisabled();
      await screen.guardar();
      await accept(page, 'Introdusca un nombre para el grupo.');
      await screen.nombre(GRUPO);
      await screen.dia('Lunes').check();
      await expect(screen.horaDe('Lunes')).toBeEnabled();
      await screen.ponerHora('Lunes', '06:45');
      await screen.dia('Sábado').check();
      await screen.guardar();
      await expect(screen.modal).toBeHidden();
      await expect(screen.hora(GRUPO, 'Lunes')).toHaveText('06:45');
      await expect(screen.hora(GRUPO, 'Martes')).toHaveText('—');
      await expect(screen.hora(GRUPO, 'Sábado')).toHaveText('00:00');

      // A rejected new group keeps the modal open.
      await screen.nuevo();
      await screen.nombre('ruta bajio');
      await screen.guardar();
      await accept(page, 'Ya existe un grupo de entrega con el nombre ruta bajio.');
      await expect(screen.modal).toBeVisible();
      await screen.cancelar();
      await descartar(page); // the typed name
      await expect(screen.modal).toBeHidden();

      // Edit: Monday off, Wednesday at 14:30.
      await screen.accion(GRUPO, 'Editar');
      await expect(screen.horaDe('Lunes')).toHaveValue('06:45');
      await screen.dia('Lunes').uncheck();
      await expect(screen.horaDe('Lunes')).toBeDisabled();
      await screen.dia('Miércoles').check();
      await screen.ponerHora('Miércoles', '14:30');
      await screen.guardar();
      await expect(screen.modal).toBeHidden();
      await expect(screen.hora(GRUPO, 'Lunes')).toHaveText('—');
      await expect(screen.hora(GRUPO, 'Miércoles')).toHaveText('14:30');

      // A rejected edit closes the modal (001 §8) and the group stays as it was.
      await screen.accion(GRUPO, 'Editar');
      await screen.nombre('Ruta Norte');
      await screen.guardar();
      await accept(page, 'Ya existe un grupo de entrega con el nombre Ruta Norte.');
      await expect(screen.modal).toBeHidden();
      await expect(screen.fila(GRUPO)).toBeVisible();

      // A group with customers is not deleted.
      await screen.accion('Ruta Centro matutina', 'Eliminar');
      await expect(dialog(page, 'No se puede eliminar el grupo Ruta Centro matutina')).toBeVisible();
      await accept(page, 'No se puede eliminar el grupo Ruta Centro matutina');
      await expect(screen.fila('Ruta Centro matutina')).toBeVisible();

      // Delete, after answering 'No' once.
      await screen.accion(GRUPO, 'Eliminar');
      await confirm(page, `¿Desea eliminar el grupo de entrega ${GRUPO}?`, 'No');
      await expect(screen.fila(GRUPO)).toBeVisible();
      await screen.accion(GRUPO, 'Eliminar');
      await confirm(page, `¿Desea eliminar el grupo de entrega ${GRUPO}?`);
      await expect(screen.fila(GRUPO)).toHaveCount(0);
      await page.screenshot({ path: `test-results/crear-grupos-entrega-${width}.png`, fullPage: true });
    });
  }

  test('the calls are refused to a user without the screen', async ({ page }) => {
    await signIn(page, 'cajero');
    expect((await apiFromPage(page, 'GET', '/grupos-entrega-hora')).status).toBe(403);
    expect((await apiFromPage(page, 'POST', '/grupos-entrega-hora/eliminar', { grupo: 1 })).status).toBe(403);
  });
});
