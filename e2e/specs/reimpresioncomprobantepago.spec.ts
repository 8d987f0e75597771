import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { diaTecleado, teclearFecha } from '../pages/fechas';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import {
  REIMPRESION_PATH,
  REIMPRESION_TITULO,
  ReimpresionPage,
} from '../pages/reimpresioncomprobantepago.page';
import { expectPath } from '../pages/session';
import { accept, Shell } from '../pages/shell';

/** A day counted from today in Mexico City, as the API writes it (YYYY-MM-DD). */
const diaIso = (dias: number) => diaTecleado(dias).split('/').reverse().join('-');

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 900, indice: 0 },
  { nombre: 'teléfono', width: 390, height: 844, indice: 1 },
];

test.describe('Reimpresión de comprobantes de pago (S37)', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const { nombre, width, height, indice } of anchos) {
    test(`search, generate an unstamped receipt, print its PDF and download its XML (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new ReimpresionPage(page);
      if (width >= 768) await new Shell(page).open('Baranetos', 'SAT', 'Reimpresión de comprobantes');
      else await screen.goto();
      await expectPath(page, REIMPRESION_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(REIMPRESION_TITULO);
      await expect(screen.modoPrueba).toContainText(m.modoPrueba);
      await expect(screen.serie.locator('xpath=..')).toContainText('BA');

      // Both dates are required.
      await screen.fechaInicio.click();
      await screen.fechaInicio.press('ControlOrMeta+a');
      await screen.fechaInicio.press('Delete');
      await screen.fechaInicio.press('Tab');
      await screen.buscar.click();
      await accept(page, m.fechaRequerida);
      await expect(screen.fechaInicio).toBeFocused();

      // Nothing in 2001.
      await teclearFecha(screen.fechaInicio, '01/01/2001');
      await teclearFecha(screen.fechaFin, '31/12/2001');
      await screen.buscar.click();
      await accept(page, m.sinComprobantes);
      await expect(screen.tabla).toContainText(m.sinComprobantes);

      // Two years, typed the wrong way round: swapped; stamped ones with 'PDF', the others with 'Generar'.
      await teclearFecha(screen.fechaInicio, diaTecleado(0));
      await teclearFecha(screen.fechaFin, diaTecleado(-800));
      await screen.buscar.click();
      await expect(screen.filas.first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`fi=${diaIso(-800)}`));
      // The end is today, the default: the address leaves it out.
      const pendientes = await screen.sinTimbrar();
      expect(pendientes.length).toBeGreaterThan(indice);
      const elegido = pendientes[indice]!;
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/reimpresion-${width}.png`, fullPage: true });

      // 'Generar' stamps it: the toast, and the row now offers 'PDF'.
      await screen.accion(elegido, 'Generar');
      await vioAviso(page, m.timbrado);
      await expect(screen.fila(elegido)).toContainText('Timbrado');
      const ventana = page.waitForEvent('popup');
      await screen.accion(elegido, 'PDF');
      const pdf = await ventana;
      await expect.poll(() => pdf.url()).toMatch(/^blob:/);
      await pdf.close();
      const descarga = page.waitForEvent('download');
      await screen.accion(elegido, 'XML');
      expect((await descarga).suggestedFilename()).toMatch(
        new RegExp(`^${elegido}_[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\\.xml$`),
      );
    });
  }
});
