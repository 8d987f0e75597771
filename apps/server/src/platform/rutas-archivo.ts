import { API_BASE, type Endpoint } from '@farmasi/contracts';
import type { FastifyReply } from 'fastify';
import { type App, actorOf, type Permiso, type RouteContext, registrarRuta } from './routes.ts';

// biome-ignore lint/suspicious/noExplicitAny: any endpoint shape
type AnyEndpoint = Endpoint<any, any, any, any>;

/**
 * addRoute for a call that answers a file (an Excel export streamed with enviarXlsx, a PDF with
 * enviarPdf): the same path, schemas from the contract and permission declaration, but the handler
 * sends the bytes itself and returns the reply. A Rechazo thrown before the first byte is still
 * answered as the envelope (value false), which the web's `descargar` shows as any refusal.
 * The contract's `data` is not used (declare it `z.null()`).
 */
export const addDescarga = <E extends AnyEndpoint>(
  app: App,
  e: E,
  permiso: Permiso,
  handler: (ctx: RouteContext<E>) => FastifyReply | Promise<FastifyReply>,
) => {
  registrarRuta(app, {
    method: e.method,
    url: `${API_BASE}${e.path}`,
    permiso,
    summary: e.summary,
    params: e.params,
    body: e.body,
    querystring: e.query,
    handler: (request, reply) =>
      handler({
        params: request.params as RouteContext<E>['params'],
        body: request.body as RouteContext<E>['body'],
        query: request.query as RouteContext<E>['query'],
        actor: actorOf(request),
        sesion: request.sesion,
        request,
        reply,
      }),
  });
};
