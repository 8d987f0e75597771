import { Readable } from 'node:stream';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { auditoria, parametros } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';
import { Rechazo } from '../errors.ts';
import { ejecutarImportacion, LOTE, mensajesEjecucion } from './ejecutar.ts';
import { textoCsv } from './plantilla.ts';
import { resumenImportacion, textoDeError } from './resumen.ts';
import type { Importador, OrigenArchivo, Progreso } from './tipos.ts';

/**
 * The framework with a test importer of parameters (key: name): what pass 1 reports, that a dry run
 * or a file with errors writes nothing, that pass 2 writes all batches in one transaction or none.
 */
const { db } = await createTestApp();
const actor = { idUsuario: null, codEmpleado: null, requestId: 'prueba', metodo: 'CLI', ruta: 'test import' };

type Valor = { nombre: string; valor: string };
const lotes: { tamano: number; vistas: number }[] = [];

const importador: Importador<Valor> = {
  tipo: 'sucursales',
  titulo: 'Parámetros de prueba',
  columnas: [
    { nombre: 'Nombre', requerida: true, ejemplo: 'IMP_A', descripcion: '' },
    { nombre: 'Valor', requerida: true, ejemplo: '1', descripcion: '' },
  ],
  clave: (v) => v.nombre,
  validar: (fila) => {
    const nombre = fila.Nombre ?? '';
    const valor = fila.Valor ?? '';
    const errores = [];
    if (!nombre.startsWith('IMP_')) errores.push({ campo: 'Nombre', razon: 'debe empezar con IMP_' });
    if (valor === 'malo') errores.push({ campo: 'Valor', razon: 'valor malo' });
    return errores.length > 0 ? { errores } : { valor: { nombre, valor } };
  },
  verificar: async (q, lote, vistas) => {
    lotes.push({ tamano: lote.length, vistas: vistas.size });
    await q.execute(sql`select 1`);
    return lote
      .filter((f) => f.valor.valor === 'prohibido')
      .map((f) => ({ linea: f.linea, campo: 'Valor', razon: 'prohibido en la base' }));
  },
  escribir: async ({ tx, actor: a }, lote) => {
    if (lote.some((f) => f.valor.valor === 'explota')) throw new Rechazo('el lote no se pudo escribir');
    const nombres = lote.map((f) => f.valor.nombre);
    const antes = new Map(
      (await tx.select().from(parametros).where(inArray(parametros.nombre, nombres))).map((p) => [
        p.nombre,
        p.valor,
      ]),
    );
    const cambian = lote.map((f) => f.valor).filter((v) => antes.get(v.nombre) !== v.valor);
    if (cambian.length > 0) {
      await tx
        .insert(parametros)
        .values(cambian)
        .onConflictDoUpdate({ target: parametros.nombre, set: { valor: sql`excluded.valor` } });
      await audit(
        tx,
        a,
        ...cambian.map((v) => ({
          tabla: 'parametros',
          clave: v.nombre,
          antes: antes.get(v.nombre) ?? null,
          despues: v,
        })),
      );
    }
    const actualizados = cambian.filter((v) => antes.has(v.nombre)).length;
    return { nuevos: cambian.length - actualizados, actualizados, sinCambios: lote.length - cambian.length };
  },
};

const csv = (filas: string[][]): OrigenArchivo => {
  const texto = textoCsv([['Nombre', 'Valor'], ...filas]);
  return { nombre: 'p.csv', abrir: () => Readable.from([Buffer.from(texto)]) };
};

const correr = (archivo: OrigenArchivo, dryRun = false, onProgreso?: (p: Progreso) => void) =>
  ejecutarImportacion(db, importador as Importador<unknown>, archivo, { dryRun, actor, onProgreso });

const importados = async () =>
  (await db.select().from(parametros).where(like(parametros.nombre, 'IMP_%'))).length;

