import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ArticulosPage } from '../pages/articulos.page';
import { AsignacionGruposPage } from '../pages/asignacion-grupos';
import { ASIGNAR_SUCURSALES_GRUPOS_PATH } from '../pages/asignar-sucursales-grupos.page';
import { MedicosPage } from '../pages/domicilios-medicos-antibioticos.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';
import { descartar } from '../pages/shell';

/** The web kit's list pieces, each on a screen that uses it. */
test.describe('Kit de listas', () => {
  test('a finder asks the server as the user types and the choice lands in the URL', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('farmasi/administracion/recargas-telefonicas');
    const finder = page.getByRole('combobox', { name: 'Buscar sucursal' });
    await finder.click();
    await finder.fill('Mérida');
    const opcion = page.locator('.ant-select-item-option:visible').filter({ hasText: 'Mérida' }).first();
    const etiqueta = (await opcion.innerText()).trim();
    const codigo = Number(etiqueta.split(' - ')[0]);
    await opcion.click();
    await expect(page).toHaveURL(new RegExp(`codSucursal=${codigo}`));
    await page.reload();
    // A loaded machine answers slowly: the first load of a screen gets more time than a click.
    await expect(page.getByText(etiqueta)).toBeVisible({ timeout: 30_000 });
  });

  test("the selection modal's 'Marcar todo' marks only the rows the search shows", async ({ page }) => {
    await signIn(page, 'admin');
    const grupo = `Zona Kit Listas ${Date.now() % 100_000}`;
    const creado = await apiFromPage(page, 'POST', '/grupo-sucursales/guardar-elimina', {
      grupo: 0,
      nombre: grupo,
    });
    expect(creado.body.value).toBe(true);
    const screen = new AsignacionGruposPage(page, ASIGNAR_SUCURSALES_GRUPOS_PATH);
    await screen.goto();
    await screen.agregar(grupo);
    const filtro = screen.modal.getByLabel('Filtrar sucursales');
    const filas = screen.modal.locator('tr.ant-table-row');
    await expect(filas.first()).toBeVisible();
    const todas = await filas.count();
    await filtro.fill('Mérida');
    const mostradas = await filas.count();
    expect(mostradas).toBeGreaterThan(0);
    expect(mostradas).toBeLessThan(todas);
    await screen.modal.getByRole('button', { name: 'Marcar todo' }).click();
    await expect(
      screen.modal.getByText(mostradas === 1 ? '1 seleccionada' : `${mostradas} seleccionadas`),
    ).toBeVisible();
    await filtro.fill('');
    const marcadas = screen.modal.locator('tr.ant-table-row-selected');
    await expect(marcadas).toHaveCount(Math.min(mostradas, 10));
    for (const texto of await marcadas.allInnerTexts()) expect(texto).toContain('Mérida');
    await screen.modal.getByRole('button', { name: 'Cancelar' }).click();
    await descartar(page); // the marks
  });

  test('a list keeps filter and page in the URL: reload and Back return to them', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MedicosPage(page);
    await screen.goto();
    await expect(screen.doctorRows()).toHaveCount(15, { timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Buscar médico' }).fill('a');
    await page.getByRole('searchbox', { name: 'Buscar médico' }).press('Enter');
    await expect(page).toHaveURL(/buscar=a/);
    const primeraPagina = await screen.cedulaOf(0);
    await screen.gotoPage(2);
    await expect(page).toHaveURL(/pagina=2/);
    await expect(screen.doctorRows().first().locator('td').nth(1)).not.toHaveText(primeraPagina);
    const segundaPagina = await screen.cedulaOf(0);

    await page.reload();
    await expect(screen.doctorRows().first().locator('td').nth(1)).toHaveText(segundaPagina, {
      timeout: 30_000,
    });
    await expect(page.getByRole('searchbox', { name: 'Buscar médico' })).toHaveValue('a');
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    await page.goBack();
    await expect(page).not.toHaveURL(/pagina=2/);
    await expect(screen.doctorRows().first().locator('td').nth(1)).toHaveText(primeraPagina);
  });

  test('Back and Forward restore the list and its search box together (issue 30, S47)', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MedicosPage(page);
    await screen.goto();
    await expect(screen.doctorRows()).toHaveCount(15, { timeout: 30_000 });
    // Two doctors' cédulas: each search lists only doctors whose cédula holds it.
    const primero = await screen.cedulaOf(0);
    const segundo = await screen.cedulaOf(5);
    const caja = page.getByRole('searchbox', { name: 'Buscar médico' });
    const cedulas = screen.doctorRows().locator('td:nth-child(2)');
    const listaDe = async (cedula: string) =>
      expect
        .poll(async () => {
          const lista = (await cedulas.allInnerTexts()).map((t) => t.trim());
          return lista.includes(cedula) && lista.every((t) => t.includes(cedula));
        })
        .toBe(true);

    await caja.fill(primero);
    await caja.press('Enter');
    await listaDe(primero);
    await caja.fill(segundo);
    await caja.press('Enter');
    await listaDe(segundo);

    await page.goBack();
    await listaDe(primero);
    await expect(caja).toHaveValue(primero);
    await page.goForward();
    await listaDe(segundo);
    await expect(caja).toHaveValue(segundo);
    await page.goBack();
    await page.goBack();
    await expect(screen.doctorRows()).toHaveCount(15);
    await expect(caja).toHaveValue('');
  });

  test('Exportar a Excel downloads every filtered row of a server-paged list', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new MedicosPage(page);
    await screen.goto();
    const total = page.locator('.ant-pagination-total-text');
    await expect(total).toBeVisible({ timeout: 30_000 });
    const todos = await total.innerText();
    await page.getByRole('searchbox', { name: 'Buscar médico' }).fill('a');
    await page.getByRole('searchbox', { name: 'Buscar médico' }).press('Enter');
    await expect(total).not.toHaveText(todos);
    const cuantos = Number((await total.innerText()).replace(/\D/g, ''));
    expect(cuantos).toBeGreaterThan(15);

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('medicos.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await archivo.path());
    const hoja = libro.worksheets[0];
    expect(hoja?.getRow(1).values).toEqual([undefined, 'Cédula', 'Registro SSA', 'Médico', 'Domicilios']);
    expect((hoja?.rowCount ?? 0) - 1).toBe(cuantos);
  });

  test('a server-sorted list keeps its sort and page in the URL; its export follows the sort', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await new ArticulosPage(page).gotoPendientes();
    const filas = page.locator('tr.ant-table-row');
    const codigos = async () =>
      (await filas.locator('td:nth-child(1)').allInnerTexts()).map((t) => Number(t.trim()));
    await expect(filas.first()).toBeVisible({ timeout: 30_000 });
    const codigo = page.getByRole('columnheader', { name: 'Código' });
    await codigo.click();
    await expect(page).toHaveURL(/orden=codArticulo&direccion=asc/);
    // The header shows the new sort a render after the URL has it: the next click starts from there.
    await expect(codigo).toHaveAttribute('aria-sort', 'ascending');
    await codigo.click();
    await expect(page).toHaveURL(/orden=codArticulo&direccion=desc/);
    await expect(codigo).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const c = await codigos();
        return c.length > 1 && c.every((x, i) => i === 0 || c[i - 1]! > x);
      })
      .toBe(true);
    const primeraPagina = await codigos();
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(async () => (await codigos())[0]).toBeLessThan(primeraPagina.at(-1)!);
    const segundaPagina = await codigos();

    await page.reload();
    await expect(page).toHaveURL(/orden=codArticulo&direccion=desc/);
    await expect.poll(codigos, { timeout: 30_000 }).toEqual(segundaPagina);
    await expect(page.getByRole('columnheader', { name: 'Código' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('articulos-pendientes.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await archivo.path());
    const hoja = libro.worksheets[0]!;
    expect(hoja.getRow(1).values).toEqual([undefined, 'Código', 'Artículo', 'Fórmula']);
    const exportados = hoja.getColumn(1).values.slice(2) as number[];
    expect(exportados.slice(0, primeraPagina.length)).toEqual(primeraPagina);
    expect(exportados).toEqual([...exportados].sort((a, b) => b - a));
  });
});
