import { importarDatosMessages as m } from '@farmasi/contracts/sistemas/importar-datos';
import { expect, test } from '@playwright/test';
import { IMPORTAR_DATOS_PATH, IMPORTAR_DATOS_TITULO, ImportarDatosPage } from '../pages/importar-datos.page';
import { signIn } from '../pages/login';
import { seriousViolations, sidewaysOverflow } from '../pages/recorrido';
import { expectPath } from '../pages/session';
import { accept, confirm, Shell } from '../pages/shell';

const anchos = [
  { nombre: 'escritorio', width: 1366, height: 900, indice: 0 },
  { nombre: 'teléfono', width: 390, height: 844, indice: 1 },
];

const ENCABEZADO = ['Número de empleado', 'Nombre', 'Apellido paterno', 'Apellido materno', 'Activo'];

test.describe('Importar datos (issue 28)', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const { nombre, width, height, indice } of anchos) {
    test(`template, a check that finds a bad row, then a clean check and the import, twice (${nombre}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'admin');
      const screen = new ImportarDatosPage(page);
      if (width >= 768) await new Shell(page).open('Sistemas', 'Importar datos');
      else await screen.goto();
      await expectPath(page, IMPORTAR_DATOS_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMPORTAR_DATOS_TITULO);

      // Nothing chosen: the kind is asked for first.
      await screen.verificar.click();
      await accept(page, m.tipo);

      // Typed without accents; its template downloads with the kind's Spanish header.
      await screen.elegirTipo('empleados');
      const descarga = page.waitForEvent('download');
      await screen.plantillaExcel.click();
      expect((await descarga).suggestedFilename()).toBe('plantilla-empleados.xlsx');

      // A file with a bad row: the report lists it, nothing is written, and Importar asks for a clean check.
      const numero = String(99_001 + indice);
      const nombreEmpleado = `Importado ${nombre}`;
      await screen.elegirCsv('empleados.csv', [
        ENCABEZADO,
        [numero, nombreEmpleado, 'Pruebas', 'E2E', 'S'],
        ['12x', 'Sin número', 'Pruebas', '', 'S'],
      ]);
      await expect(screen.elegido).toContainText('empleados.csv');
      await screen.verificar.click();
      await expect(screen.resumen).toContainText('No se importó nada: 1 fila de 2 con errores');
      await expect(screen.errores.locator('tbody tr.ant-table-row')).toHaveCount(1);
      await expect(screen.errores).toContainText('Número de empleado');
      if (width >= 768)
        await expect(screen.errores.locator('tbody tr.ant-table-row td').first()).toHaveText('3');
      await screen.importar.click();
      await accept(page, m.verificarPrimero);

      // The fixed file: checked clean, then imported after the confirmation; the counts are shown.
      const bueno = [ENCABEZADO, [numero, nombreEmpleado, 'Pruebas', 'E2E', 'S']];
      await screen.elegirCsv('empleados-bueno.csv', bueno);
      await expect(screen.resumen).toHaveCount(0);
      await screen.verificar.click();
      await expect(screen.resumen).toHaveText(
        'Verificación sin errores: 1 empleado listo para importar (no se escribió nada).',
      );
      await screen.importar.click();
      await confirm(page, '¿Desea importar 1 fila del archivo empleados-bueno.csv?');
      await expect(screen.resumen).toHaveText('1 empleado: 1 nuevo, 0 actualizados, 0 sin cambios');

      // The same file again changes nothing, and says so.
      await screen.verificar.click();
      await expect(screen.resumen).toContainText('Verificación sin errores');
      await screen.importar.click();
      await confirm(page, '¿Desea importar 1 fila');
      await expect(screen.resumen).toHaveText('1 empleado: 0 nuevos, 0 actualizados, 1 sin cambios');

      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
