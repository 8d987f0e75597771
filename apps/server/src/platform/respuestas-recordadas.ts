import { envelope } from '@farmasi/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { CacheVersionada, type VersionesEscuchadas } from './cache-versionada.ts';

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
  const cache = new CacheVersionada<Buffer>(conjunto, versiones, maximo);
  const respuesta = envelope(data);
  return async (clave: string, calcular: () => Promise<z.input<D>>, reply: FastifyReply): Promise<never> => {
    const json = await cache.obtener(db, clave, async () =>
      Buffer.from(JSON.stringify(respuesta.parse({ value: true, message: '', data: await calcular() }))),
    );
    return reply.type('application/json; charset=utf-8').send(json) as never;
  };
};
