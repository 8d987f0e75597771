import { expect, test } from '@playwright/test';
import { elegidoEn, selectOption } from '../pages/antd';
import { vioAviso } from '../pages/avisos';
import {
  DIAS_DESCUENTOS_PATH,
  DIAS_DESCUENTOS_TITULO,
  DiasDescuentosPage,
} from '../pages/dias-descuentos.page';
import { signIn } from '../pages/login';
import { apiFromPage, expectPath } from '../pages/session';
import { accept, confirm, dialog, Shell } from '../pages/shell';

/** A date counted from today as the field takes it typed (DD/MM/YYYY) and as the list shows it. */
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const dia = (desdeHoy: number) => {
  const d = new Date(Date.now() + desdeHoy * 86_400_000);
  const dd = String(d.getDate()).padStart(2, '0');
  return {
    escrita: `${dd}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`,
    mostrada: `${dd}/${MESES[d.getMonth()]}/${d.getFullYear()}`,
  };
};

test.describe('Baranetos: días de descuentos y exclusiones (S56–S57)', () => {
  test('a retyped start date and a 7,5 discount are saved as typed; 01/01/1900 is refused (issue 30)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const screen = new DiasDescuentosPage(page);
    await new Shell(page).open('Baranetos', 'Descuentos generales', 'Días de descuentos');
    const fila = page.getByRole('row').filter({ hasText: 'Martes de abarrotes' }).first();
    const sucursal = (await fila.getByRole('cell').nth(2).textContent())?.trim() ?? '';
    await fila.getByRole('button', { name: `Editar Martes de abarrotes ${sucursal}` }).click();
    const inicio = screen.modal.locator('#fechaVigenciaInicio');
    const retypear = async (texto: string) => {
      await inicio.click();
      // As a user sees it: the calendar is open before typing (opening late put the old text back).
      await expect(inicio).toHaveAttribute('data-calendario', 'abierto');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(texto);
    };

    // 1900-01-01 is the API's 'no date': refused with a warning, and the click on Guardar saves nothing.
    await retypear('01/01/1900');
    await screen.guardar();
    await accept(page, 'La fecha 01/ene/1900 no se puede elegir en este campo.');
    await expect(dialog(page, '¿Desea guardar el registro?')).toHaveCount(0);
    await expect(inicio).toBeFocused();

    // Retyped and then Guardar clicked at once: the typed date is the one saved.
    const nueva = dia(-3);
    await screen.modal.locator('#descuento').fill('7,5');
    await retypear(nueva.escrita);
    await screen.guardar();
    await confirm(page, '¿Desea guardar el registro?');
    await vioAviso(page, 'Registro guardado correctamente.');
    await expect(screen.modal).toBeHidden();
    const guardada = page
      .getByRole('row')
      .filter({ hasText: 'Martes de abarrotes' })
      .filter({ hasText: sucursal });
    await expect(guardada).toContainText(nueva.mostrada);
    await expect(guardada).toContainText('7.5');
  });

  test('a Thursday promotion discounts an article until its category is excluded', async ({ page }) => {
    await signIn(page, 'admin');
    const shell = new Shell(page);
    const screen = new DiasDescuentosPage(page);
    await shell.open('Baranetos', 'Descuentos generales', 'Días de descuentos');
    await expect(new Shell(page).title).toHaveText(DIAS_DESCUENTOS_TITULO);

    await page.getByRole('button', { name: 'Agregar' }).click();
    await screen.guardar();
    await accept(page, 'Debe capturar el nombre de la promoción');
    await screen.modal.locator('#nomPromocion').fill('Jueves E2E');
    await screen.guardar();
    await accept(page, 'Debe seleccionar una sucursal');
    await screen.modal.locator('#codSucursal').fill('Toluca');
    await selectOption(page, 'Baranetos Toluca Lerma');
    await screen.guardar();
    await accept(page, 'Debe marcar un día de la semana');
    await screen.modal.getByRole('checkbox', { name: 'Jueves' }).check();
    await screen.guardar();
    await accept(page, 'El descuento debe ser mayor a cero');
    // Only digits reach the field.
    await screen.modal.locator('#descuento').pressSequentially('1a5%');
    await expect(screen.modal.locator('#descuento')).toHaveValue('15');
    await screen.fecha('fechaVigenciaInicio', '01/jun/2026');
    await screen.fecha('fechaVigenciaFinal', '30/jun/2026');
    await screen.guardar();
    await confirm(page, '¿Desea guardar el registro?');
    await vioAviso(page, 'Registro guardado correctamente.');
    await expect(screen.modal).toBeHidden();
    const fila = page.getByRole('row').filter({ hasText: 'Jueves E2E' });
    await expect(fila).toContainText('Baranetos Toluca Lerma');
    await expect(fila).toContainText('01/jun/2026');

    // Article 100001 is rice (Abarrotes › Granos y semillas › Arroz); 4 June 2026 is a Thursday.
    const answer = async () =>
      (await apiFromPage(page, 'GET', '/Baranetos/descuentoaplicable/100001/908/2026-06-04')).body.data;
    expect(await answer()).toMatchObject({ descuento: 15, nomPromocion: 'Jueves E2E', exclusion: null });

    await page.getByRole('button', { name: 'Excluir de días de descuentos' }).click();
    await expectPath(page, '/baranetos/descuentosgenerales/excluirdiasdescuentos');
    const finder = page.getByRole('combobox', { name: 'Buscar categoría' });
    await finder.fill('Arroz');
    await selectOption(page, 'Arroz (Granos y semillas)');
    await expect(page.getByText('La categoría Arroz fue excluida de los días de descuento.')).toBeVisible();
    const excluida = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Arroz', exact: true }) });
    await expect(excluida).toBeVisible();
    expect(await answer()).toMatchObject({ descuento: 0, exclusion: { tipo: 'C', descripcion: 'Arroz' } });

    // Choosing it again is refused by the server's check.
    await finder.fill('Arroz');
    await selectOption(page, 'Arroz (Granos y semillas)');
    await expect(
      dialog(page, 'La categoría Arroz ya se encuentra excluida de los días de descuento.'),
    ).toBeVisible();
    await accept(page, 'La categoría Arroz ya se encuentra excluida de los días de descuento.');

    await excluida.getByRole('button', { name: 'Quitar Arroz' }).click();
    await confirm(page, '¿Desea quitar la exclusión?');
    await expect(page.getByText('Se quitó la exclusión de Arroz.')).toBeVisible();
    await expect(excluida).toHaveCount(0);
    expect((await answer()).descuento).toBe(15);

    await page.getByRole('button', { name: 'Volver a días de descuentos' }).click();
    await expectPath(page, '/baranetos/descuentosgenerales/diasdescuentos');
  });

  test('branch and validity stay in the URL: Volver, reload and Back keep them; typed text picks the option (issue 30)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const screen = new DiasDescuentosPage(page);
    await new Shell(page).open('Baranetos', 'Descuentos generales', 'Días de descuentos');
    await expect(screen.filas.first()).toBeVisible({ timeout: 30_000 });

    // Typed text and Enter take the highlighted match of the text (SelectBuscable), not the first option.
    await screen.elegir('Sucursal', 'toluca');
    await expect(elegidoEn(screen.filtro('Sucursal'))).toHaveText('Baranetos Toluca Lerma');
    await screen.elegir('Vigencia', 'no vig');
    await expect(elegidoEn(screen.filtro('Vigencia'))).toHaveText('No vigentes');
    await expect(page).toHaveURL(/[?&]sucursal=\d+/);
    await expect(page).toHaveURL(/[?&]vigencia=0(&|$)/);
    const codigo = Number(new URL(page.url()).searchParams.get('sucursal'));
    const esperadas = (await apiFromPage(page, 'GET', `/Baranetos/obtenerdiasdescuentos/0/${codigo}/0`)).body
      .data as { nomPromocion: string }[];
    expect(esperadas.length).toBeGreaterThan(0);
    const filtrada = async () => {
      await expect(elegidoEn(screen.filtro('Sucursal'))).toHaveText('Baranetos Toluca Lerma');
      await expect(elegidoEn(screen.filtro('Vigencia'))).toHaveText('No vigentes');
      await expect(screen.filas).toHaveCount(esperadas.length);
      for (const sucursal of await screen.filas.locator('td:nth-child(3)').allInnerTexts())
        expect(sucursal.trim()).toBe('Baranetos Toluca Lerma');
    };
    await filtrada();

    await page.getByRole('button', { name: 'Excluir de días de descuentos' }).click();
    await expectPath(page, '/baranetos/descuentosgenerales/excluirdiasdescuentos');
    await page.getByRole('button', { name: 'Volver a días de descuentos' }).click();
    await expect(page).toHaveURL(/diasdescuentos\?/);
    await filtrada();

    await page.reload();
    await filtrada();

    // Back: the exclusion screen, the list as it was before it, then the list before 'No vigentes'.
    await page.goBack();
    await expectPath(page, '/baranetos/descuentosgenerales/excluirdiasdescuentos');
    await page.goBack();
    await filtrada();
    await page.goBack();
    await expect(elegidoEn(screen.filtro('Vigencia'))).toHaveText('Todas');
    await expect(elegidoEn(screen.filtro('Sucursal'))).toHaveText('Baranetos Toluca Lerma');
    await expect(page).not.toHaveURL(/vigencia=/);
  });

  test('at 390 px no cell of the list lies under another: Descuento (%) is readable (issue 30)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const screen = new DiasDescuentosPage(page);
    await page.goto(DIAS_DESCUENTOS_PATH.slice(1));
    await expect(screen.filas.first()).toBeVisible({ timeout: 30_000 });
    const descuento = screen.filas.first().locator('td').nth(3);
    await expect(descuento).not.toBeEmpty();
    // As the list first shows and scrolled to its end, the visible part of each cell is that cell's own.
    expect(await screen.celdasTapadas()).toEqual([]);
    await screen.desplazarAlFinal();
    expect(await screen.celdasTapadas()).toEqual([]);
    await descuento.scrollIntoViewIfNeeded();
    expect(await screen.celdasTapadas()).toEqual([]);
  });
});
