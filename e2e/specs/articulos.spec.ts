import { expect, test } from '@playwright/test';
import { ArticulosPage, PENDIENTES_TITULO } from '../pages/articulos.page';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { accept, confirm, dialog, Shell } from '../pages/shell';

const GUARDADO = 'Articulo guardado correctamente';

test.describe('Artículos (S05, S06)', () => {
  test('complete a pending DIFARMER article from the pending list', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoPendientes();
    await expect(new Shell(page).title).toHaveText(PENDIENTES_TITULO);
    await page.getByLabel('Buscar artículo pendiente').fill('zzzz');
    await page.getByRole('button', { name: /Buscar$/ }).click();
    await accept(page, 'no se encontraron resultados');
    // Several results open the results modal, paged by the server 25 at a time.
    await page.getByLabel('Buscar artículo pendiente').fill('mg');
    await page.getByRole('button', { name: /Buscar$/ }).click();
    const resultados = page.getByRole('dialog', { name: 'Resultados de la búsqueda' });
    await expect(resultados.getByRole('row')).toHaveCount(26);
    await page.keyboard.press('Escape');
    await expect(resultados).toBeHidden();

    const fila = page.getByRole('row').nth(1);
    const codigo = (await fila.getByRole('cell').first().textContent())?.trim() ?? '';
    await page.getByLabel('Buscar artículo pendiente').fill(codigo);
    await page.getByRole('button', { name: /Buscar$/ }).click();
    const modal = page.getByRole('dialog', { name: `Completar artículo DIFARMER ${codigo}` });
    await expect(modal).toBeVisible();
    await expect(s.campo('descripcion')).toBeDisabled();

    await modal.getByRole('button', { name: 'Guardar' }).click();
    await accept(page, 'Seleccione una Medida');
    await expect(s.campo('codMedida')).toBeFocused();
    await s.elegirPrimera('art-codMedida');
    if (await s.campo('gotasML').isEnabled()) await s.campo('gotasML').fill('20');
    await s.elegir('art-familia', 'ANALGESICOS', true);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, GUARDADO);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: `Completar ${codigo}`, exact: true })).toHaveCount(0);
  });

  test('create a new article with a barcode and a default supplier cost', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await expect(s.campo('descripcion')).toBeDisabled();
    await s.buscarArticulo('');
    await expect(s.campo('descripcion')).toBeEnabled();

    await s.guardar();
    await accept(page, 'Escribir una descripcion');
    await expect(s.campo('descripcion')).toBeFocused();
    await s.campo('descripcion').fill('GEL ANTIBACTERIAL E2E 250 ML');
    await s.guardar();
    await accept(page, 'Debe agregar al menos un codigo de barras');

    await s.agregarCodBarras('7501112223334');
    await expect(page.getByText('7501112223334')).toBeVisible();
    await s.campo('registroSSA').fill('123M2021 SSA');
    await s.campo('fraccion').fill('IV');
    await s.elegir('art-formula', 'PARACETAMOL', true);
    await s.elegir('art-laboratorio', 'LABORATORIOS PISA', true);
    await s.elegir('art-formaFarmaceutica', 'TABLETAS', true);
    await s.elegir('art-codMedida', 'PIEZA');
    await s.elegir('art-linea', 'OTC', true);
    await s.elegir('art-familia', 'ANALGESICOS', true);
    await s.guardar();
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, GUARDADO);

    await page.getByRole('button', { name: 'Agregar costo de proveedor' }).click();
    const costo = page.getByRole('dialog', { name: 'Costo de proveedor' });
    await costo.getByRole('button', { name: 'Guardar' }).click();
    await accept(page, 'Seleccione una marca');
    await s.elegir('costo-marca', 'PISA');
    await s.elegirPrimera('costo-proveedor');
    await costo.getByLabel('Costo').fill('10.1234');
    await costo.getByLabel('Precio mayoreo').fill('12.50');
    await costo.getByLabel('Precio público').fill('15.90');
    await costo.getByText('Usar como precio global (default)').click();
    await costo.getByRole('button', { name: 'Guardar' }).click();
    await vioAviso(page, 'Costo guardado correctamente.');
    await expect(page.getByRole('cell', { name: 'Precio global' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '$10.1234' })).toBeVisible();
  });

  test('an airtime article: the toggle sets the SAT code and its fields are required', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('');
    await s.campo('descripcion').fill('RECARGA TELCEL E2E 100');
    await s.agregarCodBarras('7501112229990');
    await s.campo('registroSSA').fill('NA');
    await s.campo('fraccion').fill('NA');
    await s.campo('codigoSAT').fill('');
    await s.campo('articuloRecarga').click();
    await expect(s.campo('codigoSAT')).toHaveValue('01010101');
    await expect(s.campo('codigoSAT')).toBeDisabled();
    await s.elegir('art-formula', 'PARACETAMOL', true);
    await s.elegir('art-laboratorio', 'LABORATORIOS PISA', true);
    await s.elegir('art-formaFarmaceutica', 'TABLETAS', true);
    await s.elegir('art-codMedida', 'PIEZA');
    await s.elegir('art-linea', 'OTC', true);
    await s.elegir('art-familia', 'RECARGAS TIEMPO AIRE', true);
    await s.guardar();
    await accept(page, 'Debe seleccionar un proveedor de recarga');
    await s.elegir('art-recargaProveedor', 'TAECEL');
    await s.elegir('art-recargaCompania', 'TELCEL');
    await s.elegir('art-recargaTipoProducto', 'TIEMPO AIRE');
    await s.campo('recargaCaracteristica').fill('Saldo Telcel');
    await s.campo('recargaImporte').fill('100');
    await s.campo('recargaDescripcion').fill('Tiempo aire Telcel $100');
    await s.guardar();
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, GUARDADO);
    await expect(page.getByRole('button', { name: 'Agregar costo de proveedor' })).toHaveCount(0);
  });

  test('product group: mark a principal and be refused removing it', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('PARACETAMOL 500 MG TAB');
    const lista = page.getByRole('dialog', { name: 'Seleccione un artículo' });
    await lista.getByRole('row').nth(1).click();
    await expect(s.campo('descripcion')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Grupo de Productos' }).click();
    const modal = page.getByRole('dialog', { name: /Grupo de Productos/ });
    await modal.getByRole('button', { name: 'Marcar principal' }).click();
    await accept(page, 'Debe seleccionar un producto o grupo');
    await modal.getByRole('button', { name: 'Nuevo grupo con el artículo' }).click();
    await vioAviso(page, 'Producto agregado al grupo correctamente.');
    const descripcion = await s.campo('descripcionFarmasi').inputValue();
    await modal.getByRole('row').filter({ hasText: descripcion }).last().click();
    await modal.getByRole('button', { name: 'Marcar principal' }).click();
    await vioAviso(page, 'Producto marcado como principal.');
    await modal.getByRole('row').filter({ hasText: descripcion }).last().click();
    await modal.getByRole('button', { name: 'Quitar del grupo' }).click();
    await accept(page, 'No se puede eliminar un producto marcado como principal.');
  });

  test('stock per branch with each filter', async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await page.getByRole('button', { name: 'Existencia sucursales' }).click();
    await accept(page, 'Seleccione un artículo para mostrar su existencia.');
    await s.buscarArticulo('900001');
    await expect(s.campo('descripcion')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Existencia sucursales' }).click();
    const modal = page.getByRole('dialog', { name: /Existencia sucursales/ });
    const total = modal.getByTestId('existencia-total');
    await expect(total).not.toHaveText('0');
    const todas = Number(await total.textContent());
    await modal.getByText('Propias', { exact: true }).click();
    const propias = Number(await total.textContent());
    await modal.getByText('Licenciatarios', { exact: true }).click();
    const lic = Number(await total.textContent());
    expect(propias + lic).toBe(todas);
    expect(propias).toBeGreaterThan(0);
    expect(lic).toBeGreaterThan(0);
    await modal.getByText('Todas', { exact: true }).click();
    await expect(total).toHaveText(String(todas));
    await expect(dialog(page, 'Existencia sucursales')).toBeVisible();
  });

  test('Enter walks the form in order and, from the last field, runs the save checks (issue 30)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('');
    await s.campo('descripcion').fill('CREMA E2E ENTER');
    await s.campo('descripcion').press('Enter');
    await expect(s.campo('descripcionFarmasi')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(s.campo('estatus')).toBeFocused();
    await s.campo('fraccion').fill('IV');
    await s.campo('fraccion').press('Enter');
    await expect(s.campo('formula')).toBeFocused();
    // Enter in the last field sends: the first failed check is shown and its field focused.
    await s.campo('proveedorDefault').focus();
    await page.keyboard.press('Enter');
    await accept(page, 'Debe agregar al menos un codigo de barras');
    await expect(s.campo('codBarras')).toBeFocused();
  });

  test("airtime on and off keeps a linked article's SAT code 51101500 (issue 30)", async ({ page }) => {
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('900002');
    await expect(s.campo('codigoSAT')).toHaveValue('51101500');
    await s.campo('articuloRecarga').click();
    await expect(s.campo('codigoSAT')).toHaveValue('01010101');
    await s.campo('articuloRecarga').click();
    await expect(s.campo('codigoSAT')).toHaveValue('51101500');
    await s.guardar();
    await confirm(page, '¿Desea guardar los cambios?');
    await vioAviso(page, GUARDADO);
    await page.reload();
    await s.buscarArticulo('900002');
    await expect(s.campo('descripcionFarmasi')).not.toHaveValue('');
    await expect(s.campo('codigoSAT')).toHaveValue('51101500');
  });

  test('at 390 px the supplier cost row actions are on screen (issue 30)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const s = new ArticulosPage(page);
    await s.gotoAlta();
    await s.buscarArticulo('900001');
    const menu = page.getByRole('button', { name: /^Acciones del costo de / }).first();
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toBeInViewport({ ratio: 1 });
    const caja = await menu.boundingBox();
    expect((caja?.x ?? 999) + (caja?.width ?? 0)).toBeLessThanOrEqual(390);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('dialog', { name: 'Costo de proveedor' })).toBeVisible();
  });
});
