import type { Formato } from '../../src/platform/importacion/filas.ts';
import { formatoDe } from '../../src/platform/importacion/filas.ts';
import type { ColumnaImportacion } from '../../src/platform/importacion/tipos.ts';

/** What `npm run import -- …` was asked to do (index.ts), or why the call is wrong (exit 2). */
export type Orden =
  | { accion: 'ayuda' }
  | { accion: 'importar'; tipo: string; archivo: string; dryRun: boolean }
  | { accion: 'plantilla'; tipo: string; archivo: string; formato: Formato }
  | { accion: 'error'; mensaje: string };

export const USO = [
  'Uso:',
  '  npm run import -- <tipo> <archivo.csv|archivo.xlsx> [--dry-run]',
  '  npm run import -- <tipo> --plantilla <archivo.csv|archivo.xlsx>',
  '  npm run import -- --help',
].join('\n');

export const leerArgumentos = (args: readonly string[]): Orden => {
  if (args.length === 0) return { accion: 'error', mensaje: 'Falta el tipo de datos a importar.' };
  if (args.includes('--help') || args.includes('-h')) return { accion: 'ayuda' };
  const desconocida = args.find((a) => a.startsWith('-') && a !== '--dry-run' && a !== '--plantilla');
  if (desconocida) return { accion: 'error', mensaje: `Opción desconocida: ${desconocida}.` };
  const plantilla = args.indexOf('--plantilla');
  const dryRun = args.includes('--dry-run');
  const resto = args.filter((a, i) => !a.startsWith('-') && !(plantilla >= 0 && i === plantilla + 1));
  const [tipo] = resto;
  if (!tipo) return { accion: 'error', mensaje: 'Falta el tipo de datos a importar.' };
  if (plantilla >= 0) {
    const archivo = args[plantilla + 1];
    if (!archivo || archivo.startsWith('-'))
      return { accion: 'error', mensaje: 'Falta el archivo de la plantilla (.csv o .xlsx).' };
    if (dryRun || resto.length > 1)
      return { accion: 'error', mensaje: '--plantilla solo lleva el tipo y el archivo a escribir.' };
    const formato = formatoDe(archivo);
    if (!formato) return { accion: 'error', mensaje: 'La plantilla debe ser .csv o .xlsx.' };
    return { accion: 'plantilla', tipo, archivo, formato };
  }
  const [, archivo, ...demas] = resto;
  if (!archivo) return { accion: 'error', mensaje: 'Falta el archivo a importar (.csv o .xlsx).' };
  if (demas.length > 0) return { accion: 'error', mensaje: `Sobra el argumento ${demas[0]}.` };
  if (!formatoDe(archivo)) return { accion: 'error', mensaje: 'El archivo debe ser .csv o .xlsx.' };
  return { accion: 'importar', tipo, archivo, dryRun };
};

/** `--help`: the usage, then each kind with its title and columns. */
export const textoDeAyuda = (
  tipos: readonly { tipo: string; titulo: string; columnas: readonly ColumnaImportacion[] }[],
  faltantes: readonly string[],
) => {
  const lineas = [
    'Importa datos maestros desde una hoja de cálculo: primero revisa todas las filas y, solo si',
    'ninguna tiene errores, las escribe todas en una transacción (o ninguna). Con --dry-run solo revisa.',
    'Los encabezados se reconocen por nombre (sin importar acentos, mayúsculas ni el orden).',
    '',
    USO,
    '',
    'Tipos:',
  ];
  for (const { tipo, titulo, columnas } of tipos) {
    lineas.push('', `  ${tipo} — ${titulo}`);
    for (const c of columnas) {
      const descripcion = /[.)]$/.test(c.descripcion) ? c.descripcion : `${c.descripcion}.`;
      const ejemplo = c.ejemplo ? ` Ejemplo: ${c.ejemplo}` : '';
      lineas.push(`    ${c.nombre}${c.requerida ? ' (obligatoria)' : ''}: ${descripcion}${ejemplo}`);
    }
  }
  if (faltantes.length > 0) lineas.push('', `Sin importador todavía: ${faltantes.join(', ')}.`);
  return lineas.join('\n');
};
