import { matchRoutes, type RouteObject } from 'react-router';
import { pantallasWeb } from './pantallas';
import { bareRoutes, shellRoutes } from './routes';

const PRODUCT = '{product}';

/** Lower case, without a trailing slash. */
const normal = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * The manifest urls whose last segment embeds the slug (articulos{product}, permisoscaja{product}20):
 * their route is '/:product/<folder>/:pagina', which matches any last segment, so the segment itself
 * must name one of them (issue 30: '/admin/catalogos/no-existe' is not a screen).
 */
const conSlug = pantallasWeb
  .map((p) => p.url)
  .filter((url) => url.slice(url.lastIndexOf('/') + 1).includes(PRODUCT));

const esPaginaConSlug = (path: string, product: string) =>
  conSlug.some((url) => normal(url.replaceAll(PRODUCT, product)) === normal(path));

/**
 * Whether a path is one of the route table's screens (the catch-all '*' does not count). The guard
 * asks it before answering 'no permission': an address of a screen that is not built is 'not found'.
 */
export const rutaConocidaEn =
  (routes: RouteObject[]) =>
  (path: string): boolean => {
    const matches = matchRoutes(routes, path);
    if (!matches?.every((m) => m.route.path !== '*')) return false;
    const ultimo = matches[matches.length - 1];
    // A ':pagina' route is a screen only for the segments its manifests name.
    if (ultimo?.route.path?.endsWith('/:pagina')) return esPaginaConSlug(path, ultimo.params.product ?? '');
    return true;
  };

/** Over the app's current route table (react-router matches case-insensitively, as the guard does). */
export const esRutaConocida: (path: string) => boolean = rutaConocidaEn([...bareRoutes, ...shellRoutes]);
