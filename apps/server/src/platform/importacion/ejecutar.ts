import { Rechazo } from '../errors.ts';
import { ArchivoRechazado, type Lectura, leerFilas } from './filas.ts';
import type {
  Conteo,
  EjecutarImportacion,
  ErrorFila,
  Fila,
  FilaValida,
  Importador,
  OrigenArchivo,
  Progreso,
  ResultadoImportacion,
} from './tipos.ts';

/**
 * One run of an import (docs/decisions/importacion.md). Pass 1 reads the whole file: each row is
 * checked alone (`validar`), a key already seen in the file is refused, and the valid rows are
 * checked against the database in batches (`verificar`); every error is kept. A dry run, or a run
 * with any error, stops there: nothing is written. Otherwise pass 2 reads the file again and writes
 * every batch (`escribir`) inside ONE transaction: all rows or none.
 */

/** Rows per batch of `verificar` and `escribir`. */
export const LOTE = 1000;
/** At most one progress report per this many milliseconds (and one at the end of each pass). */
export const PROGRESO_MS = 250;

export const mensajesEjecucion = {
  claveRepetida: 'Clave repetida en la línea {linea}.',
  sinFilas: 'El archivo no tiene filas de datos.',
  archivoCambio: 'El archivo cambió mientras se importaba: no se importó nada.',
} as const;

const porLinea = (a: ErrorFila, b: ErrorFila) => a.linea - b.linea;

const aviso = (onProgreso: ((p: Progreso) => void) | undefined, fase: Progreso['fase']) => {
  let ultimo = 0;
  return (filas: number, final = false) => {
    if (!onProgreso) return;
    const ahora = Date.now();
    if (!final && ahora - ultimo < PROGRESO_MS) return;
    ultimo = ahora;
    onProgreso({ fase, filas });
  };
};

/** The column holding the row's key (the first whose text is the key), for the repeated-key message. */
const campoDeClave = (importador: Importador<unknown>, fila: Fila, clave: string) =>
  importador.columnas.find((c) => (fila[c.nombre] ?? '').toLowerCase() === clave.toLowerCase())?.nombre ?? '';

/**
 * The batches' database work, one after another, while the file goes on being read: the next batch
 * is read and checked while the previous one is in the database (PostgreSQL works in a process of its
 * own). At most one batch waits: `poner` first waits for the one before. A failure is thrown by the
 * next `poner` or by `terminar`.
 */
const cola = () => {
  let actual: Promise<void> = Promise.resolve();
  let fallo: { error: unknown } | undefined;
  const terminar = async () => {
    await actual;
    if (fallo) throw fallo.error;
  };
  return {
    poner: async (trabajo: () => Promise<void>) => {
      await terminar();
      actual = trabajo().catch((error: unknown) => {
        fallo = { error };
      });
    },
    terminar,
    /** Waits for the work in flight without its failure (the run is failing already). */
    esperar: () => actual,
  };
};

/** Pass 1: every error of the file, with the number of data rows read. */
const verificarArchivo = async (
  db: Parameters<EjecutarImportacion>[0],
  importador: Importador<unknown>,
  archivo: OrigenArchivo,
  progreso: (filas: number, final?: boolean) => void,
) => {
  const errores: ErrorFila[] = [];
  const lineas = new Map<string, number>();
  const vistas = new Set<string>();
  let lote: FilaValida<unknown>[] = [];
  let filas = 0;
  const enBase = cola();
  const verificarLote = async () => {
    if (lote.length === 0) return;
    const actual = lote;
    lote = [];
    await enBase.poner(async () => {
      errores.push(...(await importador.verificar(db, actual, vistas)));
      for (const f of actual) vistas.add(importador.clave(f.valor));
    });
  };
  const revisar = async (lectura: Lectura) => {
    filas++;
    progreso(filas);
    if ('errores' in lectura) {
      errores.push(...lectura.errores);
      return;
    }
    const { linea, fila } = lectura;
    const r = importador.validar(fila);
    if ('errores' in r) {
      for (const e of r.errores) errores.push({ linea, ...e });
      return;
    }
    const clave = importador.clave(r.valor);
    const primera = lineas.get(clave);
    if (primera !== undefined) {
      errores.push({
        linea,
        campo: campoDeClave(importador, fila, clave),
        razon: mensajesEjecucion.claveRepetida.replace('{linea}', String(primera)),
      });
      return;
    }
    lineas.set(clave, linea);
    lote.push({ linea, valor: r.valor });
    if (lote.length >= LOTE) await verificarLote();
  };
  try {
    for await (const lectura of leerFilas(archivo, importador.columnas)) await revisar(lectura);
  } catch (error) {
    // The file could not be read on (a bad header, not UTF-8...): its error, after those found so far.
    if (!(error instanceof ArchivoRechazado)) {
      await enBase.esperar();
      throw error;
    }
    await enBase.terminar();
    return { errores: [...errores, ...error.errores].sort(porLinea), filas };
  }
  await verificarLote();
  await enBase.terminar();
  progreso(filas, true);
  if (filas === 0) errores.push({ linea: 0, campo: '', razon: mensajesEjecucion.sinFilas });
  return { errores: errores.sort(porLinea), filas };
};

