import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { auditoria } from '../src/db/schema/index.ts';
import type { Actor } from '../src/platform/audit.ts';
import type { ErrorFila, Fila, FilaValida, Importador } from '../src/platform/importacion/tipos.ts';

/**
 * One importer's steps (issue 28) called directly on `Fila` objects, as the framework calls them
 * (the header is line 1, so the first row is line 2); files through the framework: test/importacion.ts.
 */

/** Who imports: each run its own request id, so its audit rows can be read back alone. */
export const actorImportacion = (idUsuario: number | null = null): Actor => ({
  idUsuario,
  codEmpleado: null,
  requestId: randomUUID(),
  metodo: 'IMPORT',
  ruta: 'prueba/importacion',
});

/** `validar` then `verificar` over the rows as one batch: every error, and the valid rows. */
export const verificarFilas = async <T>(
  db: Database,
  importador: Importador<T>,
  filas: readonly Fila[],
  vistas = new Set<string>(),
) => {
  const errores: ErrorFila[] = [];
  const validas: FilaValida<T>[] = [];
  filas.forEach((fila, i) => {
    const r = importador.validar(fila);
    if ('errores' in r) errores.push(...r.errores.map((e) => ({ linea: i + 2, ...e })));
    else validas.push({ linea: i + 2, valor: r.valor });
  });
  errores.push(...(await importador.verificar(db, validas, vistas)));
  return { errores: errores.sort((a, b) => a.linea - b.linea), validas };
};

/** The rows checked (they must all pass) and written in one transaction: the counts and the actor. */
export const escribirFilas = async <T>(
  db: Database,
  importador: Importador<T>,
  filas: readonly Fila[],
  actor = actorImportacion(),
) => {
  const { errores, validas } = await verificarFilas(db, importador, filas);
  if (errores.length) throw new Error(`Filas con errores: ${JSON.stringify(errores)}`);
  const conteo = await db.transaction((tx) => importador.escribir({ tx, actor }, validas));
  return { conteo, actor };
};

/** The audit rows of one run (by its request id), in order. */
export const auditoriaDe = (db: Database, actor: Pick<Actor, 'requestId'>) =>
  db
    .select({
      tabla: auditoria.tabla,
      clave: auditoria.clave,
      antes: auditoria.antes,
      despues: auditoria.despues,
    })
    .from(auditoria)
    .where(eq(auditoria.requestId, actor.requestId))
    .orderBy(asc(auditoria.id));

/** `Fila` objects as the cells of a file: the header (the columns' names) then each row in that order. */
export const celdasDe = (columnas: readonly string[], filas: readonly Fila[]) => [
  [...columnas],
  ...filas.map((f) => columnas.map((c) => f[c] ?? '')),
];
