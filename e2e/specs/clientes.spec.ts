import { expect, type Page, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { ClientesPage } from '../pages/clientes.page';
import { conClaveDeMapas, simularGoogleMaps } from '../pages/google-maps-falso';
import { signIn } from '../pages/login';
import { accept } from '../pages/shell';

/** Search, open the detail of a customer without a position, locate it on the map, save its schedules and itself. */
const caminoPrincipal = async (page: Page, CLIENTE: string, busqueda: string, horario: string) => {
  const screen = new ClientesPage(page);
  await screen.goto();
  await expect(page.getByText('Total: 55 registros')).toBeVisible({ timeout: 30_000 });
  await screen.buscarCliente(busqueda);
  await expect(screen.row(CLIENTE)).toBeVisible();
  await expect(page.getByText('Total: 1 registro')).toBeVisible();
  await screen.editar(CLIENTE);
  await expect(page.locator('#latitud')).toHaveValue('');

  // No maps link yet: the save is refused.
  await screen.boton('Guardar').click();
  await accept(page, 'No se encontró una sucursal cerca');

  // Without a position every placed pharmacy is offered; the search box narrows the markers and the list.
  await expect(screen.marcadores.first()).toBeVisible();
  await screen.buscarFarmacia.fill('san rafael');
  await expect(screen.marcadores).toHaveCount(1);
  await page.getByRole('button', { name: 'Elegir Farmacia San Rafael Centro' }).click();
  await expect(page.locator('#latitud')).toHaveValue(/^19\.0/);
  await expect(page.locator('#uRL')).toHaveValue(
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=19\.0/,
  );

  // Schedules: a text area per type.
  await screen.boton('Horarios de sucursal').click();
  await expect(screen.horarios.getByLabel('Entrega a domicilio')).toBeVisible();
  await screen.horarios.getByLabel('Farmacia', { exact: true }).fill(horario);
  await screen.horarios.getByRole('button', { name: 'Guardar' }).click();
  await vioAviso(page, 'Se han guardado los horarios correctamente');
  await expect(screen.horarios).toBeHidden();

  // Guardar goes back to the list as it was left (the search kept).
  await screen.boton('Guardar').click();
  await expect(screen.buscar).toHaveValue(busqueda);
  await expect(screen.row(CLIENTE)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('buscar')).toBe(busqueda);

  // Saved: the position and the schedules are there on a new visit.
  await screen.editar(CLIENTE);
  await expect(page.locator('#latitud')).toHaveValue(/^19\.0/);
  await screen.boton('Horarios de sucursal').click();
  await expect(screen.horarios.getByLabel('Farmacia', { exact: true })).toHaveValue(horario);
  await screen.horarios.getByRole('button', { name: 'Cancelar' }).click();

  // Saving again without choosing on the map: the spec's map warning; Cancelar back to the list.
  await screen.boton('Guardar').click();
  await accept(page, 'No se ha seleccionado ninguna farmacia en el mapa.');
  await screen.boton('Cancelar').click();
  await expect(screen.row(CLIENTE)).toBeVisible();
};

test.describe('Clientes (S13–S14)', () => {
  test('locate a customer on the map, save its schedules and come back to the list', async ({ page }) => {
    await signIn(page, 'admin');
    await caminoPrincipal(
      page,
      'Dispensario Médico San José',
      'dispensario medico',
      'Lunes a domingo de 8:00 a 22:00',
    );
  });

  test('the same path at a phone width (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await caminoPrincipal(page, 'Farmacia Nueva Ñuñoa', 'NUNOA', 'Diario de 9:00 a 21:00');
  });

  test('with the maps-key parameter set Google Maps draws the places; offline it falls back to OpenStreetMap', async ({
    page,
  }) => {
    await conClaveDeMapas(page);
    await simularGoogleMaps(page, true);
    await signIn(page, 'admin');
    const screen = new ClientesPage(page);
    await screen.goto();
    await screen.buscarCliente('san rafael');
    await screen.editar('Farmacia San Rafael Centro');
    const google = page.frameLocator('iframe[title="Mapa de farmacias (Google Maps)"]');
    await expect(google.locator('[data-mapa="google"]')).toBeVisible();
    await expect(screen.marcadores).toHaveCount(0);
    // Choosing a marker on Google's map sets the position and the maps link in the detail.
    const marcador = google.getByRole('button', { name: 'Farmacia San Rafael Centro' });
    await marcador.click();
    await expect(page.locator('#uRL')).toHaveValue(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=19\.0/,
    );
    await expect(marcador).toHaveAttribute('data-escala', '12');

    // Google unreachable: the detail says so and draws the Leaflet map instead.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await conClaveDeMapas(page);
    await simularGoogleMaps(page, false);
    await page.reload();
    await expect(
      page.getByText('No se pudo cargar Google Maps; se muestra el mapa de OpenStreetMap.'),
    ).toBeVisible();
    await expect(screen.marcadores.first()).toBeVisible();
  });
});
