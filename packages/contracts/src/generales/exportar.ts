import { z } from 'zod';
import { MONTO_MAX, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';

/** Suffix of a list endpoint's export: the same path and filters, answered as .xlsx (every filtered row). */
export const EXPORT_SUFFIX = '/excel';
/** Rows a client-side list (loaded whole) may send to be written as .xlsx. */
export const EXPORTAR_FILAS_MAX = 20_000;

const celda = z.union([texto(2000), z.number().min(-MONTO_MAX).max(MONTO_MAX), z.boolean(), z.null()]);

export const exportarTablaBody = z.object({
  archivo: z
    .string()
    .trim()
    .min(1, 'El nombre del archivo es requerido.')
    .max(80)
    .regex(/^[\p{L}\p{N} _-]+$/u, 'El nombre del archivo solo admite letras, números, espacios y guiones.'),
  columnas: z.array(texto(100)).min(1, 'La tabla no tiene columnas.').max(60),
  filas: z
    .array(z.array(celda).max(60))
    .max(EXPORTAR_FILAS_MAX, `Solo se pueden exportar ${EXPORTAR_FILAS_MAX} filas a la vez.`),
});
export type ExportarTabla = z.infer<typeof exportarTablaBody>;

/** The rows a screen shows (a list loaded whole, filtered in the browser) written as .xlsx. */
export const exportarTabla = endpoint({
  method: 'POST',
  path: '/exportar/excel',
  body: exportarTablaBody,
  data: z.null(),
  summary: 'Escribe como .xlsx las filas que muestra una tabla (listas cargadas completas)',
});
