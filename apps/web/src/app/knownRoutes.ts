import { matchRoutes, type RouteObject } from 'react-router';
import { bareRoutes, shellRoutes } from './routes';

/**
 * Whether a path is one of the route table's screens (the catch-all '*' does not count). The guard
 * asks it before answering 'no permission': an address of a screen that is not built is 'not found'.
 */
export const rutaConocidaEn =
  (routes: RouteObject[]) =>
  (path: string): boolean => {
    const matches = matchRoutes(routes, path);
    return !!matches && matches.every((m) => m.route.path !== '*');
  };

/** Over the app's current route table (react-router matches case-insensitively, as the guard does). */
export const esRutaConocida: (path: string) => boolean = rutaConocidaEn([...bareRoutes, ...shellRoutes]);
