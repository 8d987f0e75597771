import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { expect, type Page, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { ClientesPage } from '../pages/clientes.page';
import { conClaveDeMapas, LUGARES_FALSOS, PUNTO_CLIC, simularGoogleMaps } from '../pages/google-maps-falso';
import { signIn } from '../pages/login';
import { accept, confirm, dialog } from '../pages/shell';

/** The POST requests the page sends to a path ending in `fin`, counted as they leave the browser. */
const contarPosts = (page: Page, fin: string) => {
  const enviados: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(fin)) enviados.push(r.postData() ?? '');
  });
  return enviados;
};

/**
 * Search, open the detail of a customer without a position, place it by typed coordinates (no maps
 * key: no place search, and no other customer offered), save its schedules and itself after Si.
 */
const caminoPrincipal = async (page: Page, CLIENTE: string, busqueda: string, horario: string) => {
  const horarios = contarPosts(page, '/catalogos/clientes/guarda/detalle/horarios');
  const detalles = contarPosts(page, '/catalogos/clientes/guarda/detalle');
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
  await accept(page, m.sinSucursalCerca);

  // Without the maps key the map says why it cannot search, and no other customer is offered.
  await expect(page.getByText(m.sinClaveMapas)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Elegir / })).toHaveCount(0);
  await expect(screen.marcadores).toHaveCount(0);

  // Typed coordinates: range-checked in Spanish, then placed.
  await screen.ubicarEn('95, -98.2');
  await accept(page, m.latitud);
  await expect(page.locator('#latitud')).toHaveValue('');
  await screen.ubicarEn('19.0413, -98.2062');
  await expect(page.locator('#latitud')).toHaveValue('19.0413');
  await expect(page.locator('#longitud')).toHaveValue('-98.2062');
  await expect(page.locator('#uRL')).toHaveValue(
    'https://www.google.com/maps/search/?api=1&query=19.0413,-98.2062',
  );

  // Schedules: a text area per type; a double click on Guardar asks once and saves once, after Si.
  await screen.boton('Horarios de sucursal').click();
  await expect(screen.horarios.getByLabel('Entrega a domicilio')).toBeVisible();
  await screen.horarios.getByLabel('Farmacia', { exact: true }).fill(horario);
  await screen.horarios.getByRole('button', { name: 'Guardar' }).dblclick();
  await confirm(page, m.deseaGuardarHorarios);
  await vioAviso(page, 'Se han guardado los horarios correctamente');
  await expect(screen.horarios).toBeHidden();
  expect(horarios).toHaveLength(1);

  // Guardar asks first: No keeps the detail and sends nothing.
  await screen.boton('Guardar').click();
  await confirm(page, m.deseaGuardar, 'No');
  await expect(dialog(page, m.deseaGuardar)).toBeHidden();
  await expect(page.locator('#nombre')).toHaveValue(CLIENTE);
  expect(detalles).toHaveLength(0);

  // Si saves once and goes back to the list as it was left (the search kept).
  await screen.boton('Guardar').dblclick();
  await confirm(page, m.deseaGuardar);
  await expect(screen.buscar).toHaveValue(busqueda);
  await expect(screen.row(CLIENTE)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('buscar')).toBe(busqueda);
  expect(detalles).toHaveLength(1);
  expect(JSON.parse(detalles[0] ?? '{}')).toMatchObject({ latitud: 19.0413, longitud: -98.2062 });

  // Saved: the position and the schedules are there on a new visit.
  await screen.editar(CLIENTE);
  await expect(page.locator('#latitud')).toHaveValue('19.0413');
  await screen.boton('Horarios de sucursal').click();
  await expect(screen.horarios.getByLabel('Farmacia', { exact: true })).toHaveValue(horario);
  await screen.horarios.getByRole('button', { name: 'Cancelar' }).click();

  // Saving again without placing it: the spec's map warning; Cancelar back to the list.
  await screen.boton('Guardar').click();
  await accept(page, m.sinFarmacia);
  await screen.boton('Cancelar').click();
  await expect(screen.row(CLIENTE)).toBeVisible();
};

test.describe('Clientes (S13–S14)', () => {
  test('place a customer by typed coordinates, save its schedules and itself after Si, once each', async ({
    page,
  }) => {
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

  test("with the maps key Google's place search by the chain's name lists the places; offline it says why", async ({
    page,
  }) => {
    await conClaveDeMapas(page);
    await simularGoogleMaps(page, true);
    await signIn(page, 'admin');
    const screen = new ClientesPage(page);
    await screen.goto();
    await screen.buscarCliente('san rafael');
    await screen.editar('Farmacia San Rafael Centro');
    await expect(screen.google.locator('[data-mapa="google"]')).toBeVisible();
    await expect(screen.marcadores).toHaveCount(0);

    // The places come from the provider's search by the chain's name, not from other customers.
    const [lomas, centro] = LUGARES_FALSOS;
    await expect(page.getByRole('button', { name: `Elegir ${lomas.nombre}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Elegir ${centro.nombre}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Elegir Farmacia / })).toHaveCount(0);

    // A marker chosen on Google's map sets the position and the maps link.
    const marcador = screen.google.getByRole('button', { name: lomas.nombre, exact: true });
    await marcador.click();
    await expect(page.locator('#latitud')).toHaveValue(String(lomas.lat));
    await expect(page.locator('#uRL')).toHaveValue(
      `https://www.google.com/maps/search/?api=1&query=${lomas.lat},${lomas.lng}`,
    );
    await expect(marcador).toHaveAttribute('data-escala', '12');

    // A click on the map itself places the customer there.
    await screen.google.locator('[data-mapa="google"]').click({ position: { x: 300, y: 300 } });
    await expect(page.locator('#latitud')).toHaveValue(String(PUNTO_CLIC.lat));

    // The search box searches the provider by the chain's name and the text; nothing found says so.
    await screen.buscarFarmacia.fill('centro');
    await screen.buscarFarmacia.press('Enter');
    await expect(page.getByRole('button', { name: `Elegir ${centro.nombre}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Elegir ${lomas.nombre}` })).toHaveCount(0);
    await screen.buscarFarmacia.fill('xyz');
    await screen.buscarFarmacia.press('Enter');
    await expect(page.getByText(m.sinSucursalCerca)).toBeVisible();

    // Google unreachable: the detail says so and draws the OpenStreetMap map instead.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await conClaveDeMapas(page);
    await simularGoogleMaps(page, false);
    await page.reload();
    await expect(page.getByText(m.sinGoogleMaps)).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();

    // Offline: the grey map says why, and typed coordinates still place the customer.
    await page.context().setOffline(true);
    await expect(page.getByText(m.sinConexion)).toBeVisible();
    await screen.ubicarEn('19.0413, -98.2062');
    await expect(page.locator('#latitud')).toHaveValue('19.0413');
    await page.context().setOffline(false);
  });
});
