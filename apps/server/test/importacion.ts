import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Database } from '../src/db/client.ts';
import type { Actor } from '../src/platform/audit.ts';
import { ejecutarImportacion } from '../src/platform/importacion/ejecutar.ts';
import { textoCsv } from '../src/platform/importacion/plantilla.ts';
import { textoDeError } from '../src/platform/importacion/resumen.ts';
import type { Importador, OrigenArchivo } from '../src/platform/importacion/tipos.ts';

/** Files of an import built in the test: rows of cells (the first is the header). */
export const archivoCsv = (filas: readonly (readonly string[])[], separador = ','): OrigenArchivo => {
  const texto = separador === ',' ? textoCsv(filas) : filas.map((f) => `${f.join(separador)}\n`).join('');
  return { nombre: 'archivo.csv', abrir: () => Readable.from([Buffer.from(`\uFEFF${texto}`)]) };
};

export const archivoXlsx = async (filas: readonly (readonly unknown[])[]): Promise<OrigenArchivo> => {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Datos');
  for (const f of filas) hoja.addRow([...f]);
  const bytes = Buffer.from(await libro.xlsx.writeBuffer());
  return { nombre: 'archivo.xlsx', abrir: () => Readable.from([bytes]) };
};

/** The actor of the imports run by the tests (as the command line's, another route). */
export const actorDePrueba = (ruta: string): Actor => ({
  idUsuario: null,
  codEmpleado: null,
  requestId: 'prueba-importacion',
  metodo: 'CLI',
  ruta,
});

/** Runs an import and answers its result with the error lines as the command prints them. */
export const importar = async (
  db: Database,
  importador: Importador<unknown>,
  archivo: OrigenArchivo,
  dryRun = false,
) => {
  const r = await ejecutarImportacion(db, importador, archivo, {
    dryRun,
    actor: actorDePrueba(`cli import ${importador.tipo}`),
  });
  return { ...r, lineas: r.errores.map(textoDeError) };
};
