import {
  proveedoresPermitidosMessages as m,
  mensajeEliminadas,
  mensajeGuardadas,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { expect, test } from '@playwright/test';
import { escucharAvisos, vioAviso } from '../pages/avisos';
import { signIn } from '../pages/login';
import { ProveedoresPermitidosSucursalPage } from '../pages/proveedores-permitidos-sucursal.page';
import { accept, confirm, Shell } from '../pages/shell';

// Suppliers the demo relates to no branch, one per width, so that each path starts from an empty list.
const anchos = [
  { nombre: 'escritorio', width: 1366, height: 768, buscar: 'norte', proveedor: 'DROGUERIA DEL NORTE' },
  {
    nombre: 'teléfono',
    width: 390,
    height: 844,
    buscar: 'occidente',
    proveedor: 'DE MEDICAMENTOS DE OCCIDENTE',
  },
];

test.describe('Proveedores Permitidos en Sucursal. (S35)', () => {
  for (const { nombre, width, height, buscar, proveedor } of anchos) {
    test(`add two own branches, change one's decimals, then delete them all (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      await escucharAvisos(page);
      const screen = new ProveedoresPermitidosSucursalPage(page);
      if (width >= 768)
        await new Shell(page).open('Farmacias', 'Administración', 'Proveedores permitidos en sucursal');
      else await screen.goto();
      await expect(new Shell(page).title).toHaveText('Proveedores Permitidos en Sucursal.');
      await expect(screen.agregar).toBeHidden();

      await screen.proveedor(buscar, proveedor);
      await expect(page.getByText(m.sinRelaciones)).toBeVisible();
      await expect(page.getByLabel('Tipo', { exact: true }).locator('xpath=..')).toHaveText('Propias');

      // Agregar: at least one branch, then the confirmation.
      await screen.agregar.click();
      const agregar = screen.modal('Agregar sucursales');
      await expect(agregar.locator('tr.ant-table-row').first()).toBeVisible();
      await agregar.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.sinSucursales);
      const elegidas = (await agregar.locator('tr.ant-table-row td:nth-child(2)').allTextContents()).slice(
        0,
        2,
      );
      for (const s of elegidas) await agregar.getByRole('cell', { name: s, exact: true }).click();
      await expect(agregar.getByText('2 seleccionadas')).toBeVisible();
      await agregar.getByLabel('Costo por caja').check();
      await expect(agregar.getByLabel('Decimales')).toHaveValue('2');
      await page.screenshot({ path: `test-results/proveedores-permitidos-agregar-${width}.png` });
      await agregar.getByRole('button', { name: 'Guardar' }).click();
      await confirm(page, m.confirmarAgregar);
      await expect(agregar).toBeHidden();
      await vioAviso(page, mensajeGuardadas(2));
      await expect
        .poll(() => screen.sucursales())
        .toEqual([...elegidas].sort((a, b) => a.localeCompare(b, 'es')));
      await expect(page.getByLabel(`Costo por caja de ${elegidas[0]}: sí`)).toBeVisible();

      // Editar: 0 decimals refused, then a digit, then the confirmation.
      await expect(screen.editar).toBeHidden();
      await screen.marcar(elegidas[0]!);
      await screen.editar.click();
      const editar = screen.modal('Modificar sucursales');
      const decimales = editar.getByLabel('Decimales');
      await decimales.fill('0');
      await editar.getByRole('button', { name: 'Guardar' }).click();
      await accept(page, m.decimalesMayores);
      await expect(decimales).toBeFocused();
      await decimales.fill('5');
      await editar.getByLabel('IVA Incluido').check();
      await page.screenshot({ path: `test-results/proveedores-permitidos-editar-${width}.png` });
      await editar.getByRole('button', { name: 'Guardar' }).click();
      await confirm(page, m.confirmarEditar);
      await expect(editar).toBeHidden();
      await expect(screen.fila(elegidas[0]!).getByRole('cell', { name: '5', exact: true })).toBeVisible();
      await expect(page.getByLabel(`IVA incluido de ${elegidas[0]}: sí`)).toBeVisible();
      await page.screenshot({ path: `test-results/proveedores-permitidos-${width}.png`, fullPage: true });

      // They are not offered again; other types list none of them.
      await screen.tipo('Licenciatarios');
      await expect(page.getByText(m.sinRelaciones)).toBeVisible();
      await screen.tipo('Propias');
      await expect(screen.filas).toHaveCount(2);

      // Eliminar: every row ticked by the header box, after the question.
      await screen.marcarTodas();
      await expect(page.getByText('2 sucursales seleccionadas')).toBeVisible();
      await screen.eliminar.click();
      await confirm(page, m.confirmarEliminar, 'No');
      await expect(screen.filas).toHaveCount(2);
      await screen.eliminar.click();
      await confirm(page, m.confirmarEliminar);
      await expect(page.getByText(m.sinRelaciones)).toBeVisible();
      await vioAviso(page, mensajeEliminadas(2));
    });
  }
});
