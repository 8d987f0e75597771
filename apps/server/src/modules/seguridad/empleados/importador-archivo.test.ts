import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { archivoCsv, archivoXlsx, importar } from '../../../../test/importacion.ts';
import { empleados, webUsuarios } from '../../../db/schema/index.ts';
import type { Importador } from '../../../platform/importacion/tipos.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { importadorEmpleados } from './importador.ts';

/** The employees' import through the framework: a CSV and an .xlsx built here, dry run, run, run again. */
const { db } = await createTestApp();
const importador = importadorEmpleados as Importador<unknown>;
const [s] = await rowsOf<{ c: number }>(
  db,
  sql`select min(cod_sucursal) as c from cat_sucursales where activo`,
);
const encabezado = importador.columnas.map((c) => c.nombre);
const buenas = [
  encabezado,
  ['92001', 'Andrea', 'Salinas', 'Pérez', String(s!.c), 'S', 'asalinas', 'Cajeros'],
  ['92002', 'Luis Ángel', 'Domínguez', '', String(s!.c), '', '', ''],
  ['92003', 'Rocío', 'Vázquez', 'Luna', '', 'N', '', ''],
];

describe('empleados through ejecutarImportacion', () => {
  it("takes the template's example row as a good row", () => {
    const ejemplo = Object.fromEntries(importador.columnas.map((c) => [c.nombre, c.ejemplo]));
    expect(importador.validar(ejemplo)).toHaveProperty('valor');
  });

  it('dry-runs a CSV with semicolons: nothing written', async () => {
    const r = await importar(db, importador, archivoCsv(buenas, ';'), true);
    expect(r).toMatchObject({ filas: 3, lineas: [] });
    expect(r.conteo).toBeUndefined();
    expect(
      await db
        .select()
        .from(empleados)
        .where(inArray(empleados.codEmpleado, [92001, 92002, 92003])),
    ).toEqual([]);
  });

  it('imports the CSV, then the same rows as .xlsx change nothing', async () => {
    expect((await importar(db, importador, archivoCsv(buenas))).conteo).toEqual({
      nuevos: 3,
      actualizados: 0,
      sinCambios: 0,
    });
    expect(
      (
        await db
          .select()
          .from(webUsuarios)
          .where(inArray(webUsuarios.usuario, ['asalinas']))
      ).length,
    ).toBe(1);
    const otra = await importar(db, importador, await archivoXlsx(buenas));
    expect(otra).toMatchObject({ lineas: [], conteo: { nuevos: 0, actualizados: 0, sinCambios: 3 } });
  });

  it('reports every bad row as "línea N: campo: razón" and writes nothing', async () => {
    const malas = [
      encabezado,
      ['92004', 'Pedro', '', '', '999999', 'S', '', ''],
      ['92005', 'Irma', 'Soto', '', '', '', 'asalinas', 'Cajeros'],
      ['92005', 'Irma', 'Soto', '', '', '', '', ''],
    ];
    const r = await importar(db, importador, await archivoXlsx(malas));
    expect(r.lineas).toEqual([
      'línea 2: Apellido paterno: Es obligatorio.',
      'línea 3: Usuario: El usuario asalinas ya es del empleado 92001.',
      'línea 4: Número de empleado: Clave repetida en la línea 3.',
    ]);
    expect(r.conteo).toBeUndefined();
    expect(
      await db
        .select()
        .from(empleados)
        .where(inArray(empleados.codEmpleado, [92004, 92005])),
    ).toEqual([]);
  });
});
