import { messages } from '@farmasi/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A business rule refused the request: answered HTTP 200 with value false (ARCHITECTURE rule 2).
 * Throwing it inside a transaction rolls the transaction back, so nothing is half-written.
 */
export class Rechazo extends Error {}

/** An HTTP-level refusal (401, 403, 404) answered with the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const envelopeOf = (message: string) => ({ value: false, message, data: null });

const contextNames: Record<string, string> = {
  body: 'el cuerpo',
  params: 'la ruta',
  querystring: 'la consulta',
  headers: 'los encabezados',
};

/** Spanish text naming the first invalid field of a schema failure. */
const validationMessage = (error: FastifyError & { validationContext?: string }): string => {
  const first = error.validation?.[0];
  if (!first) return messages.servidor.datosInvalidos;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = contextNames[error.validationContext ?? ''] ?? 'la petición';
  return field
    ? `${messages.servidor.datosInvalidos}: el campo '${field}' en ${where}: ${first.message}`
    : `${messages.servidor.datosInvalidos} en ${where}: ${first.message}`;
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Rechazo) return reply.status(200).send(envelopeOf(error.message));
    if (error instanceof HttpError) return reply.status(error.statusCode).send(envelopeOf(error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(envelopeOf(validationMessage(error)));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(envelopeOf(messages.servidor.cuerpoInvalido));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      request.log.info({ err: error }, 'petición rechazada');
      return reply
        .status(error.statusCode)
        .send(envelopeOf(`${messages.servidor.datosInvalidos}: ${error.message}`));
    }
    request.log.error({ err: error }, 'error inesperado');
    const message = messages.servidor.errorInterno.replace('{requestId}', String(request.id));
    return reply.status(500).send(envelopeOf(message));
  });
};

export const notFoundEnvelope = () => envelopeOf(messages.servidor.noEncontrado);
