import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { catArticulosDifarmer } from '../../../db/schema/index.ts';
import { COLUMNAS_DIFARMER, importarDifarmer, parseCsv } from './importar.ts';

const { db } = await createTestApp();
const encabezado = COLUMNAS_DIFARMER.join(',');
const fila = (cod: number, descripcion: string, extra = '') =>
  `${cod},"${descripcion}",ACTIVO,7509990000${cod % 1000},1,PARACETAMOL,1,LABORATORIOS PISA,3,OTC,1,TABLETAS,2,NADRO,3,OTC,si,0,12.5,51101500,123M2020 SSA,IV${extra}`;

describe('CSV import of the DIFARMER catalogue', () => {
  it('parses quotes, escaped quotes, semicolons and CRLF', () => {
    expect(parseCsv('a,"b,""c"""\r\n1,2\n')).toEqual([
      ['a', 'b,"c"'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;b\n1;2', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('inserts new codes (pending) and updates existing ones in one go', async () => {
    const r = await importarDifarmer(
      db,
      [encabezado, fila(880001, 'JARABE, ""NUEVO"" 120 ML'), fila(1001, 'NOMBRE ACTUALIZADO')].join('\n'),
    );
    expect(r).toEqual({ filas: 2, nuevos: 1, actualizados: 1, errores: [] });
    const [nuevo] = await db
      .select()
      .from(catArticulosDifarmer)
      .where(eq(catArticulosDifarmer.codArticulo, 880001));
    expect(nuevo).toMatchObject({
      descripcion: 'JARABE, "NUEVO" 120 ML',
      iva: true,
      ieps: false,
      ultimoCosto: '12.5000',
    });
    const [viejo] = await db
      .select()
      .from(catArticulosDifarmer)
      .where(eq(catArticulosDifarmer.codArticulo, 1001));
    expect(viejo?.descripcion).toBe('NOMBRE ACTUALIZADO');
  });

  it('writes nothing when a row is wrong, and names the line', async () => {
    const r = await importarDifarmer(db, [encabezado, fila(880002, 'BIEN'), fila(880003, '')].join('\n'));
    expect(r.errores).toEqual(['Línea 3: descripcion está vacía']);
    expect(
      await db.select().from(catArticulosDifarmer).where(eq(catArticulosDifarmer.codArticulo, 880002)),
    ).toEqual([]);
    expect((await importarDifarmer(db, 'codArticulo,descripcion\n1,x')).errores[0]).toMatch(
      /^Faltan columnas/,
    );
    const repetido = await importarDifarmer(
      db,
      [encabezado, fila(880004, 'A'), fila(880004, 'B')].join('\n'),
    );
    expect(repetido.errores).toEqual(['Línea 3: el código 880004 está repetido']);
  });
});
