import { generarPolizasMessages as m } from '@farmasi/contracts/contabilidad/generar-polizas';
import { expect, test } from '@playwright/test';
import { CuentasContablesPage } from '../pages/cuentas-contables.page';
import { diaTecleado, GenerarPolizasPage } from '../pages/generar-polizas.page';
import { signIn } from '../pages/login';
import { accept, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

/** Each póliza's debits and credits, in cents, read from the file's M lines (FORMATS.md columns). */
const sumasPorPoliza = (texto: string) => {
  const sumas: { cargos: number; abonos: number }[] = [];
  for (const linea of texto.split('\r\n')) {
    if (linea.startsWith('P ')) sumas.push({ cargos: 0, abonos: 0 });
    if (!linea.startsWith('M ')) continue;
    const centavos = Math.round(Number(linea.slice(47, 67)) * 100);
    const s = sumas.at(-1)!;
    if (linea[45] === '0') s.cargos += centavos;
    else s.abonos += centavos;
  }
  return sumas;
};

test.describe('Generar Polizas (S24)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`nothing for today, then a week of sales downloaded as a balanced CONTPAQi file (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new GenerarPolizasPage(page);
      if (width >= 768) await new Shell(page).open('Farmacias', 'Contabilidad', 'Generar pólizas');
      else await screen.goto();

      // The defaults: today, type 1, company 1, folio 0; today has no cut yet.
      await expect(page.locator('.ant-select').filter({ has: page.locator('#empresa') })).toHaveText(
        'Farmacias FarmaSí',
      );
      await screen.generar.click();
      await accept(page, m.sinInformacion);

      // Folio keeps digits only (e, E, + and - are refused as typed).
      await page.locator('#folio').pressSequentially('e+-');
      await expect(page.locator('#folio')).toHaveValue('0');

      await screen.fecha('fechaInicio', diaTecleado(-7));
      await screen.fecha('fechaFin', diaTecleado(-1));
      if (width < 768) await screen.elegir('empresa', 'Baranetos');
      await screen.elegir('poliza', width < 768 ? '3 Devoluciones de producto' : '1 Venta y costo de venta');
      await screen.folio('120');
      await page.screenshot({ path: `test-results/generar-polizas-${width}.png`, fullPage: true });
      const { nombre: archivo, texto } = await screen.descargar();
      expect(archivo).toBe(
        width < 768 ? 'PolizaDevolucionBaranetos_120.txt' : 'PolizaVentaCostoVenta_120.txt',
      );
      const sumas = sumasPorPoliza(texto);
      expect(sumas).toHaveLength(7);
      for (const s of sumas) {
        expect(s.cargos).toBeGreaterThan(0);
        expect(s.cargos).toBe(s.abonos);
      }
      expect(texto.split('\r\n')[0]).toMatch(new RegExp(`^P  \\d{8}    ${width < 768 ? 2 : 1}       120 1`));
    });
  }

  test("a wholesale branch without its 0% sales account is named before any file, and S23's 'Sin cuenta' lists it (issue 24)", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    // S23: the first wholesale branch loses its 0% sales account (cash and general rate stay).
    const cuentas = new CuentasContablesPage(page);
    await cuentas.goto();
    await cuentas.buscar.fill('Baranetos');
    await expect(cuentas.sucursales.first()).toBeVisible();
    const sucursal = (await cuentas.sucursales.first().locator('td').first().textContent()) ?? '';
    await cuentas.editar(sucursal);
    const cuentaTasa0 = await page.locator('#cuentaTasa0').inputValue();
    expect(cuentaTasa0).not.toBe('');
    await page.locator('#cuentaTasa0').fill('');
    await cuentas.modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(cuentas.modal).toBeHidden();
    try {
      await cuentas.filtrar('Sin cuenta');
      await expect(cuentas.fila(sucursal)).toBeVisible();

      // S24: a week of Baranetos' sales is refused naming the branch; no file is downloaded.
      const screen = new GenerarPolizasPage(page);
      await screen.goto();
      await screen.fecha('fechaInicio', diaTecleado(-7));
      await screen.fecha('fechaFin', diaTecleado(-1));
      await screen.elegir('empresa', 'Baranetos');
      let descargas = 0;
      page.on('download', () => descargas++);
      await screen.generar.click();
      await accept(page, m.sinCuentas(`${sucursal} (ventas tasa 0%)`, 1));
      expect(descargas).toBe(0);
    } finally {
      // Put it back, so that the other specs find the demo's accounts.
      await cuentas.goto();
      await cuentas.buscar.fill(sucursal);
      await cuentas.editar(sucursal);
      await page.locator('#cuentaTasa0').fill(cuentaTasa0.replaceAll('-', ''));
      await cuentas.modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(cuentas.modal).toBeHidden();
    }
  });
});
