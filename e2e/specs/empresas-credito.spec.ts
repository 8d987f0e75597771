import { empresasCreditoMessages as m } from '@farmasi/contracts/contabilidad/empresas-credito';
import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { EmpresasCreditoPage } from '../pages/empresas-credito.page';
import { signIn } from '../pages/login';
import { accept, Shell } from '../pages/shell';

// RFCs with a right check digit (a company, 12 characters), one per width: the tests share a database.
const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, rfc: 'FAR850312AB8', razon: 'FARMACEUTICOS UNIDOS' },
  {
    nombre: 'teléfono',
    width: 390,
    height: 844,
    rfc: 'FUN900521K7A',
    razon: 'FUNDACION UNIDOS POR LA SALUD',
  },
];

test.describe('Empresas Credito (S22)', () => {
  for (const { nombre, width, height, rfc, razon } of anchos) {
    test(`register a credit customer by RFC, with the checks, the verification and its e-mails (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new EmpresasCreditoPage(page);
      if (width >= 768) await new Shell(page).open('Farmacias', 'Catálogos', 'Empresas crédito');
      else await screen.goto();
      await expect(screen.filas.first()).toBeVisible();

      // The search ignores accents and case: 'pena' finds PEÑA.
      await screen.buscar.fill('pena');
      await screen.buscar.press('Enter');
      await expect(screen.filas).toHaveCount(1);
      await expect(screen.filas.first()).toContainText('PEÑA');

      await page.getByRole('button', { name: /^(plus )?Agregar$/ }).click();
      await screen.campo('RFC').fill('ABC991332XX1');
      await screen.modal.getByRole('button', { name: 'Consultar' }).click();
      await accept(page, m.rfcInvalido);
      await expect(screen.campo('RFC')).toHaveValue('');
      await screen.campo('RFC').fill(rfc.toLowerCase());
      await screen.campo('RFC').press('Enter');
      await expect(screen.campo('Razón social')).toBeVisible();
      await expect(screen.campo('RFC')).toBeDisabled();

      // The checks in order: e-mails first.
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.alMenosUnCorreo);
      await screen.agregarCorreo('facturas@unidos.mx', 'factura@unidos.mx');
      await accept(page, m.correosNoCoinciden);
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Repetir correo' })
        .getByLabel('Repetir correo', { exact: true })
        .fill('facturas@unidos.mx');
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Repetir correo' })
        .getByRole('button', { name: 'Agregar' })
        .click();
      await expect(screen.modal.getByText('facturas@unidos.mx')).toBeVisible();

      await screen.campo('Razón social').fill(`${razon} S.A. DE C.V.`);
      await screen.campo('Nombre comercial').fill('Unidos');
      await screen.campo('Teléfono').fill('2221234567');
      await expect(screen.campo('Teléfono')).toHaveValue('(222) 123-4567');
      await screen.campo('Calle').fill('Av. Juárez');
      await screen.campo('No. exterior').fill('100');
      await screen.campo('Código postal').fill('72010');
      await screen.elegir('Colonia', 'Fraccionamiento Reforma');
      await screen.elegir('Régimen fiscal', '601 - General de Ley Personas Morales');
      await page.screenshot({ path: `test-results/empresas-credito-${width}.png`, fullPage: true });

      // The verification: a company's name goes without its company type.
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.nombreConRegimen);
      await screen.campo('Razón social').fill(razon);
      await screen.modal.getByRole('button', { name: 'Guardar' }).click();
      await vioAviso(page, m.clienteGuardado);
      await expect(screen.modal).toBeHidden();

      await screen.buscar.fill(rfc);
      await screen.buscar.press('Enter');
      await expect(screen.filas).toHaveCount(1);
      await expect(screen.filas.first()).toContainText(razon);
    });
  }
});
