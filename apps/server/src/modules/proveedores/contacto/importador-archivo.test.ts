import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { archivoCsv, archivoXlsx, importar } from '../../../../test/importacion.ts';
import { celdasDe } from '../../../../test/importador-pasos.ts';
import { catProveedores } from '../../../db/schema/index.ts';
import type { Importador } from '../../../platform/importacion/tipos.ts';
import { filaProveedor as fila } from './importador.testutil.ts';
import { importadorProveedores } from './importador.ts';

/** The suppliers' import through the framework: a CSV and an .xlsx built here, dry run, run, run again. */
const { db } = await createTestApp();
const importador = importadorProveedores as Importador<unknown>;
const columnas = importador.columnas.map((c) => c.nombre);
const sinContacto = { departamento: '', cargo: '', contacto: '', correo: '', telefono: '', avisos: '' };
const buenas = celdasDe(columnas, [
  fila(),
  fila({
    ...sinContacto,
    banco: 'BBVA MEXICO',
    cuenta: '1234567890',
    nombreCuenta: 'DFC Gastos',
    principal: '',
  }),
  fila({
    codigo: '9102',
    nombre: 'Laboratorios del Sur',
    rfc: 'XEXX010101000',
    predeterminado: 'N',
    correo: 'sur@lab.com',
  }),
]);

describe('proveedores through ejecutarImportacion', () => {
  it("takes the template's example row as a good row", () => {
    const ejemplo = Object.fromEntries(importador.columnas.map((c) => [c.nombre, c.ejemplo]));
    expect(importador.validar(ejemplo)).toHaveProperty('valor');
  });

  it('dry-runs, imports the CSV, then the same rows as .xlsx change nothing', async () => {
    expect(await importar(db, importador, archivoCsv(buenas, ';'), true)).toMatchObject({
      filas: 3,
      lineas: [],
    });
    expect((await importar(db, importador, archivoCsv(buenas))).conteo).toEqual({
      nuevos: 3,
      actualizados: 0,
      sinCambios: 0,
    });
    const otra = await importar(db, importador, await archivoXlsx(buenas));
    expect(otra).toMatchObject({ lineas: [], conteo: { nuevos: 0, actualizados: 0, sinCambios: 3 } });
  });

  it('reports every bad row as "línea N: campo: razón" and writes nothing', async () => {
    const nueva = fila({ codigo: '9103', rfc: '', predeterminado: 'N', correo: 'a@b.mx' });
    const malas = celdasDe(columnas, [
      nueva,
      fila({ codigo: '9104', rfc: '', predeterminado: 'N', cuenta: '012180001234567898', correo: 'c@d.mx' }),
      fila({ codigo: '9105', rfc: '', predeterminado: 'N', vigencia: '0', correo: 'e@f.mx' }),
      nueva,
    ]);
    const r = await importar(db, importador, await archivoXlsx(malas));
    expect(r.lineas).toEqual([
      'línea 3: Número de cuenta o CLABE: La CLABE no es válida: su dígito verificador no corresponde.',
      'línea 4: Vigencia: Debe ser un número entero entre 1 y 9.',
      'línea 5: Clave repetida en la línea 2.',
    ]);
    expect(await db.select().from(catProveedores).where(eq(catProveedores.codProveedor, 9103))).toEqual([]);
  });
});
