import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { archivoCsv, archivoXlsx, importar } from '../../../../test/importacion.ts';
import { clientesCredito } from '../../../db/schema/index.ts';
import type { Importador } from '../../../platform/importacion/tipos.ts';
import { importadorClientes } from './importador.ts';

/**
 * The customers' import through the framework on the demo database (postal code 72000, colony
 * Centro, Puebla): a CSV and an .xlsx built here, dry run, run, run again, bad and repeated rows.
 */
const { db } = await createTestApp();
const importador = importadorClientes as Importador<unknown>;
const encabezado = importador.columnas.map((c) => c.nombre);
const buenas = [
  encabezado,
  [
    'FUC850312AB3',
    'Farmacéuticos Unidos del Centro',
    'Farmacias Unidas',
    '601',
    '(222) 123-4567',
    '',
    'Av. Juárez',
    '100',
    '',
    '72000',
    'centro',
    'facturas@unidos.mx, pagos@unidos.mx',
  ],
  [
    'GAML800215HJ1',
    'Martha García López',
    'Consultorio García',
    '612',
    '',
    'N',
    'Calle 5 Sur',
    '904',
    'B',
    '72000',
    'Centro',
    'martha@correo.mx',
  ],
];

describe('clientes through ejecutarImportacion', () => {
  it("takes the template's example row as a good row", () => {
    const ejemplo = Object.fromEntries(importador.columnas.map((c) => [c.nombre, c.ejemplo]));
    expect(importador.validar(ejemplo)).toHaveProperty('valor');
  });

  it('dry-runs, imports the CSV, then the same rows as .xlsx change nothing', async () => {
    expect(await importar(db, importador, archivoCsv(buenas, ';'), true)).toMatchObject({
      filas: 2,
      lineas: [],
    });
    expect((await importar(db, importador, archivoCsv(buenas))).conteo).toEqual({
      nuevos: 2,
      actualizados: 0,
      sinCambios: 0,
    });
    const otra = await importar(db, importador, await archivoXlsx(buenas));
    expect(otra).toMatchObject({ lineas: [], conteo: { nuevos: 0, actualizados: 0, sinCambios: 2 } });
  });

  it('reports every bad row as "línea N: campo: razón" and writes nothing', async () => {
    const malas = [
      encabezado,
      [
        'HSA990101K39',
        'Hospital San Ángel',
        'Hospital San Ángel',
        '612',
        '',
        '',
        'Av. 3 Oriente',
        '1',
        '',
        '72000',
        'Centro',
        'compras@hsa.mx',
      ],
      [
        'HSA990101K38',
        'Hospital San Ángel',
        'Hospital San Ángel',
        '601',
        '',
        '',
        'Av. 3 Oriente',
        '1',
        '',
        '72000',
        'Centro',
        'compras@hsa.mx',
      ],
      [
        'hsa990101k39',
        'Hospital San Ángel',
        'HSA',
        '601',
        '',
        '',
        'Av. 3 Oriente',
        '1',
        '',
        '72000',
        'Centro',
        '',
      ],
      [
        'hsa990101k39',
        'Hospital San Ángel',
        'HSA',
        '601',
        '',
        '',
        'Av. 3 Oriente',
        '1',
        '',
        '72000',
        'Centro',
        'a@hsa.mx',
      ],
    ];
    const r = await importar(db, importador, await archivoXlsx(malas));
    expect(r.lineas).toEqual([
      'línea 2: Régimen fiscal: El régimen fiscal no corresponde a una persona moral.',
      'línea 3: RFC: El RFC no es válido: su dígito verificador no corresponde.',
      'línea 4: Correos de facturación: Debe de agregar al menos un correo',
      'línea 5: RFC: Clave repetida en la línea 2.',
    ]);
    expect(
      await db
        .select()
        .from(clientesCredito)
        .where(inArray(clientesCredito.rfc, ['HSA990101K39'])),
    ).toEqual([]);
  });
});
