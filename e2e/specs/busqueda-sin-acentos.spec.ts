import { expect, test } from '@playwright/test';
import { CatalogoBaranetosPage } from '../pages/catalogos.page';
import { MedicosPage } from '../pages/domicilios-medicos-antibioticos.page';
import { signIn } from '../pages/login';
import { Shell } from '../pages/shell';

/** Searches typed without accents (and in another case) find the accented rows, in two real screens. */
test.describe('Búsqueda sin acentos', () => {
  test("doctors: 'JOSE' finds José; Baranetos sections: 'lavanderia' finds Lavandería", async ({ page }) => {
    await signIn(page, 'admin');
    const medicos = new MedicosPage(page);
    await medicos.goto();
    const buscar = page.getByLabel('Buscar médico');
    await buscar.fill('JOSE');
    await buscar.press('Enter');
    await expect(medicos.doctorRows().first()).toContainText('José');
    // Every row holds José (or a plain Jose): the accent and the case did not matter. Polled: the
    // first row may already match while the rest of the old list is still shown.
    await expect
      .poll(async () => (await medicos.doctorRows().allInnerTexts()).every((t) => /Jos[eé]/.test(t)))
      .toBe(true);

    const shell = new Shell(page);
    const secciones = new CatalogoBaranetosPage(page);
    await shell.open('Baranetos', 'Catálogos', 'Secciones');
    await expect(shell.title).toHaveText('Secciones');
    await secciones.buscar('Ingrese Código o Nombre de la Sección', 'lavanderia');
    await expect(secciones.row('Lavandería')).toBeVisible();
    await secciones.buscar('Ingrese Código o Nombre de la Sección', 'CAFE Y TE');
    await expect(secciones.row('Café y té')).toBeVisible();
    await expect(secciones.row('Lavandería')).toBeHidden();
  });
});
