import { normalizar } from '@/lib/texto';
import type { MenuNode } from '../menu';

/** A screen of the user's menu, as the palette lists it. */
export interface OpcionPantalla {
  key: string;
  label: string;
  url: string;
  /** The menu groups above it ('Catálogos › Proveedores'): tells namesakes apart. */
  grupo: string;
}

/** Every screen of the menu (the session's: only what the user may open), in menu order. */
export const pantallasDelMenu = (menu: readonly MenuNode[]): OpcionPantalla[] => {
  const lista: OpcionPantalla[] = [];
  const walk = (nodes: readonly MenuNode[], grupos: string[]) => {
    for (const n of nodes) {
      if (n.url) lista.push({ key: n.key, label: n.label, url: n.url, grupo: grupos.join(' › ') });
      else walk(n.children, [...grupos, n.label]);
    }
  };
  walk(menu, []);
  return lista;
};

/** The menu url of the screen whose manifest url is `url` ('{product}' standing for any slug), or null. */
export const urlEnMenu = (lista: readonly OpcionPantalla[], url: string): string | null => {
  const patron = new RegExp(
    `^${url
      .split('{product}')
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
    'i',
  );
  return lista.find((o) => patron.test(o.url))?.url ?? null;
};

/**
 * How well a screen matches the typed words (accents and case ignored), lower is better; null when
 * a word is in neither its name nor its groups. The name starting with the text first, then a word of
 * the name starting with it, then the text inside the name, then matches through the groups only.
 */
const rango = (o: OpcionPantalla, texto: string): number | null => {
  const nombre = normalizar(o.label);
  const todo = `${nombre} ${normalizar(o.grupo)}`;
  const palabras = texto.split(/\s+/).filter(Boolean);
  if (!palabras.every((p) => todo.includes(p))) return null;
  if (nombre.startsWith(texto)) return 0;
  if (nombre.split(/[\s(/-]+/).some((w) => w.startsWith(palabras[0] ?? ''))) return 1;
  if (palabras.every((p) => nombre.includes(p))) return 2;
  return 3;
};

/**
 * The screens for what is typed: with an empty box the recent ones first (newest first), then the
 * rest in menu order; otherwise the matches, best first, recent ones first among equals.
 */
export const filtrarPantallas = (
  lista: readonly OpcionPantalla[],
  texto: string,
  recientes: readonly string[],
): OpcionPantalla[] => {
  const posReciente = (o: OpcionPantalla) => {
    const i = recientes.findIndex((u) => u.toLowerCase() === o.url.toLowerCase());
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  const t = normalizar(texto.trim()).replace(/\s+/g, ' ');
  const conOrden = lista.map((o, i) => ({ o, i, r: t ? rango(o, t) : 0, reciente: posReciente(o) }));
  return conOrden
    .filter((x) => x.r !== null)
    .sort((a, b) => (a.r ?? 0) - (b.r ?? 0) || a.reciente - b.reciente || a.i - b.i)
    .map((x) => x.o);
};

/** The recent screens still in the menu, newest first. */
export const recientesDelMenu = (lista: readonly OpcionPantalla[], recientes: readonly string[]) =>
  recientes.flatMap((u) => lista.filter((o) => o.url.toLowerCase() === u.toLowerCase()).slice(0, 1));
