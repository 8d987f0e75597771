import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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
    options?: ErrorOptions,
  ) {
    super(message, options);
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

/** Spanish answers of the framework's own refusals, by Fastify error code. */
const porCodigo: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.servidor.cuerpoInvalido,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.servidor.cuerpoInvalido,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.servidor.tipoNoAdmitido,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.servidor.peticionInvalida,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.servidor.cuerpoGrande,
  FST_ERR_BAD_URL: messages.servidor.direccionInvalida,
  FST_ERR_MAX_PARAM_LENGTH: messages.servidor.direccionLarga,
};

/** Spanish answers of the other refusals, by HTTP status. */
const porEstado: Record<number, string> = {
  400: messages.servidor.peticionInvalida,
  404: messages.servidor.noEncontrado,
  408: messages.servidor.tiempoAgotado,
  413: messages.servidor.cuerpoGrande,
  414: messages.servidor.direccionLarga,
  415: messages.servidor.tipoNoAdmitido,
  429: messages.servidor.peticionesExcesivas,
  431: messages.servidor.encabezadosGrandes,
  503: messages.servidor.saturado,
};

/** The Spanish envelope of a refusal that has no message of its own (the English detail is logged). */
export const refusalOf = (error: { code?: string; statusCode?: number }) => {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 400;
  const message =
    (error.code && porCodigo[error.code]) ?? porEstado[status] ?? messages.servidor.peticionInvalida;
  return { status, body: envelopeOf(message) };
};

/** Errors of a database that is down or restarting (node-postgres, PostgreSQL class 08 and 57P0x). */
const CAIDA = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const CAIDA_PG = /^(08...|57P01|57P02|57P03|53300)$/;
const CAIDA_TEXTO =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether an error, or one it wraps (drizzle wraps the driver's), says the database is unreachable. */
export const baseDatosCaida = (error: unknown): boolean => {
  for (let e = error, i = 0; e instanceof Error && i < 5; e = e.cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CAIDA.has(code) || CAIDA_PG.test(code))) return true;
    if (CAIDA_TEXTO.test(e.message)) return true;
  }
  return false;
};

export const registerErrorHandling = (app: FastifyInstance) => {
  // The API speaks JSON only: a text/plain body is refused (415) instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Rechazo) return reply.status(200).send(envelopeOf(error.message));
    if (error instanceof HttpError) return reply.status(error.statusCode).send(envelopeOf(error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(envelopeOf(validationMessage(error)));
    }
    if (baseDatosCaida(error)) {
      request.log.warn({ err: error }, 'base de datos no disponible');
      return reply.status(503).send(envelopeOf(messages.servidor.baseDatosCaida));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      request.log.info({ err: error }, 'petición rechazada');
      const { status, body } = refusalOf(error);
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'error inesperado');
    const message = messages.servidor.errorInterno.replace('{requestId}', String(request.id));
    return reply.status(500).send(envelopeOf(message));
  });
};

/** Fastify's router refusals (a malformed or too long URL) answered with the envelope. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.log.info({ err: error }, 'dirección rechazada');
  const { status, body } = refusalOf(error);
  // Refused before the hooks run: the request id is written here.
  void reply.status(status).header('x-request-id', request.id).send(body);
};

/**
 * Refusals of Node's HTTP parser, before Fastify sees a request (headers too large, a malformed
 * request line, a client too slow): written on the socket as the envelope, in Spanish.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(refusalOf({ statusCode: status }).body);
  this.log.debug({ err: error }, 'petición malformada');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const notFoundEnvelope = () => envelopeOf(messages.servidor.noEncontrado);

export const metodoNoPermitidoEnvelope = (metodo: string) =>
  envelopeOf(messages.servidor.metodoNoPermitido.replace('{metodo}', metodo.slice(0, 20)));
