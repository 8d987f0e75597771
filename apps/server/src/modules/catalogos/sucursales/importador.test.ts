import { messages } from '@farmasi/contracts';
import { direccionMessages as md } from '@farmasi/contracts/administracion/direccion-sucursales';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { archivoCsv, archivoXlsx, importar } from '../../../../test/importacion.ts';
import {
  auditoria,
  catGrupoSucursalesDet,
  catGrupoSucursalesEnc,
  catSucursales,
  catSucursalesDirecciones,
} from '../../../db/schema/index.ts';
import type { Importador } from '../../../platform/importacion/tipos.ts';
import importadorSucursales, { C, mensajesSucursales as ms } from './importador.ts';

/**
 * The branch import on the demo database (its postal codes: 72000 Centro, Puebla; 64010 Reforma and
 * Fraccionamiento Reforma, Monterrey; groups 'Zona Centro'...): good, bad and repeated rows, CSV and
 * .xlsx, what is saved and audited.
 */
const { db } = await createTestApp();
const importador = importadorSucursales as Importador<unknown>;
const encabezado = importador.columnas.map((c) => c.nombre);

const base: Record<string, string> = {
  [C.numero]: '501',
  [C.corto]: 'Puebla Centro Sur',
  [C.completo]: 'FarmaSí Puebla Centro Sur',
  [C.tipo]: 'Propia',
  [C.linea]: 'Farmacias',
  [C.grupo]: 'Zona Centro',
  [C.activa]: 'Sí',
  [C.cp]: '72000',
  [C.colonia]: 'centro',
  [C.calle]: 'Av. Reforma',
  [C.numExterior]: '512',
  [C.entreCalles]: 'Calle 5 de Mayo y Calle 3 Norte',
  [C.telefono]: '222 123 4567',
  [C.apertura]: '8:00',
  [C.cierre]: '22:00',
  [C.horarios]: 'Lunes a sábado de 08:00 a 22:00 h',
  [C.descriptivo]: 'Frente al zócalo',
};
const fila = (cambios: Record<string, string> = {}) =>
  encabezado.map((c) => ({ ...base, ...cambios })[c] ?? '');

const buenas = [
  encabezado,
  fila(),
  fila({
    [C.numero]: '502',
    [C.corto]: 'Monterrey Reforma',
    [C.completo]: 'Farmacia Reforma (Lic. Ana Garza Treviño)',
    [C.tipo]: 'Licenciataria',
    [C.grupo]: 'Zona Noreste',
    [C.cp]: '64010',
    [C.colonia]: 'Fraccionamiento Reforma',
    [C.telefono]: '81-1234-5678',
  }),
  fila({
    [C.numero]: '503',
    [C.corto]: 'Puebla Mayoreo',
    [C.linea]: 'Baranetos',
    [C.grupo]: '',
    [C.activa]: 'No',
  }),
];

const guardadas = () =>
  db
    .select()
    .from(catSucursales)
    .where(inArray(catSucursales.codSucursal, [501, 502, 503]))
    .orderBy(catSucursales.codSucursal);

