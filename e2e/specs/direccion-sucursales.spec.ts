import { expect, test } from '@playwright/test';
import { vioAviso } from '../pages/avisos';
import { type DatosDireccion, DireccionSucursalesPage } from '../pages/direccion-sucursales.page';
import { signIn } from '../pages/login';
import { accept, confirm, dialog } from '../pages/shell';

const SUCURSAL = 'Acapulco Lomas';
const datos: DatosDireccion = {
  cp: '39310',
  colonia: 'Fraccionamiento Reforma',
  calle: 'Av. Costera Miguel Alemán',
  numero: '125',
  entreCalles: 'Calle Morelos y Calle Hidalgo',
  telefono: '7441234567',
  apertura: '08:00',
  cierre: '22:00',
};

test.describe('Direcciones de Sucursales (S42)', () => {
  test('register a branch address, a consulting room, and delete a later one', async ({ page }) => {
    await signIn(page, 'admin');
    const screen = new DireccionSucursalesPage(page);
    await screen.goto();
    await expect(screen.fila(SUCURSAL)).toBeVisible();

    // A branch without address: the screen offers to register one.
    await screen.buscar(SUCURSAL);
    await confirm(page, `La sucursal ${SUCURSAL} no tiene dirección registrada, ¿Desea registrar una?`);
    await expect(screen.modal).toBeVisible();
    await expect(screen.modal.locator('#dir-tipo').locator('..').locator('..')).toContainText('Farmacia');

    // The required checks, in the spec's order.
    await screen.guardar();
    await accept(page, 'Codigo postal requerido');
    await expect(screen.modal.locator('#dir-cp')).toBeFocused();
    await screen.campo('dir-cp', '00000');
    await expect(dialog(page, 'Introduzca un código postal válido')).toBeVisible();
    await accept(page, 'Introduzca un código postal válido');
    await screen.campo('dir-cp', datos.cp);
    await screen.guardar();
    await accept(page, 'Elija una colonia');
    await screen.colonia(datos.colonia);
    await expect(screen.modal.locator('#dir-municipio')).toHaveValue('Acapulco');
    await expect(screen.modal.locator('#dir-estado')).toHaveValue('Guerrero');
    await expect(screen.modal.locator('#dir-localidad')).toHaveValue('Acapulco');
    await screen.guardar();
    await accept(page, 'Introdusca en que calle se encuentra la dirección');
    await screen.campo('dir-calle', datos.calle);
    await screen.guardar();
    await accept(page, 'Numero exterior requerido');
    await screen.campo('dir-numero', datos.numero);
    await screen.guardar();
    await accept(page, 'Introdusca entre que calles se encuentra la dirección');
    await screen.campo('dir-entre', datos.entreCalles);

    // Phone formatting: 2-4-4 for 55, 33 and 81; 3-3-4 otherwise.
    await screen.campo('dir-telefono', '5512345678');
    await expect(screen.modal.locator('#dir-telefono')).toHaveValue('55 1234 5678');
    await screen.campo('dir-telefono', '74412345');
    await expect(screen.modal.locator('#dir-telefono')).toHaveValue('744 123 45');
    await screen.guardar();
    await accept(page, 'El telefono tiene que tener 10 digitos');
    await screen.campo('dir-telefono', datos.telefono);
    await expect(screen.modal.locator('#dir-telefono')).toHaveValue('744 123 4567');
    await screen.guardar();
    await accept(page, 'Introdusca la hora de apertura y cierre');
    await screen.hora('dir-apertura', datos.apertura);
    await screen.hora('dir-cierre', datos.cierre);

    await screen.guardar();
    await confirm(page, '¿Deseas guardar los cambios?');
    await vioAviso(page, 'Dirección guardada correctamente.');
    await expect(screen.modal).toBeHidden();
    await expect(screen.fila(SUCURSAL)).toContainText('1');

    // Open the branch: the pharmacy's address, without a delete button.
    await screen.fila(SUCURSAL).getByRole('button', { name: 'Expandir fila' }).click();
    await expect(screen.direccion('Farmacia')).toContainText(
      'Col. Fraccionamiento Reforma, Acapulco, Guerrero',
    );
    await expect(screen.direccion('Farmacia').getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

    // Two more addresses: Consultorio 1 (kept) and Consultorio 2 (deletable).
    for (const tipo of ['Consultorio 1', 'Consultorio 2']) {
      await screen
        .fila(SUCURSAL)
        .getByRole('button', { name: `Agregar dirección a ${SUCURSAL}` })
        .click();
      await expect(screen.modal.locator('#dir-tipo').locator('..').locator('..')).toContainText(tipo);
      await screen.llenar({
        ...datos,
        colonia: 'Reforma',
        numero: tipo === 'Consultorio 1' ? '125-A' : '125-B',
      });
      await screen.guardar();
      await confirm(page, '¿Deseas guardar los cambios?');
      await expect(screen.modal).toBeHidden();
    }
    await expect(screen.direccion('Consultorio 1').getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
    await screen
      .direccion('Consultorio 2')
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await confirm(page, '¿Deseas eliminar la dirección?');
    await expect(page.getByText('Se eliminó con éxito')).toBeVisible();
    await expect(screen.direccion('Consultorio 2')).toHaveCount(0);

    // Edit: the type stays, the change is saved.
    await screen
      .direccion('Consultorio 1')
      .getByRole('button', { name: /^Editar/ })
      .click();
    await expect(screen.modal).toContainText('Editar dirección de sucursal');
    await screen.campo('dir-numero', '300');
    await screen.guardar();
    await confirm(page, '¿Deseas guardar los cambios?');
    await expect(screen.direccion('Consultorio 1')).toContainText(`${datos.calle} 300`);
  });
});
