import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { auditoria, catSucursalesDirecciones, parametros } from '../../db/schema/index.ts';
import { auditarEnLote, enLista, insertarEnLote } from './lotes.ts';

/** Batch writes with one JSON parameter: every column type the importers use, nulls, odd texts. */
const { db } = await createTestApp();
const actor = { idUsuario: null, codEmpleado: null, requestId: 'lotes', metodo: 'CLI', ruta: 'prueba lotes' };

describe('batch writes of the imports', () => {
  it('inserts rows of text, char, smallint, time and timestamps; finds texts with quotes and backslashes', async () => {
    const raros = ['LOTE_"comillas"', 'LOTE_\\barra', 'LOTE_coma,y;punto', "LOTE_'apóstrofo'"];
    await insertarEnLote(
      db,
      parametros,
      raros.map((nombre) => ({ nombre, valor: nombre, descripcion: 'ñandú €', modificadoEn: new Date(0) })),
    );
    const leidos = await db
      .select()
      .from(parametros)
      .where(enLista(parametros.nombre, raros, 'text'));
    expect(leidos.map((p) => p.valor).sort()).toEqual([...raros].sort());
    expect(leidos[0]?.descripcion).toBe('ñandú €');
    expect(leidos[0]?.modificadoEn?.getTime()).toBe(0);

    // A suffix (here RETURNING): what the statement returns is answered.
    const [fila] = await insertarEnLote<{ cierre: string; calle: string }>(
      db,
      catSucursalesDirecciones,
      [
        {
          codSucursal: 1,
          tipo: 9,
          codigoPostal: '72000',
          colonia: 'Centro',
          calle: 'Av. "Reforma"',
          numExterior: '1',
          entreCalles: 'a y b',
          telefono: '2221234567',
          municipio: 'Puebla',
          estado: 'Puebla',
          localidad: 'Puebla',
          horarioApertura: '08:00',
          horarioCierre: '22:30',
          creadoPor: null,
        },
      ],
      sql`returning horario_cierre::text as cierre, calle`,
    );
    expect(fila).toEqual({ cierre: '22:30:00', calle: 'Av. "Reforma"' });
    expect(
      await db
        .select()
        .from(parametros)
        .where(enLista(parametros.nombre, [], 'text')),
    ).toEqual([]);
  });

  it('writes audit rows with null and JSON before/after values', async () => {
    await auditarEnLote(db, actor, [
      { tabla: 't', clave: 1, despues: { a: 'x"y', n: [1, 2] } },
      { tabla: 't', clave: 'k', antes: { a: 1 }, despues: null },
    ]);
    const filas = await db.select().from(auditoria).where(eq(auditoria.ruta, 'prueba lotes'));
    expect(filas.map((f) => [f.clave, f.idUsuario, f.metodo, f.antes, f.despues])).toEqual([
      ['1', null, 'CLI', null, { a: 'x"y', n: [1, 2] }],
      ['k', null, 'CLI', { a: 1 }, null],
    ]);
  });
});
