import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/**
 * 'Importar datos' (issue 28, beyond the spec): a chain's master data brought in from a CSV or .xlsx
 * file, checked row by row before anything is written, by the same importers as `npm run import`
 * (docs/decisions/importacion.md).
 */

export const TIPOS_IMPORTACION = [
  'sucursales',
  'empleados',
  'proveedores',
  'clientes',
  'cuentas-contables',
] as const;
export type TipoImportacion = (typeof TIPOS_IMPORTACION)[number];

export const FORMATOS_PLANTILLA = ['xlsx', 'csv'] as const;

/** The largest file the screen takes (the platform's upload limit). */
export const IMPORTACION_TAMANO_MAXIMO = 20 * 1024 * 1024;

/** Errors a run answers at most: the rest are counted (the command line prints them all). */
export const IMPORTACION_ERRORES_MAXIMOS = 10_000;

export const importarDatosMessages = {
  titulo: 'Importar datos',
  tipo: 'Seleccione el tipo de datos que desea importar.',
  tipoDesconocido: 'Tipo de datos desconocido: {tipo}.',
  archivo: 'Seleccione el archivo que desea importar.',
  formato: 'El archivo debe ser CSV (.csv) o Excel (.xlsx).',
  tamano: 'El archivo no debe pasar de 20 MB.',
  verificarPrimero: 'Verifique el archivo antes de importarlo.',
  confirmar: '¿Desea importar {cantidad} del archivo {archivo}? Todas las filas se guardan juntas o ninguna.',
  falloImportacion: 'No se importó nada: {razon}',
  omitidos:
    'Se muestran los primeros {mostrados} errores de {total}; el comando npm run import los lista todos.',
} as const;

const columnaSchema = z.object({
  nombre: z.string(),
  requerida: z.boolean(),
  ejemplo: z.string(),
  descripcion: z.string(),
});
export type ColumnaImportacion = z.infer<typeof columnaSchema>;

const tipoSchema = z.object({
  tipo: z.enum(TIPOS_IMPORTACION),
  titulo: z.string(),
  columnas: z.array(columnaSchema),
});
export type TipoImportacionInfo = z.infer<typeof tipoSchema>;

const tipoParam = z.object({
  tipo: z.enum(TIPOS_IMPORTACION, {
    error: (i) => importarDatosMessages.tipoDesconocido.replace('{tipo}', String(i.input)),
  }),
});

const B = '/sistemas/importar-datos';

export const tiposImportacion = endpoint({
  method: 'GET',
  path: `${B}/tipos`,
  data: z.array(tipoSchema),
  summary: 'Los tipos de datos que se pueden importar, con sus columnas',
});

export const plantillaImportacion = endpoint({
  method: 'GET',
  path: `${B}/:tipo/plantilla`,
  params: tipoParam,
  query: z.object({
    formato: z
      .enum(FORMATOS_PLANTILLA, { error: 'El formato de la plantilla debe ser xlsx o csv.' })
      .default('xlsx'),
  }),
  data: z.null(),
  summary: 'La plantilla de un tipo: el encabezado en español y una fila de ejemplo (.xlsx o .csv)',
});

export const errorFilaSchema = z.object({ linea: z.number(), campo: z.string(), razon: z.string() });
export type ErrorFilaImportacion = z.infer<typeof errorFilaSchema>;

export const resultadoImportacionSchema = z.object({
  tipo: z.enum(TIPOS_IMPORTACION),
  /** Only checked: nothing was written. */
  verificacion: z.boolean(),
  filas: z.number(),
  /** The first IMPORTACION_ERRORES_MAXIMOS, by line. */
  errores: z.array(errorFilaSchema),
  totalErrores: z.number(),
  /** Rows with at least one error. */
  filasConError: z.number(),
  conteo: z.object({ nuevos: z.number(), actualizados: z.number(), sinCambios: z.number() }).nullable(),
  /** The Spanish summary the command line prints last. */
  resumen: z.string(),
});
export type ResultadoImportacion = z.infer<typeof resultadoImportacionSchema>;

/** A line of the answer's stream before the last one (the envelope): how far the run has got. */
export const progresoImportacionSchema = z.object({
  progreso: z.object({ fase: z.enum(['verificando', 'escribiendo']), filas: z.number() }),
});
export type ProgresoImportacion = z.infer<typeof progresoImportacionSchema>['progreso'];

/**
 * A run: multipart with the file in `archivo`. The answer streams as NDJSON, one
 * `{"progreso":{…}}` line at most every 250 ms, and last the envelope with the result.
 */
const ejecutar = (accion: 'verificar' | 'importar', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${B}/:tipo/${accion}`,
    params: tipoParam,
    data: resultadoImportacionSchema,
    summary,
  });

export const verificarImportacion = ejecutar(
  'verificar',
  'Revisa cada fila del archivo con las reglas de las pantallas, sin escribir nada',
);
export const importarArchivo = ejecutar(
  'importar',
  'Revisa el archivo y, sin errores, guarda todas sus filas en una sola transacción',
);

export const importarDatosPantalla = pantalla({
  access: 'menu',
  id: 1730,
  parent: 3,
  name: 'Importar datos',
  icon: 'ImportOutlined',
  url: '/sistemas/importar-datos',
  title: importarDatosMessages.titulo,
  order: 30,
  empresa: 1,
});
