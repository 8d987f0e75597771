import { expect, test } from '@playwright/test';
import { ArticulosPage } from '../pages/articulos.page';
import { vioAviso } from '../pages/avisos';
import { CatalogoBaranetosPage } from '../pages/catalogos.page';
import { DiasDescuentosPage } from '../pages/dias-descuentos.page';
import { GrupoSucursalesPage } from '../pages/grupo-sucursales.page';
import { signIn } from '../pages/login';
import { confirm, dialog, Shell, SIN_GUARDAR } from '../pages/shell';
import { TraspasosSucursalesPage } from '../pages/traspasos-sucursales.page';

/** The web kit's form pieces, on the screens where a user found them wanting (issue 10, part 4). */
test.describe('Kit de formularios', () => {
  // Each test signs in and opens a lazy screen: generous on a loaded two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('Enter in the department modal asks to save and the question stays until answered', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new CatalogoBaranetosPage(page);
    await shell.open('Baranetos', 'Catálogos', 'Departamentos');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const descripcion = screen.modal.locator('#descripcion');
    await expect(descripcion).toBeFocused(); // the first field, as the modal opens
    await descripcion.pressSequentially('Jardinería Enter E2E');
    await descripcion.press('Enter');
    const pregunta = dialog(page, '¿Desea guardar los cambios?');
    await expect(pregunta).toBeVisible();
    await page.waitForTimeout(700);
    await expect(pregunta).toBeVisible();
    await expect(page.getByText('Departamento guardado correctamente.')).toHaveCount(0);
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, 'Departamento guardado correctamente.');
  });

  test("a double click on 'Crear grupo' creates one group and no 'ya existe' warning", async ({ page }) => {
    await signIn(page, 'cajero');
    const screen = new GrupoSucursalesPage(page);
    await screen.goto();
    await expect(screen.nuevoGrupo).toBeVisible({ timeout: 30_000 });
    let envios = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/guardar-elimina')) envios += 1;
    });
    await screen.nuevoGrupo.fill('Doble Clic E2E');
    await screen.crearGrupo.dblclick();
    await vioAviso(page, 'Grupo creado correctamente.');
    await expect(screen.row('Doble Clic E2E')).toHaveCount(1);
    await page.waitForTimeout(700);
    await expect(page.getByText(/ya existe/i)).toHaveCount(0);
    expect(envios).toBe(1);
  });

  test('typed dates are accepted: 01/12/2026 in a modal, 01/11/2026 and 1-11-2026 in a filter', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const descuentos = new DiasDescuentosPage(page);
    await shell.open('Baranetos', 'Descuentos generales', 'Días de descuentos');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const inicio = descuentos.modal.locator('#fechaVigenciaInicio');
    await inicio.click();
    await inicio.pressSequentially('01/12/2026');
    await inicio.press('Enter');
    await expect(inicio).toHaveValue('01/dic/2026');
    await descuentos.modal.getByRole('button', { name: 'Cancelar' }).click();
    await confirm(page, SIN_GUARDAR, 'Si'); // a typed date is unsaved work
    await expect(descuentos.modal).toHaveCount(0);

    // The transfers filter refuses days after today (Nov 2026 on this machine), so it takes past ones.
    const traspasos = new TraspasosSucursalesPage(page);
    await traspasos.goto();
    for (const [id, texto] of [
      ['de', '01/11/2026'],
      ['a', '1-11-2026'],
    ] as const) {
      const campo = page.locator(`#${id}`);
      await campo.click();
      await campo.press('ControlOrMeta+a');
      await campo.pressSequentially(texto);
      // Leaving the field confirms the typed date. An Enter here would also submit the filters, and
      // the search it starts may open its 'No existen…' dialog over 'Buscar' at any moment.
      await campo.press('Tab');
      await expect(campo).toHaveValue('01/nov/2026');
    }
    await traspasos.buscar.click();
    await expect(traspasos.total).toHaveText(/\d+ traspasos?/);
  });

  test('letters typed into a cost field are refused; only the number stays', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('900001');
    await expect(s.campo('descripcion')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Agregar costo de proveedor' }).click();
    const modal = page.getByRole('dialog', { name: 'Costo de proveedor' });
    const costo = modal.getByLabel('Costo', { exact: true });
    await costo.click();
    await costo.pressSequentially('12a.34.567');
    await expect(costo).toHaveValue('12.3456');
    await costo.fill('abc'); // a pasted text that is not a number leaves the field as it was
    await expect(costo).toHaveValue('12.3456');
    const publico = modal.getByLabel('Precio público');
    await publico.click();
    await publico.pressSequentially('9x9.999');
    await expect(publico).toHaveValue('99.99');
  });

  test('typed data is never discarded without asking: Esc, Back, the menu and closing the tab', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new CatalogoBaranetosPage(page);
    await shell.open('Baranetos', 'Catálogos', 'Departamentos');
    const direccion = page.url();
    await page.getByRole('button', { name: 'Agregar' }).click();
    const descripcion = screen.modal.locator('#descripcion');
    await descripcion.pressSequentially('Sin guardar E2E');

    await descripcion.press('Escape');
    await confirm(page, SIN_GUARDAR, 'No');
    await expect(descripcion).toHaveValue('Sin guardar E2E');

    await page.goBack();
    await confirm(page, SIN_GUARDAR, 'No');
    await expect(descripcion).toHaveValue('Sin guardar E2E');
    expect(page.url()).toBe(direccion);

    // Reloading or closing the tab: the browser's own question.
    const preguntas: string[] = [];
    page.on('dialog', (d) => {
      preguntas.push(d.type());
      void d.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => preguntas).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await confirm(page, SIN_GUARDAR, 'Si');
    await expect(screen.modal).toHaveCount(0);
    // Nothing typed any more: the menu leaves without a question.
    await shell.open('Baranetos', 'Catálogos', 'Secciones');
    await expect(dialog(page, SIN_GUARDAR)).toHaveCount(0);
  });
});
