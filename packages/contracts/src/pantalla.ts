/**
 * A screen's manifest: declared once in its contract, read by the web route table, the guard, the
 * screen title, the server's module list and permission checks, the menu rows and the e2e page
 * objects (docs/decisions/plataforma.md, Screen manifests).
 */

/**
 * Who may open a screen: holders of its menu entry, any signed-in user, anyone, or (a detail opened
 * from a list) holders of another screen's menu entry.
 */
export type Acceso = 'menu' | 'sesion' | 'publico' | 'detalle';

interface PantallaBase {
  /** Path under the router base, as stored in the menu: '{product}' stands for the product slug. */
  url: string;
  /** The title the top bar shows (the spec's title where it names one). */
  title: string;
  /**
   * The audited tables whose records' history this screen shows ('Historial', issue 29): the one
   * place that says so. Only its users read those tables' history (sistemas/historial.ts).
   */
  historial?: {
    tablas: readonly string[];
    /**
     * The tables' rows are split between screens by line (each screen's routes write only its own):
     * the history shows only the entries written through this screen, so a screen never shows another
     * line's records by their id.
     */
    soloDeEstaPantalla?: boolean;
  };
}

/** A screen granted by its menu entry: the entry's row in web_menu. */
export interface PantallaMenu extends PantallaBase {
  access: 'menu';
  /** Menu id, inside its area's reserved range (areas.ts); users' grants reference it. */
  id: number;
  /** The menu group it hangs from (areas.ts). */
  parent: number;
  /** The menu entry's text. */
  name: string;
  /** An @ant-design/icons name that the side menu draws (apps/web/src/app/icons.ts). */
  icon: string;
  order: number;
  empresa: 1 | 2;
}

/** A screen without a menu entry: any signed-in user ('sesion') or anyone ('publico') opens it. */
export interface PantallaLibre extends PantallaBase {
  access: 'sesion' | 'publico';
}

/**
 * A screen opened from another one (a list's detail): no menu entry; whoever may open `de` may open
 * it, and its calls are granted by `de`. Its url may end in a ':name' segment (a route parameter).
 */
export interface PantallaDetalle extends PantallaBase {
  access: 'detalle';
  de: PantallaMenu;
}

export type Pantalla = PantallaMenu | PantallaLibre | PantallaDetalle;

/** Declares a manifest (keeps its literal type). */
export const pantalla = <P extends Pantalla>(p: P): P => p;

/** A menu group (no url): the areas' top-level groups and sections. */
export interface GrupoMenu {
  id: number;
  parent: number | null;
  name: string;
  icon: string;
  order: number;
  empresa: 1 | 2;
}

/** The url with the product slug in place of '{product}'. */
export const urlDe = (p: Pick<Pantalla, 'url'>, product: string) => p.url.replaceAll('{product}', product);
