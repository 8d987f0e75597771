/**
 * The whole-list export of a server-paged list (issue 10 §7): the pending DIFARMER articles (S05,
 * ~95,000 rows at the large scale) downloaded as one .xlsx through the app's `/excel` route, with
 * the server's heap sampled while it streams. Measured in the same run as bare Fastify.
 */
import { memoryUsage } from 'node:process';

export interface MedidaExportacion {
  segundos: number;
  bytes: number;
  filas: number;
  heapInicioMb: number;
  heapPicoMb: number;
  xlsx: boolean;
}

const MB = 1024 * 1024;

/** Downloads the export once and reports its time, size and the heap while it streamed. */
export const medirExportacion = async (
  url: string,
  headers: Record<string, string>,
  filas: number,
): Promise<MedidaExportacion> => {
  global.gc?.();
  const heapInicio = memoryUsage().heapUsed;
  let pico = heapInicio;
  const muestreo = setInterval(() => {
    pico = Math.max(pico, memoryUsage().heapUsed);
  }, 50);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: headers.authorization ?? '' } });
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
