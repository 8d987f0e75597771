import { coincideUrl, contieneUrl } from '@/lib/pantallas';
import { FORBIDDEN_PATH, HOME_PATH, normalizePath } from './guard';
import { findByPath, type MenuNode } from './menu';
import { pantallasWeb } from './pantallas';

// The most specific url first: a path may contain a shorter one.
const porUrl = [...pantallasWeb].sort((a, b) => b.url.length - a.url.length);

const fixedTitles: Record<string, string> = {
  [HOME_PATH]: 'Inicio',
  [FORBIDDEN_PATH.toLowerCase()]: 'Acceso denegado',
};

/**
 * Title of the screen at a path: its manifest's (the spec's title); a menu entry without a built
 * screen keeps its menu name.
 */
export const screenTitle = (path: string, menu: readonly MenuNode[]): string =>
  fixedTitles[normalizePath(path)] ??
  porUrl.find((p) => coincideUrl(path, p.url) || contieneUrl(normalizePath(path), p.url))?.title ??
  findByPath(menu, path)?.label ??
  '';