describe('import of branches', () => {
  it('a dry run checks and writes nothing', async () => {
    const r = await importar(db, importador, archivoCsv(buenas), true);
    expect(r.lineas).toEqual([]);
    expect(r.filas).toBe(3);
    expect(await guardadas()).toEqual([]);
  });

  it('imports own, licensee and wholesale branches with address and group; audited', async () => {
    const r = await importar(db, importador, archivoCsv(buenas));
    expect(r.lineas).toEqual([]);
    expect(r.conteo).toEqual({ nuevos: 3, actualizados: 0, sinCambios: 0 });
    expect(
      (await guardadas()).map((s) => [
        s.codSucursal,
        s.sucursal,
        s.propia,
        s.idEmpresa,
        s.activo,
        s.municipio,
        s.estado,
        s.telefono,
      ]),
    ).toEqual([
      [501, 'Puebla Centro Sur', 1, 1, true, 'Puebla', 'Puebla', '2221234567'],
      [502, 'Monterrey Reforma', 0, 1, true, 'Monterrey', 'Nuevo León', '8112345678'],
      [503, 'Puebla Mayoreo', 1, 2, false, 'Puebla', 'Puebla', '2221234567'],
    ]);
    const [dir] = await db
      .select()
      .from(catSucursalesDirecciones)
      .where(and(eq(catSucursalesDirecciones.codSucursal, 501), eq(catSucursalesDirecciones.tipo, 1)));
    // The colonia as the catalogue spells it; the time as the screen keeps it.
    expect(dir).toMatchObject({
      codigoPostal: '72000',
      colonia: 'Centro',
      localidad: 'Puebla',
      horarioApertura: '08:00:00',
    });
    const grupos = await db
      .select({ cod: catGrupoSucursalesDet.codSucursal, grupo: catGrupoSucursalesEnc.grupo })
      .from(catGrupoSucursalesDet)
      .innerJoin(
        catGrupoSucursalesEnc,
        eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, catGrupoSucursalesDet.idCatGrupoSucursalesEnc),
      )
      .where(inArray(catGrupoSucursalesDet.codSucursal, [501, 502, 503]));
    expect(grupos.sort((a, b) => a.cod - b.cod)).toEqual([
      { cod: 501, grupo: 'Zona Centro' },
      { cod: 502, grupo: 'Zona Noreste' },
    ]);
    const auditados = await db
      .select({
        tabla: auditoria.tabla,
        clave: auditoria.clave,
        idUsuario: auditoria.idUsuario,
        antes: auditoria.antes,
        despues: auditoria.despues,
      })
      .from(auditoria)
      .where(eq(auditoria.ruta, 'cli import sucursales'));
    const [noreste] = await db
      .select()
      .from(catGrupoSucursalesEnc)
      .where(eq(catGrupoSucursalesEnc.grupo, 'Zona Noreste'));
    // A new branch: one row with all it was created with (address and group included).
    expect(auditados.map((a) => `${a.tabla} ${a.clave}`).sort()).toEqual([
      `cat_grupo_sucursales_enc ${noreste?.idCatGrupoSucursalesEnc}`,
      'cat_sucursales 501',
      'cat_sucursales 502',
      'cat_sucursales 503',
    ]);
    expect(auditados.find((a) => a.clave === '501')).toMatchObject({
      antes: null,
      despues: {
        sucursal: 'Puebla Centro Sur',
        grupo: 'Zona Centro',
        direccion: {
          codigoPostal: '72000',
          colonia: 'Centro',
          telefono: '2221234567',
          horarioApertura: '08:00',
        },
      },
    });
    expect(auditados.every((a) => a.idUsuario === null)).toBe(true);
  });

  it('run again: nothing changes; a changed row (as .xlsx) is updated, moved group and all', async () => {
    expect((await importar(db, importador, archivoCsv(buenas))).conteo).toEqual({
      nuevos: 0,
      actualizados: 0,
      sinCambios: 3,
    });
    const cambiadas = buenas.map((f, i) =>
      i === 1 ? fila({ [C.telefono]: '2229998877', [C.grupo]: 'zona bajío' }) : f,
    );
    const r = await importar(db, importador, await archivoXlsx(cambiadas));
    expect(r.conteo).toEqual({ nuevos: 0, actualizados: 1, sinCambios: 2 });
    const [s] = await db.select().from(catSucursales).where(eq(catSucursales.codSucursal, 501));
    expect(s?.telefono).toBe('2229998877');
    const [miembro] = await db
      .select({ grupo: catGrupoSucursalesEnc.grupo })
      .from(catGrupoSucursalesDet)
      .innerJoin(
        catGrupoSucursalesEnc,
        eq(catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, catGrupoSucursalesDet.idCatGrupoSucursalesEnc),
      )
      .where(eq(catGrupoSucursalesDet.codSucursal, 501));
    expect(miembro?.grupo).toBe('Zona Bajío');
    const cambios = await db
      .select({ tabla: auditoria.tabla, antes: auditoria.antes, despues: auditoria.despues })
      .from(auditoria)
      .where(and(eq(auditoria.ruta, 'cli import sucursales'), eq(auditoria.clave, '501')));
    expect(cambios).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tabla: 'cat_sucursales',
          antes: expect.objectContaining({ telefono: '2221234567' }),
          despues: expect.objectContaining({ telefono: '2229998877' }),
        }),
      ]),
    );
    // The creation's row and the change; the address's and the group's are audited under their own keys.
    expect(cambios).toHaveLength(2);
    // The move between groups, under each group (as 'Asignar sucursales a grupos' audits, for its Historial).
    const grupos = await db
      .select({ id: catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, grupo: catGrupoSucursalesEnc.grupo })
      .from(catGrupoSucursalesEnc);
    const idDe = (nombre: string) => String(grupos.find((g) => g.grupo === nombre)?.id);
    const movimiento = await db
      .select({ clave: auditoria.clave, antes: auditoria.antes, despues: auditoria.despues })
      .from(auditoria)
      .where(
        and(eq(auditoria.ruta, 'cli import sucursales'), eq(auditoria.tabla, 'cat_grupo_sucursales_det')),
      )
      .orderBy(auditoria.id);
    expect(movimiento).toEqual([
      { clave: idDe('Zona Centro'), antes: { eliminada: 501 }, despues: null },
      { clave: idDe('Zona Bajío'), antes: null, despues: { agregadas: [501] } },
    ]);
    const [direccion] = await db
      .select({ antes: auditoria.antes, despues: auditoria.despues })
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'cat_sucursales_direcciones'), eq(auditoria.clave, '501-1')));
    expect(direccion).toMatchObject({
      antes: { telefono: '2221234567' },
      despues: { telefono: '2229998877' },
    });
    expect((await importar(db, importador, await archivoXlsx(cambiadas))).conteo?.sinCambios).toBe(3);
  });

  it('reports every bad row with its line, field and the screens’ messages; writes nothing', async () => {
    const malas = [
      encabezado,
      fila({ [C.numero]: '601', [C.cp]: '99999' }),
      fila({ [C.numero]: '602', [C.colonia]: 'Las Lomas' }),
      fila({ [C.numero]: '603', [C.telefono]: '222 123 456', [C.tipo]: 'Franquicia' }),
      fila({ [C.numero]: '604', [C.calle]: '', [C.apertura]: '25:00' }),
      fila({ [C.numero]: '601', [C.corto]: 'Otra' }),
      fila({ [C.numero]: 'abc', [C.linea]: 'Baranetos' }),
      fila({ [C.numero]: '605', [C.grupo]: 'Eliminar', [C.activa]: 'Quizá' }),
      fila({ [C.numero]: '606' }),
    ];
    const r = await importar(db, importador, await archivoXlsx(malas));
    expect(r.lineas).toEqual([
      `línea 2: ${C.cp}: ${md.cpInvalido}`,
      `línea 3: ${C.colonia}: La colonia Las Lomas no pertenece al código postal 72000.`,
      `línea 4: ${C.tipo}: ${ms.tipo}`,
      `línea 4: ${C.telefono}: ${md.telefonoInvalido}`,
      `línea 5: ${C.calle}: ${md.calleRequerida}`,
      `línea 5: ${C.apertura}: La hora debe tener el formato HH:mm.`,
      `línea 6: ${C.numero}: Clave repetida en la línea 2.`,
      `línea 7: ${C.numero}: ${ms.numero}`,
      `línea 7: ${C.grupo}: ${ms.grupoDeBaranetos}`,
      `línea 8: ${C.grupo}: ${messages.grupoSucursales.nombreReservado}`,
      `línea 8: ${C.activa}: ${ms.activa}`,
    ]);
    const nada = await db
      .select()
      .from(catSucursales)
      .where(inArray(catSucursales.codSucursal, [601, 602, 603, 604, 605, 606]));
    expect(nada).toEqual([]);
  });

  it('matches the header by name in any order and refuses unknown columns', async () => {
    const orden = [...encabezado].reverse();
    const filas = [orden.map((c) => c.toUpperCase()), [...fila({ [C.numero]: '507' })].reverse()];
    expect((await importar(db, importador, archivoCsv(filas, ';'), true)).lineas).toEqual([]);
    const r = await importar(
      db,
      importador,
      archivoCsv([
        [...encabezado, 'Gerente'],
        [...fila(), 'Luis'],
      ]),
    );
    expect(r.lineas).toHaveLength(1);
    expect(r.lineas[0]).toMatch(
      /^línea 1: Gerente: Columna desconocida \(las columnas son: Número de sucursal, /,
    );
  });
});
