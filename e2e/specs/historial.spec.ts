import { expect, test } from '@playwright/test';
import { CuentasContablesPage } from '../pages/cuentas-contables.page';
import { Historial } from '../pages/historial';
import { signIn } from '../pages/login';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

const EMPRESA = 'Talleres FarmaSí';

test.describe('Historial of a record (issue 29)', () => {
  for (const { nombre, width, height } of anchos) {
    test(`an edit shows in the record's history, before → after (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new CuentasContablesPage(page);
      await screen.goto();
      const cuenta = screen.fila(EMPRESA).locator('td').nth(1);
      await expect(cuenta).toBeVisible();
      const antes = (await cuenta.textContent())?.trim() ?? '';
      const n = String(width).padStart(6, '0');

      // Edit the company's account through its modal.
      await screen.editar(EMPRESA);
      await screen.modal.getByLabel('Cuenta', { exact: true }).fill(`105-07-${n}`);
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(screen.modal).toBeHidden();
      await expect(cuenta).toHaveText(`105-07-${n}`);

      // Its history: the newest entry first, by the admin, the account before → after.
      const historial = new Historial(page, EMPRESA);
      await historial.abrir();
      const primera = historial.entradas.first();
      await expect(primera.getByRole('listitem')).toHaveText(
        `Cuenta: ${antes === '—' ? '(vacío)' : antes} → 105-07-${n}`,
      );
      await expect(primera).toContainText('(admin)');
      await expect(primera).toContainText('Cambio');
      await expect(historial.dialogo).not.toContainText('modificadoEn');
      await page.screenshot({ path: `test-results/historial-${width}.png` });
      await historial.cerrar();
    });
  }
});
