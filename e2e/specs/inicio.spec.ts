import { expect, test } from '@playwright/test';
import { InicioPage } from '../pages/inicio.page';
import { signIn } from '../pages/login';
import { apiFromPage } from '../pages/session';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];
const PRECIOS_HOY = 'Precios programados que inician hoy';

/** Today in Mexico City, as the server counts 'starting today'. */
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

test.describe('Inicio (issue 29)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`a count follows a change made through the API (${nombre}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const inicio = new InicioPage(page);
      await inicio.goto();
      await expect(inicio.conteo('Facturas en revisión')).toBeVisible();
      const antes = await inicio.total(PRECIOS_HOY);

      // A price change starting today for an article of a supplier that has none pending.
      const [proveedor] = (await apiFromPage(page, 'GET', '/buscadores/buscar-proveedores/nadro')).body
        .data as {
        codigo: number;
      }[];
      const filas = (await apiFromPage(page, 'GET', `/proveedores/${proveedor!.codigo}/0`)).body.data as {
        idCatArticulosProveedoresCostosEnc: number;
        costoActual: number;
        precioPublicoActual: number;
        pendiente: boolean;
      }[];
      const fila = filas.find((f) => !f.pendiente)!;
      const guardado = await apiFromPage(page, 'POST', '/proveedores/preciosProgramadosGuardar', {
        codProveedor: proveedor!.codigo,
        datosPrecios: [
          {
            idCatArticulosProveedoresCostosEnc: fila.idCatArticulosProveedoresCostosEnc,
            fechaInicio: hoy(),
            nuevoCosto: Math.round(fila.costoActual * 105) / 100,
            precioPublico: Math.round(fila.precioPublicoActual * 105) / 100,
          },
        ],
      });
      expect(guardado.body.value, guardado.body.message).toBe(true);

      // Remembered counts are read again once the data changed (the audit log moved): no minute's wait.
      await page.reload();
      await expect(inicio.conteo(PRECIOS_HOY)).toHaveAccessibleName(`${PRECIOS_HOY}: ${antes + 1}`);
      // The chain's sales by zone, drawn (the chart's code loads on demand) and in a table for screen readers.
      const ventas = page.getByRole('figure', { name: /Ventas netas por zona y día/ });
      await expect(ventas.locator('.recharts-wrapper')).toBeVisible();
      expect(await ventas.getByRole('row').count()).toBe(31);
      await page.screenshot({ path: `test-results/inicio-${width}.png`, fullPage: true });

      await inicio.conteo(PRECIOS_HOY).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Precios programados/i);
      // Back on Inicio, the screen just opened is a recent one.
      await page.goBack();
      await expect(inicio.recientes.getByRole('link', { name: 'Precios programados' })).toBeVisible();
    });
  }

  test('a user without the screens sees no counts', async ({ page }) => {
    await signIn(page, 'consulta');
    const inicio = new InicioPage(page);
    await inicio.goto();
    await expect(page.getByText('No hay pendientes en las pantallas de su menú.')).toBeVisible();
  });
});
