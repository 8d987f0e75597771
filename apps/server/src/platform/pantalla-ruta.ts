import type { Pantalla, PantallaMenu } from '@farmasi/contracts/pantalla';
import type { Modulo } from './modulo.ts';
import type { App } from './routes.ts';

/** The menu screen a manifest belongs to: itself, or the list a detail screen is opened from. */
const menuDe = (p: Pantalla): PantallaMenu | undefined =>
  p.access === 'menu' ? p : p.access === 'detalle' ? p.de : undefined;

/**
 * The screen a route's changes are audited under: of the screens of the module that registers it,
 * the first whose menu entry grants the route; else, when the route is granted by one screen only,
 * that one; else the module's first menu screen; none for a module without one (sign-in).
 */
export const pantallaDeRuta = (
  modulo: Pick<Modulo, 'pantallas'> | undefined,
  menus: readonly string[],
  porUrl: ReadonlyMap<string, PantallaMenu>,
): number | undefined => {
  const propias = (modulo?.pantallas ?? []).map(menuDe).filter((p): p is PantallaMenu => !!p);
  const otorga = propias.find((p) => menus.includes(p.url));
  if (otorga) return otorga.id;
  const unica = menus.length === 1 ? porUrl.get(menus[0] as string) : undefined;
  return unica?.id ?? propias[0]?.id;
};

/** 'METHOD url' of each module route → the screen its changes are audited under. */
const porRuta = new Map<string, number>();

/** The screen a route's changes are audited under (audit() asks it with the actor's method and route). */
export const pantallaDeLaRuta = (metodo: string, ruta: string) => porRuta.get(`${metodo} ${ruta}`);

/**
 * Registers the modules' routes noting for each one the screen its changes are audited under, which
 * audit() writes on every entry (auditoria.pantalla): the Bitácora filters and names entries by it.
 * Kept on the entry rather than derived from `ruta` when read: a route may be granted by several
 * screens, routes get renamed, and a filter on a column is one index range.
 */
export const registrarModulos = (app: App, modulos: readonly Modulo[], registrar: (m: Modulo) => void) => {
  const porUrl = new Map<string, PantallaMenu>();
  for (const m of modulos) for (const p of m.pantallas) if (p.access === 'menu') porUrl.set(p.url, p);
  let actual: Modulo | undefined;
  app.addHook('onRoute', (route) => {
    const permiso = route.config?.permiso;
    const menus = typeof permiso === 'object' && 'menus' in permiso ? permiso.menus : [];
    const pantalla = pantallaDeRuta(actual, menus, porUrl);
    if (pantalla === undefined) return;
    for (const metodo of Array.isArray(route.method) ? route.method : [route.method])
      porRuta.set(`${metodo} ${route.url}`, pantalla);
  });
  for (const m of modulos) {
    actual = m;
    registrar(m);
  }
  actual = undefined;
};
