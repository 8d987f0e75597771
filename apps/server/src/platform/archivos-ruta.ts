import { API_BASE, messages } from '@farmasi/contracts';
import { ARCHIVO_PATH, archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { z } from 'zod';
import { contenidoDeArchivo, datosDeArchivo } from './archivos.ts';
import { bearerOf, sessionVerifier } from './auth.ts';
import { HttpError } from './errors.ts';
import { contentDisposition } from './respuesta-archivo.ts';
import type { App, AppDeps } from './routes.ts';
import { registerSubidas } from './subidas.ts';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const querystring = z.object({ descarga: z.enum(['0', '1']).optional() });

/** A public file may sit in browser and proxy caches for a day; a private one is checked each time. */
const CACHE_PUBLICO = 'public, max-age=86400';
const CACHE_PRIVADO = 'private, no-cache';

/** True when an If-None-Match header names this ETag (a list, weak forms and '*' included). */
export const coincideEtag = (cabecera: string | undefined, etag: string): boolean =>
  !!cabecera &&
  cabecera.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v.replace(/^W\//, '') === etag;
  });

/**
 * A stored file opened on its own ('Ver imagen'): the browser's own image or PDF viewer styles the
 * document inline (centred, zoom), which the API's `default-src 'none'` blocks; nothing else may load.
 */
export const CSP_ARCHIVO =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /admin/api/archivos/:id: the stored bytes. Access depends on the file, not on the route:
 * a public file is served to anyone (an <img src> on any screen), any other only to a signed-in
 * user, so the route is declared public and the session is checked here once the file is known.
 * Also registers multipart for the upload routes of the modules (see subidas.ts).
 */
export const registerArchivos = (app: App, { db, config }: AppDeps) => {
  void registerSubidas(app);
  const verificar = sessionVerifier(config.jwtSecret);
  app.route({
    method: 'GET',
    url: `${API_BASE}${ARCHIVO_PATH}`,
    config: { permiso: 'publico' },
    schema: {
      summary: 'Archivo guardado (bytes; público o para cualquier usuario con sesión)',
      tags: ['archivos'],
      // Public route: the file itself decides (public files to anyone, others to a signed-in user).
      'x-permiso': 'publico',
      params,
      querystring,
    },
    handler: async (request, reply) => {
      const { id } = request.params as z.output<typeof params>;
      const archivo = await datosDeArchivo(db, id);
      if (!archivo) throw new HttpError(404, m.noExiste);
      if (!archivo.publico) {
        const token = bearerOf(request.headers.authorization);
        const sesion = token ? await verificar(token) : null;
        if (!sesion) throw new HttpError(401, messages.servidor.noAutenticado);
        request.sesion = sesion;
      }
      const etag = `"${archivo.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', archivo.publico ? CACHE_PUBLICO : CACHE_PRIVADO)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CSP_ARCHIVO);
      if (coincideEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const contenido = await contenidoDeArchivo(db, id);
      if (!contenido) throw new HttpError(404, m.noExiste);
      const { descarga } = request.query as z.output<typeof querystring>;
      return reply
        .header('content-type', archivo.tipoMime)
        .header('content-length', contenido.length)
        .header(
          'content-disposition',
          contentDisposition(archivo.nombre, descarga === '1' ? 'attachment' : 'inline'),
        )
        .send(contenido);
    },
  });
};
