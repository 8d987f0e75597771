import { gzipSync } from 'node:zlib';
import { envelope } from '@farmasi/contracts';
import type { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { CacheVersionada, type VersionesEscuchadas } from './cache-versionada.ts';
import { type Respuesta, sobreDe } from './respuesta.ts';

// Below this size gzip saves less than its header and the work of asking for it.
const COMPRIMIR_DESDE = 1024;

/**
 * An answer already serialised and checked: addRoute sends its bytes as they are, or compressed
 * once (gzip) to a client that accepts it: a remembered list of 100 articles is ~15 KB as JSON and
 * ~2 KB compressed, written to the socket on every repeat.
 */
export class JsonListo {
  readonly gzip: Buffer | null;
  constructor(readonly bytes: Buffer) {
    this.gzip = bytes.length >= COMPRIMIR_DESDE ? gzipSync(bytes, { level: 6 }) : null;
  }
}

/**
 * A read call whose answers are remembered per version of a data set, kept serialised: checked once
 * against the contract when computed, then sent as they are, so a repeated call costs no query
 * and no serialisation. A refusal (Rechazo) or a fault is never remembered.
 */
export const respuestasRecordadas = <D extends z.ZodType>(
  db: Queryable,
  conjunto: string,
  versiones: VersionesEscuchadas,
  data: D,
  maximo = 500,
) => {
  // Kept as bytes: a repeated answer is written as it is, without encoding it again.
  const cache = new CacheVersionada<JsonListo>(conjunto, versiones, maximo);
  const respuesta = envelope(data);
  // Typed as the route's data so that a handler can return it; addRoute recognises it. An answer
  // remembered for a version known without a query is returned as it is, not in a promise.
  return (clave: string, calcular: () => Promise<z.input<D> | Respuesta<z.input<D>>>): Promise<never> =>
    (cache.recordado(clave) ??
      cache.obtener(
        db,
        clave,
        // A Respuesta keeps its message (an empty list's text); plain data answers with none.
        async () => new JsonListo(Buffer.from(JSON.stringify(respuesta.parse(sobreDe(await calcular()))))),
      )) as never;
};
