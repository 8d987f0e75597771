import { expect, test } from '@playwright/test';
import { BitacoraPage, tokenDe } from '../pages/bitacora.page';
import { signIn } from '../pages/login';
import { PRODUCT } from '../pages/pantallas';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

interface SucursalV20 {
  codSucursal: number;
  fecha: string;
  prefijo: string;
  telefono: string;
}

test.describe('Bitácora (issue 29)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`a change made through a screen is found by its record, with its fields before → after (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');

      // A user changes a branch's phone in FarmaSí 2.0 (through its call, as the screen does).
      const headers = { authorization: `Bearer ${await tokenDe(page)}` };
      const lista = await page.request.get(`api/${PRODUCT}v20/sistemas/obtener-sucursales/T`, { headers });
      const sucursales = ((await lista.json()) as { data: { sucursales: SucursalV20[] } }).data.sucursales;
      const s = sucursales.filter((x) => !/^(EDT|TEL)/.test(x.prefijo)).at(width > 500 ? -1 : -2)!;
      const telefono = `55${String(Date.now()).slice(-8)}`;
      const guardado = await page.request.post(`api/${PRODUCT}v20/sistemas/guardar-sucursal`, {
        headers,
        data: { codSucursal: s.codSucursal, fecha: s.fecha.slice(0, 10), prefijo: s.prefijo, telefono },
      });
      expect(guardado.ok(), await guardado.text()).toBe(true);

      const bitacora = new BitacoraPage(page);
      if (width >= 768) await new Shell(page).open('Sistemas', 'Bitácora');
      else await bitacora.goto();
      await expect(new Shell(page).title).toHaveText('Bitácora');
      await expect(bitacora.filas.first()).toBeVisible();

      await bitacora.buscarRegistro('sucursales_v20', String(s.codSucursal));
      const fila = bitacora.filas.first();
      await expect(fila).toContainText('FarmaSí 2.0');
      await expect(fila).toContainText('Cambio');
      await expect(fila).toContainText('Adriana Morales Vega');
      await expect(bitacora.filas.filter({ hasNotText: 'sucursales_v20' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/bitacora-${width}.png`, fullPage: true });
      for (const v of await seriousViolations(page)) expect.soft(v).toBe('');
      expect(await sidewaysOverflow(page)).toBe(0);

      // The newest entry of the record is this change: the phone before and after.
      await bitacora.verCambios('sucursales_v20', String(s.codSucursal));
      const campo = bitacora.cambios.locator('tr, .ant-card').filter({ hasText: 'telefono' }).first();
      await expect(campo).toContainText(s.telefono.replace(/\D/g, ''));
      await expect(campo).toContainText(telefono);
      await page.screenshot({ path: `test-results/bitacora-cambios-${width}.png` });
      await bitacora.cambios.getByRole('button', { name: 'Cerrar' }).last().click();
      await expect(bitacora.cambios).toBeHidden();

      // The search lives in the URL: reloading shows it again.
      await page.reload();
      await expect(bitacora.clave).toHaveValue(String(s.codSucursal));
      await expect(bitacora.filas.first()).toContainText('FarmaSí 2.0');
    });
  }
});
