import { API_BASE } from '@farmasi/contracts';
import { ARCHIVO_PATH, archivosMessages as m } from '@farmasi/contracts/generales/archivos';
import { z } from 'zod';
import { contenidoDeArchivo, datosDeArchivo } from './archivos.ts';
import { HttpError } from './errors.ts';
import { contentDisposition } from './respuesta-archivo.ts';
import { type App, type AppDeps, type PermisoSegunRecurso, registrarRuta } from './routes.ts';
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
 * A private file (a CV) is always a download and, should a browser render it anyway, a sandboxed
 * document of its own origin-less kind: no script, no form, no same-origin access to the API.
 */
export const CSP_ARCHIVO_PRIVADO = `${CSP_ARCHIVO}; sandbox`;

type DatosArchivo = NonNullable<Awaited<ReturnType<typeof datosDeArchivo>>>;

/**
 * GET /admin/api/archivos/:id: the stored bytes. Who may read them depends on the file, so the
 * route's permission is decided by it (PermisoSegunRecurso): a public file is served to anyone
 * (an <img src> on any screen), a private one only through the same session check as every route
 * (open session, active user, family not revoked) and then the permission of the screen that owns
 * it (archivos.permiso). Also registers multipart for the upload routes of the modules (subidas.ts).
 */
export const registerArchivos = (app: App, { db }: AppDeps) => {
  void registerSubidas(app);
  // The row read by the permission check, kept for the handler (one read per request).
  const leidos = new WeakMap<object, DatosArchivo>();
  const permiso: PermisoSegunRecurso = {
    segun: async (request) => {
      const id = params.safeParse(request.params);
      if (!id.success) return undefined;
      const archivo = await datosDeArchivo(db, id.data.id);
      // A missing file is a 404 for anyone (ids are a sequence: that one is free tells nothing).
      if (!archivo) return 'publico';
      leidos.set(request, archivo);
      return archivo.publico ? 'publico' : { menus: [archivo.permiso ?? ''] };
    },
  };
  registrarRuta(app, {
    method: 'GET',
    url: `${API_BASE}${ARCHIVO_PATH}`,
    permiso,
    summary: 'Archivo guardado (bytes; público, o para quien tiene la pantalla que lo guardó)',
    tags: ['archivos'],
    params,
    querystring,
    handler: async (request, reply) => {
      const { id } = request.params as z.output<typeof params>;
      const archivo = leidos.get(request) ?? (await datosDeArchivo(db, id));
      if (!archivo) throw new HttpError(404, m.noExiste);
      const etag = `"${archivo.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', archivo.publico ? CACHE_PUBLICO : CACHE_PRIVADO)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', archivo.publico ? CSP_ARCHIVO : CSP_ARCHIVO_PRIVADO);
      if (coincideEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const contenido = await contenidoDeArchivo(db, id);
      if (!contenido) throw new HttpError(404, m.noExiste);
      const { descarga } = request.query as z.output<typeof querystring>;
      const enLinea = archivo.publico && descarga !== '1';
      return reply
        .header('content-type', archivo.tipoMime)
        .header('content-length', contenido.length)
        .header('content-disposition', contentDisposition(archivo.nombre, enLinea ? 'inline' : 'attachment'))
        .send(contenido);
    },
  });
};
