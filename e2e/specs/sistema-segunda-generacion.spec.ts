import { sistemaV20Messages as m } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { confirm, Shell } from '../pages/shell';
import { SistemaV20Page } from '../pages/sistema-segunda-generacion.page';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, prefijo: 'EDT01' },
  { nombre: 'teléfono', width: 390, height: 844, prefijo: 'TEL01' },
];

test.describe('FarmaSí 2.0 (S48)', () => {
  for (const { nombre, width, height, prefijo } of anchos) {
    test(`filter by type and by a counter, add a branch, ask for its articles, remove it (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new SistemaV20Page(page);
      if (width >= 768) await new Shell(page).open('Sistemas', 'FarmaSí 2.0');
      else await screen.goto();
      await expect(new Shell(page).title).toHaveText('FarmaSí 2.0');
      await expect(screen.filas.first()).toBeVisible();
      const total = await screen.filas.count();

      // Type: licensees only carry 'Lic.'; own branches none.
      // Counted once the list shows only licensees (counted at once, it could still be the whole list).
      await screen.tipo('Licenciatarios');
      await expect(screen.filas.filter({ hasText: 'Lic.' }).first()).toBeVisible();
      await expect(screen.filas.filter({ hasNotText: 'Lic.' })).toHaveCount(0);
      const lic = await screen.filas.count();
      expect(lic).toBeGreaterThan(0);
      expect(lic).toBeLessThan(total);
      await screen.tipo('Propias');
      await expect(screen.filas).toHaveCount(total - lic);
      await expect(screen.filas.filter({ hasText: 'Lic.' })).toHaveCount(0);
      await screen.tipo('Todas');
      await expect(screen.filas).toHaveCount(total);

      // A counter filters to its branches; the same one again clears the filter.
      const sin = await screen.cuenta('Punto de venta', 'Sin actualizar');
      expect(sin).toBeGreaterThan(0);
      expect(sin + (await screen.cuenta('Punto de venta', 'Actualizadas'))).toBe(total);
      await screen.contador('Punto de venta', 'Sin actualizar').click();
      await expect(screen.filas).toHaveCount(sin);
      await expect(screen.contador('Punto de venta', 'Sin actualizar')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(new Set(await screen.estadosDe(0))).not.toContain('actualizada');
      await page.screenshot({ path: `test-results/sistema-segunda-generacion-${width}.png`, fullPage: true });
      for (const v of await seriousViolations(page)) expect.soft(v).toBe('');
      expect(await sidewaysOverflow(page)).toBe(0);
      await screen.contador('Punto de venta', 'Sin actualizar').click();
      await expect(screen.filas).toHaveCount(total);

      // Add the first branch the modal offers.
      const etiqueta = await screen.agregarPrimera(prefijo);
      const [cod, ...resto] = etiqueta.replace(/ \(Lic\.\)$/, '').split(' - ');
      const sucursal = resto.join(' - ');
      await confirm(page, m.confirmarAgregar(etiqueta));
      await vioAviso(page, m.agregada);
      await expect(screen.modal).toBeHidden();
      const fila = screen.fila(`${cod} - ${sucursal}`);
      await expect(fila).toContainText(prefijo);
      await expect(screen.filas).toHaveCount(total + 1);

      // Ask for its article update: the request is shown in its row.
      await screen.accion(sucursal, 'Actualizar artículos de', 'Actualizar artículos');
      await confirm(page, m.confirmarArticulos(`${cod} - ${sucursal}`));
      await expect(fila).toContainText('Actualización de artículos solicitada');
      await expect(fila).toContainText('Adriana Morales Vega');

      // Remove it: it leaves the list (and is offered again by the modal).
      await screen.accion(sucursal, 'Quitar', 'Quitar');
      await confirm(page, m.confirmarEliminar(`${cod} - ${sucursal}`));
      await expect(fila).toHaveCount(0);
      await expect(screen.filas).toHaveCount(total);
    });
  }
});