const sumar = (a: Conteo, b: Conteo): Conteo => ({
  nuevos: a.nuevos + b.nuevos,
  actualizados: a.actualizados + b.actualizados,
  sinCambios: a.sinCambios + b.sinCambios,
});

/** Pass 2: the file again, every batch written in one transaction. */
const escribirArchivo = async (
  db: Parameters<EjecutarImportacion>[0],
  importador: Importador<unknown>,
  archivo: OrigenArchivo,
  actor: Parameters<EjecutarImportacion>[3]['actor'],
  progreso: (filas: number, final?: boolean) => void,
): Promise<Conteo> =>
  db.transaction(async (tx) => {
    let conteo: Conteo = { nuevos: 0, actualizados: 0, sinCambios: 0 };
    let lote: FilaValida<unknown>[] = [];
    let filas = 0;
    const enBase = cola();
    const escribirLote = async () => {
      if (lote.length === 0) return;
      const actual = lote;
      lote = [];
      await enBase.poner(async () => {
        conteo = sumar(conteo, await importador.escribir({ tx, actor }, actual));
      });
    };
    try {
      for await (const lectura of leerFilas(archivo, importador.columnas)) {
        // Pass 1 found no error: a refused row now means the file is not the one checked.
        if ('errores' in lectura) throw new Rechazo(mensajesEjecucion.archivoCambio);
        const r = importador.validar(lectura.fila);
        if ('errores' in r) throw new Rechazo(mensajesEjecucion.archivoCambio);
        lote.push({ linea: lectura.linea, valor: r.valor });
        filas++;
        if (lote.length >= LOTE) await escribirLote();
        progreso(filas);
      }
      await escribirLote();
      await enBase.terminar();
    } catch (error) {
      // The transaction rolls back only once the batch in the database has finished.
      await enBase.esperar();
      throw error;
    }
    progreso(filas, true);
    return conteo;
  });

/**
 * Runs an import: a dry run (or a file with any error) answers the errors and writes nothing; a
 * real run writes every row in one transaction and answers the counts. A business refusal while
 * writing (Rechazo) rolls everything back and is answered as an error of the file.
 */
export const ejecutarImportacion: EjecutarImportacion = async (db, importador, archivo, opciones) => {
  const { tipo } = importador;
  const { errores, filas } = await verificarArchivo(
    db,
    importador,
    archivo,
    aviso(opciones.onProgreso, 'verificando'),
  );
  if (opciones.dryRun || errores.length > 0) return { tipo, filas, errores };
  try {
    const conteo = await escribirArchivo(
      db,
      importador,
      archivo,
      opciones.actor,
      aviso(opciones.onProgreso, 'escribiendo'),
    );
    return { tipo, filas, errores: [], conteo } satisfies ResultadoImportacion;
  } catch (error) {
    if (error instanceof ArchivoRechazado)
      return { tipo, filas, errores: [{ linea: 0, campo: '', razon: mensajesEjecucion.archivoCambio }] };
    if (error instanceof Rechazo)
      return { tipo, filas, errores: [{ linea: 0, campo: '', razon: error.message }] };
    throw error;
  }
};
