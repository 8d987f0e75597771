import type { PaginaDe } from '@/lib/pantallas';

/**
 * Every screen the web serves: each feature's `pantallas.ts` pairs its manifests with its pages.
 * Read eagerly (they hold manifests and lazy imports only), so the route table, the guard and the
 * titles need no list kept by hand.
 */
const modulos = import.meta.glob<{ default: readonly PaginaDe[] }>('../features/*/*/pantallas.ts', {
  eager: true,
});

export const paginasWeb: readonly PaginaDe[] = Object.values(modulos).flatMap((m) => m.default);

export const pantallasWeb = paginasWeb.map((p) => p.pantalla);
