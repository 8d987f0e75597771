import { expect, test } from '@playwright/test';
import { DiasInternacionalesPage } from '../pages/dias-internacionales.page';
import { signIn } from '../pages/login';
import { accept, confirm, dialog } from '../pages/shell';

const VACIA = 'Debe escribir una descripcion para el dia internacional';
const LARGA = 'La descripcion para el dia internacional no debe sobrepasar los 120 caracteres';

for (const { nombre, width, height } of [
  { nombre: 'escritorio', width: 1366, height: 900 },
  { nombre: 'teléfono', width: 390, height: 844 },
]) {
  test(`Dias Internacionales (S15) at ${width} px: search, add with formatting, edit and delete`, async ({
    page,
  }) => {
    const titulo = `Día Mundial de la Bicicleta (${nombre})`;
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new DiasInternacionalesPage(page);
    await screen.goto();

    // The demo year, with its formatted descriptions drawn (bold and colour survive the sanitiser).
    const salud = screen.row('Día Mundial de la Salud');
    await expect(salud).toContainText('7 de abril');
    await expect(salud.locator('strong')).toHaveText('Día Mundial de la Salud');
    await expect(salud.locator('span[style*="color"]')).toContainText('Cuida tu bienestar');

    // Search by description, accents and case ignored.
    await screen.buscar.fill('DETECCION OPORTUNA');
    await expect(screen.row('Día Mundial contra el Cáncer')).toBeVisible();
    await expect(salud).toBeHidden();
    await screen.buscar.fill('');
    await expect(salud).toBeVisible();

    // The checks in the spec's order: text first, then its 120 characters (of text, not HTML).
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(screen.editor).toBeVisible();
    await screen.guardar();
    await accept(page, VACIA);
    await screen.escribir('x'.repeat(121));
    await expect(screen.conteo).toContainText('121 / 120 caracteres · 1 palabra');
    await screen.guardar();
    await accept(page, LARGA);

    // A formatted description: a bold word, then plain text.
    await screen.escribir('');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Pedalea');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' por tu salud');
    await expect(screen.conteo).toContainText('20 / 120 caracteres · 4 palabras');
    await screen.modal.getByLabel('Título').fill(titulo);
    await screen.diaMes('la fecha', 3, 'junio');
    await screen.diaMes('inicio', 28, 'mayo');
    await screen.diaMes('fin', 3, 'junio');
    await screen.guardar();
    await confirm(page, '¿Desea guardar el día internacional?');
    await expect(screen.modal).toBeHidden();
    const fila = screen.row(titulo);
    await expect(fila).toContainText('3 de junio');
    await expect(fila).toContainText('28 de mayo');
    await expect(fila.locator('strong')).toHaveText('Pedalea');

    // Edit: the saved text comes back into the editor.
    await screen.accion('Editar', titulo);
    await expect(screen.editor).toContainText('Pedalea por tu salud');
    await screen.escribir('Muévete en bici');
    await screen.guardar();
    await confirm(page, '¿Desea guardar el día internacional?');
    await expect(screen.modal).toBeHidden();
    await expect(fila).toContainText('Muévete en bici');

    // Delete, after the confirmation: the row goes.
    await screen.accion('Eliminar', titulo);
    await confirm(page, '¿Desea eliminar el día internacional?');
    await expect(fila).toHaveCount(0);
    await expect(dialog(page, VACIA)).toHaveCount(0);
  });
}
