import { PassThrough } from 'node:stream';
import { API_BASE } from '@farmasi/contracts/constants';
import type { Endpoint } from '@farmasi/contracts/endpoint';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type App, actorOf, type Permiso } from './routes.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Suffix of the export of a list endpoint: the same path and filters, answered as .xlsx. */
export const EXPORT_SUFFIX = '/excel';

export type Celda = string | number | boolean | Date | null | undefined;
export interface ColumnaExcel<F> {
  encabezado: string;
  valor: (fila: F) => Celda;
  ancho?: number;
  /** Excel number format, e.g. '$#,##0.00' or 'dd/mm/yyyy'. */
  formato?: string;
}

/**
 * Streams rows as one .xlsx sheet into the reply (exceljs streaming writer: memory stays flat).
 * TODO(lead): the platform's excel module (helper "servicios", formula neutralisation) replaces
 * this writer; addExportRoute only needs (reply, archivo, hoja, columnas, filas) => Promise<void>.
 */
export const escribirXlsx = async <F>(
  reply: FastifyReply,
  archivo: string,
  hoja: string,
  columnas: readonly ColumnaExcel<F>[],
  filas: AsyncIterable<F>,
) => {
  const stream = new PassThrough();
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${archivo}"`)
    .header('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'FarmaSí back-office';
  const sheet = workbook.addWorksheet(hoja, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnas.map((c, i) => ({
    key: String(i),
    header: c.encabezado,
    width: c.ancho ?? 20,
    ...(c.formato ? { style: { numFmt: c.formato } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const escribir = async () => {
    for await (const fila of filas) sheet.addRow(columnas.map((c) => c.valor(fila) ?? null)).commit();
    sheet.commit();
    await workbook.commit();
  };
  // The reply starts sending while rows are still being read; a failure cuts the download.
  escribir().catch((error: unknown) => {
    reply.log.error({ err: error }, 'exportación a Excel interrumpida');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(stream);
};

/**
 * Reads a whole result in batches: siguiente(ultima, limite) answers the rows after the last one
 * read (keyset), an empty or short batch ends it. One query at a time (PGlite runs one).
 */
export async function* porLotes<F>(
  siguiente: (ultima: F | undefined, limite: number) => Promise<F[]>,
  limite = 2000,
): AsyncGenerator<F> {
  let ultima: F | undefined;
  for (;;) {
    const lote = await siguiente(ultima, limite);
    yield* lote;
    if (lote.length < limite) return;
    ultima = lote[lote.length - 1];
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape
type AnyEndpoint = Endpoint<any, any, any>;
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface ExportOptions<E extends AnyEndpoint, F> {
  /** File name without extension (the date is not added: the browser keeps both). */
  archivo: string;
  hoja: string;
  columnas: readonly ColumnaExcel<F>[];
  /** The whole filtered result of the list's own query (paging fields ignored). */
  filas: (ctx: { params: Out<E['params']>; body: Out<E['body']>; query: unknown }) => AsyncIterable<F>;
}

/**
 * Offers a list endpoint as Excel: the same method, path + '/excel', the same params, body and
 * query schemas and the same permission; the answer streams every filtered row, no row cap.
 */
export const addExportRoute = <E extends AnyEndpoint, F>(
  app: App,
  e: E,
  permiso: Permiso,
  opciones: ExportOptions<E, F>,
) => {
  app.route({
    method: e.method,
    url: `${API_BASE}${e.path}${EXPORT_SUFFIX}`,
    config: { permiso },
    schema: {
      summary: `${e.summary} (Excel, todas las filas filtradas)`,
      tags: [e.path.split('/').filter(Boolean)[0] ?? 'api'],
      ...(e.params ? { params: e.params } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(permiso === 'publico' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: (request, reply) => {
      reply.log.info({ actor: actorOf(request).idUsuario, ruta: e.path }, 'exportación a Excel');
      const filas = opciones.filas({
        params: request.params as Out<E['params']>,
        body: request.body as Out<E['body']>,
        query: request.query,
      });
      return escribirXlsx(reply, `${opciones.archivo}.xlsx`, opciones.hoja, opciones.columnas, filas);
    },
  });
};
