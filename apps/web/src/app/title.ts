import { CHANGE_PASSWORD_PATH, FORBIDDEN_PATH, HOME_PATH, normalizePath } from './guard';
import { findByPath, type MenuNode } from './menu';

const fixedTitles: Record<string, string> = {
  [HOME_PATH]: 'Inicio',
  [CHANGE_PASSWORD_PATH.toLowerCase()]: 'Cambiar contraseña',
  [FORBIDDEN_PATH.toLowerCase()]: 'Acceso denegado',
  // Reached from 'Días de descuentos' without a menu entry of its own (003 §2).
  '/baranetos/descuentosgenerales/excluirdiasdescuentos': 'Excluir de días de descuentos',
};

/** Title of the screen at a path: the menu entry's name, as the user knows it from the menu. */
export const screenTitle = (path: string, menu: readonly MenuNode[]): string =>
  fixedTitles[normalizePath(path)] ?? findByPath(menu, path)?.label ?? '';
