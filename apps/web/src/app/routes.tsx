import type { ComponentType } from 'react';
import { type RouteObject, useParams } from 'react-router';
import type { PaginaDe } from '@/lib/pantallas';
import { paginasWeb } from './pantallas';

/** A lazy screen: its chunk loads on first visit. */
const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

const PRODUCT = '{product}';

/**
 * The route of a manifest url. '/{product}/…' becomes '/:product/…' (the slug is configuration; the
 * guard's containment check rejects a wrong one). A last segment that embeds the slug
 * (articulos{product}, permisoscaja{product}20) cannot be a route pattern: it becomes ':pagina' and
 * the page is chosen when the slug is known.
 */
const rutaDe = (url: string): { path: string; pagina?: string } => {
  const path = url.replace(/^\/\{product\}(?=\/)/, '/:product');
  const corte = path.lastIndexOf('/');
  const ultimo = path.slice(corte + 1);
  return ultimo.includes(PRODUCT) ? { path: `${path.slice(0, corte)}/:pagina`, pagina: ultimo } : { path };
};

/** One route for every screen whose last segment embeds the slug under the same folder. */
const rutaConSlug = (path: string, opciones: { pagina: string; page: PaginaDe['page'] }[]): RouteObject => ({
  path,
  lazy: async () => {
    const { NotFoundPage } = await import('./pages/NotFoundPage');
    const pages = await Promise.all(opciones.map(async (o) => ({ pagina: o.pagina, Page: await o.page() })));
    const Component = () => {
      const { product = '', pagina = '' } = useParams();
      const Page = pages.find(
        (o) => o.pagina.replaceAll(PRODUCT, product).toLowerCase() === pagina.toLowerCase(),
      )?.Page;
      return Page ? <Page /> : <NotFoundPage />;
    };
    return { Component };
  },
});

/** The routes of the manifests (000 §2 route table): only the screens that are built exist. */
export const rutasDe = (lista: readonly PaginaDe[]): RouteObject[] => {
  const fijas: RouteObject[] = [];
  const conSlug = new Map<string, { pagina: string; page: PaginaDe['page'] }[]>();
  for (const { pantalla, page } of lista) {
    const { path, pagina } = rutaDe(pantalla.url);
    if (pagina === undefined) fijas.push({ path, lazy: screen(page) });
    else conSlug.set(path, [...(conSlug.get(path) ?? []), { pagina, page }]);
  }
  return [...fijas, ...[...conSlug].map(([path, opciones]) => rutaConSlug(path, opciones))];
};

/** Screens inside the shell (side menu and top bar). */
export const shellRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('./pages/HomePage').then((m) => m.HomePage)) },
  {
    path: '/ErrorAutenticacion',
    lazy: screen(() => import('./pages/ErrorAutenticacionPage').then((m) => m.ErrorAutenticacionPage)),
  },
  ...rutasDe(paginasWeb.filter((p) => p.pantalla.access !== 'publico')),
  // A wrong address (the guard has already checked the permission).
  { path: '*', lazy: screen(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)) },
];

/** Public pages, outside the shell (login). */
export const bareRoutes: RouteObject[] = rutasDe(paginasWeb.filter((p) => p.pantalla.access === 'publico'));