describe('ejecutarImportacion', () => {
  it('collects every error of the file sorted by line: row checks, repeated keys, batch checks', async () => {
    const filas = Array.from({ length: 2 * LOTE + 10 }, (_, i) => [`IMP_${i}`, String(i)]);
    filas[5] = ['IMP_5', 'malo'];
    filas[LOTE + 3] = ['IMP_3', 'otro'];
    filas[LOTE + 4] = ['X', 'malo'];
    filas[2 * LOTE + 2] = ['IMP_LAST', 'prohibido'];
    lotes.length = 0;
    const r = await correr(csv(filas));
    expect(r.errores.map(textoDeError)).toEqual([
      'línea 7: Valor: valor malo',
      `línea ${LOTE + 5}: Nombre: ${mensajesEjecucion.claveRepetida.replace('{linea}', '5')}`,
      `línea ${LOTE + 6}: Nombre: debe empezar con IMP_`,
      `línea ${LOTE + 6}: Valor: valor malo`,
      `línea ${2 * LOTE + 4}: Valor: prohibido en la base`,
    ]);
    expect(r.filas).toBe(2 * LOTE + 10);
    expect(r.conteo).toBeUndefined();
    // Batches of LOTE valid rows; `vistas` holds the keys of the batches checked before.
    expect(lotes[0]).toEqual({ tamano: LOTE, vistas: 0 });
    expect(lotes[1]?.vistas).toBe(LOTE);
    expect(await importados()).toBe(0);
    expect(resumenImportacion(r, false)).toBe(
      `No se importó nada: 4 filas de ${(2 * LOTE + 10).toLocaleString('en-US')} con errores; corrija el archivo y vuelva a intentarlo.`,
    );
  });

  it('a dry run of a good file writes nothing and says so', async () => {
    const r = await correr(csv([['IMP_A', '1']]), true);
    expect(r).toEqual({ tipo: 'sucursales', filas: 1, errores: [] });
    expect(await importados()).toBe(0);
    expect(resumenImportacion(r, true)).toBe(
      'Verificación sin errores: 1 sucursal lista para importar (no se escribió nada).',
    );
  });

  it('writes all batches in one transaction: a refusal in the last one leaves nothing written', async () => {
    const filas = Array.from({ length: LOTE + 5 }, (_, i) => [`IMP_${i}`, String(i)]);
    filas[LOTE + 2] = ['IMP_X', 'explota'];
    const r = await correr(csv(filas));
    expect(r.errores).toEqual([{ linea: 0, campo: '', razon: 'el lote no se pudo escribir' }]);
    expect(await importados()).toBe(0);
    expect(resumenImportacion(r, false)).toBe('No se importó nada: el lote no se pudo escribir');
  });

  it('imports, reports progress, and a second run of the same file changes nothing', async () => {
    const filas = Array.from({ length: LOTE + 200 }, (_, i) => [`IMP_${i}`, String(i)]);
    const progreso: Progreso[] = [];
    const r = await correr(csv(filas), false, (p) => progreso.push(p));
    expect(r.conteo).toEqual({ nuevos: LOTE + 200, actualizados: 0, sinCambios: 0 });
    expect(progreso.at(-1)).toEqual({ fase: 'escribiendo', filas: LOTE + 200 });
    expect(progreso.filter((p) => p.fase === 'verificando').at(-1)?.filas).toBe(LOTE + 200);
    expect(await importados()).toBe(LOTE + 200);
    const auditados = await db.select().from(auditoria).where(eq(auditoria.ruta, 'test import'));
    expect(auditados).toHaveLength(LOTE + 200);

    filas[0] = ['IMP_0', 'cambiado'];
    const otra = await correr(csv(filas));
    expect(otra.conteo).toEqual({ nuevos: 0, actualizados: 1, sinCambios: LOTE + 199 });
    const igual = await correr(csv(filas));
    expect(igual.conteo).toEqual({ nuevos: 0, actualizados: 0, sinCambios: LOTE + 200 });
    expect(resumenImportacion(igual, false)).toBe(
      `${(LOTE + 200).toLocaleString('en-US')} sucursales: 0 nuevas, 0 actualizadas, ${(LOTE + 200).toLocaleString('en-US')} sin cambios`,
    );
  });

  it('answers a bad header or an empty file as errors without reading rows', async () => {
    const malo: OrigenArchivo = {
      nombre: 'p.csv',
      abrir: () => Readable.from([Buffer.from('Nombre\nIMP_Z\n')]),
    };
    expect((await correr(malo)).errores.map(textoDeError)).toEqual([
      'línea 1: Valor: Falta la columna, que es obligatoria.',
    ]);
    expect((await correr(csv([]))).errores.map(textoDeError)).toEqual([mensajesEjecucion.sinFilas]);
  });

  it('stops at a line it cannot read, keeping the errors found before it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('Nombre,Valor\nIMP_1,malo\nIMP_2,'),
      Buffer.from([0xe9]),
      Buffer.from('\nIMP_3,3\n'),
    ]);
    const r = await correr({ nombre: 'p.csv', abrir: () => Readable.from([bytes]) });
    expect(r.errores.map((e) => e.linea)).toEqual([2, 3]);
    expect(r.errores[1]?.razon).toMatch(/UTF-8/);
  });
});
