/**
 * The whole-list export of a server-paged list (issue 10 §7), with the server's heap sampled while it
 * streams. The app's own export of the pending DIFARMER articles (S05) holds 5,000 rows at the large
 * scale, so the 100,000-row target is measured on the same pieces (keyset batches of porLotes, the
 * platform's escribirXlsx into the HTTP answer) over every DIFARMER article, on a route of the bench.
 */
import { memoryUsage } from 'node:process';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Queryable } from '../../src/db/client.ts';
import { escribirXlsx, porLotes } from '../../src/platform/exportar.ts';
import { rowsOf } from '../../src/platform/sql.ts';

type Articulo = { codArticulo: number; articulo: string; formula: string };

/** Every DIFARMER article (~103,000) as the pending list's three columns, read 2,000 at a time. */
export const servidorExportacion = async (db: Queryable) => {
  const app = Fastify();
  app.get('/excel', (_request, reply) =>
    escribirXlsx(
      reply,
      'articulos-difarmer.xlsx',
      'DIFARMER',
      [
        { encabezado: 'Código', valor: (a: Articulo) => a.codArticulo, ancho: 12 },
        { encabezado: 'Artículo', valor: (a: Articulo) => a.articulo, ancho: 60 },
        { encabezado: 'Fórmula', valor: (a: Articulo) => a.formula, ancho: 40 },
      ],
      porLotes((ultima: Articulo | undefined, limite) =>
        rowsOf<Articulo>(
          db,
          sql`select cod_articulo as "codArticulo", descripcion as articulo, formula
              from cat_articulos_difarmer where cod_articulo > ${ultima?.codArticulo ?? -1}
              order by cod_articulo limit ${limite}`,
        ),
      ),
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/excel`,
    cerrar: () => app.close(),
  };
};

export interface MedidaExportacion {
  segundos: number;
  bytes: number;
  filas: number;
  heapInicioMb: number;
  heapPicoMb: number;
  xlsx: boolean;
}

const MB = 1024 * 1024;

/**
 * Downloads the export once and reports its time, size and the heap while it streamed. `cuerpo`:
 * the export is a POST with that JSON body (a spec call that takes its filters in the body).
 * `vivo` (with --expose-gc): each sample collects first, so the peak is the memory the export holds,
 * not the collector's slack (slower: time it in another run).
 */
export const medirExportacion = async (
  url: string,
  headers: Record<string, string>,
  filas: number,
  cuerpo?: unknown,
  { vivo = false }: { vivo?: boolean } = {},
): Promise<MedidaExportacion> => {
  global.gc?.();
  const heapInicio = memoryUsage().heapUsed;
  let pico = heapInicio;
  const muestreo = setInterval(
    () => {
      if (vivo) global.gc?.();
      pico = Math.max(pico, memoryUsage().heapUsed);
    },
    vivo ? 250 : 50,
  );
  const t0 = performance.now();
  const res = await fetch(url, {
    headers: {
      authorization: headers.authorization ?? '',
      ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(cuerpo === undefined ? {} : { method: 'POST', body: JSON.stringify(cuerpo) }),
  });
  if (!res.ok || !res.body) throw new Error(`La exportación respondió ${res.status}`);
  let bytes = 0;
  let inicio: Uint8Array | undefined;
  let final = new Uint8Array();
  for await (const trozo of res.body as AsyncIterable<Uint8Array>) {
    inicio ??= trozo.slice(0, 4);
    bytes += trozo.length;
    final = trozo.length >= 22 ? trozo.slice(-22) : Uint8Array.from([...final, ...trozo].slice(-22));
  }
  const segundos = (performance.now() - t0) / 1000;
  clearInterval(muestreo);
  // A real .xlsx is a zip: local header first, end-of-central-directory record last.
  const firma = (b: Uint8Array | undefined, n: number) =>
    !!b && b[0] === 0x50 && b[1] === 0x4b && b[2] === n && b[3] === n + 1;
  return {
    segundos,
    bytes,
    filas,
    heapInicioMb: heapInicio / MB,
    heapPicoMb: pico / MB,
    xlsx: firma(inicio, 3) && firma(final, 5),
  };
};
