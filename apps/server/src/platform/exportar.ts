import { API_BASE } from '@farmasi/contracts/constants';
import type { Endpoint } from '@farmasi/contracts/endpoint';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { enviarXlsx, type TipoColumna } from './excel.ts';
import { enviarCsv } from './exportar-csv.ts';
import { type App, actorOf, type Permiso, registrarRuta } from './routes.ts';

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
  /**
   * What the column holds: 'fecha' and 'fechaHora' write real Excel dates in Mexico City time
   * (dd/mm/yyyy, dd/mm/yyyy hh:mm AM/PM). A Date in an untyped column is written as the screen's
   * text ('27/nov/2026 01:15 PM'), never as a UTC instant.
   */
  tipo?: TipoColumna;
}

/**
 * Streams rows as one .xlsx sheet into the reply through the platform's Excel writer (excel.ts:
 * streaming, memory flat, cells beginning with = + - @ neutralised).
 */
export const escribirXlsx = async <F>(
  reply: FastifyReply,
  archivo: string,
  hoja: string,
  columnas: readonly ColumnaExcel<F>[],
  filas: AsyncIterable<F>,
) => enviarXlsx(reply, archivo, { hoja, columnas: columnasDe(columnas), filas });

/** The export's columns as the writers (excel.ts, exportar-csv.ts) take them. */
const columnasDe = <F>(columnas: readonly ColumnaExcel<F>[]) =>
  columnas.map((c, i) => ({
    header: c.encabezado,
    key: String(i),
    width: c.ancho ?? 20,
    valor: (fila: F) => c.valor(fila) ?? null,
    ...(c.formato ? { formato: c.formato } : {}),
    ...(c.tipo ? { kind: c.tipo } : {}),
  }));

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
  /**
   * File name without extension (the date is not added: the browser keeps both); a function is
   * called at each export (a name with its time, e.g. `VentasPorCorte_${selloArchivo()}`).
   */
  archivo: string | (() => string);
  /** 'xlsx' (default) or 'csv' (UTF-8 with BOM, exportar-csv.ts): same columns, same rules. */
  formato?: 'xlsx' | 'csv';
  hoja: string;
  columnas: readonly ColumnaExcel<F>[];
  /** The whole filtered result of the list's own query (paging fields ignored). */
  filas: (ctx: { params: Out<E['params']>; body: Out<E['body']>; query: unknown }) => AsyncIterable<F>;
}

/**
 * Offers a list endpoint as Excel: the same method, path + '/excel', the same params, body and
 * query schemas and the same permission; the answer streams every filtered row, no row cap, as
 * .xlsx or (formato 'csv') as CSV.
 */
export const addExportRoute = <E extends AnyEndpoint, F>(
  app: App,
  e: E,
  permiso: Permiso,
  opciones: ExportOptions<E, F>,
) => {
  registrarRuta(app, {
    method: e.method,
    url: `${API_BASE}${e.path}${EXPORT_SUFFIX}`,
    permiso,
    summary: `${e.summary} (Excel, todas las filas filtradas)`,
    params: e.params,
    body: e.body,
    querystring: e.query,
    handler: (request, reply) => {
      reply.log.info({ actor: actorOf(request).idUsuario, ruta: e.path }, 'exportación a Excel');
      const filas = opciones.filas({
        params: request.params as Out<E['params']>,
        body: request.body as Out<E['body']>,
        query: request.query,
      });
      const archivo = typeof opciones.archivo === 'function' ? opciones.archivo() : opciones.archivo;
      if (opciones.formato === 'csv')
        return enviarCsv(reply, `${archivo}.csv`, {
          hoja: opciones.hoja,
          columnas: columnasDe(opciones.columnas),
          filas,
        });
      return escribirXlsx(reply, `${archivo}.xlsx`, opciones.hoja, opciones.columnas, filas);
    },
  });
};
