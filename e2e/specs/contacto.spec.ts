import { digitoClabe, contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { expect, test } from '@playwright/test';
import { escucharAvisos, vioAviso } from '../pages/avisos';
import { ContactoPage } from '../pages/contacto.page';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { accept, accionDeFila, confirm, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, buscar: 'nadro', fila: 'PISA - NADRO S.A.P.I. DE C.V.' },
  {
    nombre: 'teléfono',
    width: 390,
    height: 844,
    buscar: 'liomont',
    fila: 'LIOMONT - CASA SABA S.A. DE C.V.',
  },
];

test.describe('Catálogo de contactos de proveedores (S29)', () => {
  for (const { nombre, width, height, buscar, fila } of anchos) {
    test(`adds, marks and deletes a contact; adds an account and makes it principal (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      await escucharAvisos(page);
      const screen = new ContactoPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Catálogos', 'Proveedores', 'Contactos de proveedores');
      else await screen.goto();
      await expect(screen.filas.first()).toBeVisible();
      // The demo warns of suppliers the payment screen will refuse.
      await expect(page.getByText('Sin cuenta').first()).toBeVisible();

      await screen.buscar.fill(buscar.toUpperCase().replace('O', 'Ó'));
      await expect(screen.filas.filter({ hasText: fila.split(' - ')[1]! }).first()).toBeVisible();

      // Contacts: the §5 checks in order, then a saved contact shown 2-4-4.
      await screen.abrir('Contactos', fila);
      await expect(screen.contactos.getByText(/^\d{2,3} \d{3,4} \d{4}$/).first()).toBeVisible();
      await screen.contactos.getByRole('button', { name: 'Agregar nuevo' }).click();
      await expect(screen.formulario).toContainText('Datos contacto');
      await screen.guardar();
      await accept(page, m.sinDepartamento);
      await screen.elegir('Departamento', 'Crédito y cobranza');
      await screen.campo('Cargo').fill('Gerente de crédito');
      await screen.campo('Nombre').fill(`Irma Solís ${width}`);
      await screen.campo('Correo').fill('irma.solis@prov');
      await screen.guardar();
      await accept(page, m.formatoCorreo);
      await screen.campo('Correo').fill('irma.solis@proveedor.com.mx');
      await screen.campo('Teléfono').pressSequentially('55123');
      await screen.guardar();
      await accept(page, m.formatoTelefono);
      await screen.campo('Teléfono').pressSequentially('45678');
      if (width < 768) await page.screenshot({ path: `test-results/contacto-formulario-${width}.png` });
      await screen.guardar();
      await vioAviso(page, m.contactoGuardado);
      const nuevo = screen.fila('contactos', `Irma Solís ${width}`);
      await expect(nuevo).toContainText('55 1234 5678');

      await nuevo.getByRole('checkbox', { name: `Enviar correo a Irma Solís ${width}` }).click();
      await vioAviso(page, m.envioActivado);
      await expect(nuevo.getByRole('checkbox')).toBeChecked();
      await page.screenshot({ path: `test-results/contacto-contactos-${width}.png` });

      await accionDeFila(page, {
        boton: `Eliminar Irma Solís ${width}`,
        menu: `Acciones de Irma Solís ${width}`,
        accion: 'Eliminar',
      });
      await confirm(page, m.eliminar);
      await vioAviso(page, m.contactoEliminado);
      await expect(nuevo).toHaveCount(0);
      await screen.contactos.getByRole('button', { name: 'Cerrar' }).last().click();
      await expect(screen.contactos).toBeHidden();

      // Accounts: a new one, then marked principal (asked first); the previous one is unmarked.
      await screen.abrir('Cuenta', fila);
      const principal = screen.cuentas.getByRole('checkbox', { checked: true });
      await expect(principal).toHaveCount(1);
      await screen.cuentas.getByRole('button', { name: 'Nueva cuenta' }).click();
      await screen.guardar();
      await accept(page, m.sinBanco);
      await screen.elegir('Banco', 'BANORTE');
      // A BANORTE CLABE (bank 072) with its check digit.
      const base = `07218000${String(width).padStart(9, '0')}`;
      const cuenta = `${base}${digitoClabe(base)}`;
      await screen.campo('Cuenta').fill(cuenta);
      await screen.guardar();
      await accept(page, m.sinNombreCuenta);
      await screen.campo('Nombre').fill('Pagos a proveedores');
      await screen.guardar();
      await vioAviso(page, m.cuentaGuardada);
      const nueva = screen.fila('cuentas', cuenta);
      await expect(nueva.getByRole('checkbox')).not.toBeChecked();
      await nueva.getByRole('checkbox').click();
      await confirm(page, m.marcarPrincipal);
      await vioAviso(page, m.principalMarcada);
      await expect(nueva.getByRole('checkbox')).toBeChecked();
      await expect(screen.cuentas.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await expect(screen.cuentas.locator('tr.ant-table-row').first()).toContainText(cuenta);
      await page.screenshot({ path: `test-results/contacto-cuentas-${width}.png` });
    });
  }
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`S29 at ${width} px: the list and both lists of a supplier fit and pass axe`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin');
    const screen = new ContactoPage(page);
    await screen.goto();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const problemas: string[] = [];
    const revisar = async (donde: string) => {
      if ((await sidewaysOverflow(page)) > 0) problemas.push(`${donde}: se desplaza de lado`);
      for (const v of await seriousViolations(page)) problemas.push(`${donde}: ${v}`);
    };
    await revisar('lista');
    const fila = 'GENOMMA - NADRO S.A.P.I. DE C.V.';
    await screen.abrir('Contactos', fila);
    await expect(screen.contactos.locator('tr.ant-table-row').first()).toBeVisible();
    await revisar('contactos');
    await screen.contactos.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(screen.contactos).toBeHidden();
    await screen.abrir('Cuenta', fila);
    await expect(screen.cuentas.locator('tr.ant-table-row').first()).toBeVisible();
    await revisar('cuentas');
    expect(problemas).toEqual([]);
  });
}
