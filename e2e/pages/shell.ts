import { expect, type Page } from '@playwright/test';

/** The layout around every screen: side menu, the screen's title, the user dropdown. */
export class Shell {
  readonly title;
  readonly menu;
  readonly userMenu;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.menu = page.getByRole('navigation', { name: 'Menú principal' });
    this.userMenu = page.getByTestId('menu-usuario');
  }

  /** Opens nested menu groups by their names, then the screen's entry. */
  async open(...path: string[]) {
    const href = await this.choose(...path);
    // The old screen stays while the new one's code loads: wait until the new one is shown, so the
    // next action does not land on the old screen.
    if (href) await expect(this.page.getByRole('main')).toHaveAttribute('data-ruta', href);
  }

  /**
   * Clicks the screen's entry without waiting for the screen (a screen that may never stay shown, e.g.
   * when the session has ended). Returns the entry's address.
   */
  async choose(...path: string[]) {
    const screen = path.pop() as string;
    for (const group of path) {
      const item = this.menu.getByRole('menuitem', { name: group, exact: true });
      if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    }
    const link = this.menu.getByRole('link', { name: screen, exact: true });
    const href = await link.getAttribute('href');
    await link.click();
    return href;
  }

  async chooseUserOption(option: 'Cambiar Contraseña' | 'Salir') {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: option }).click();
  }
}

/** The spec's popups: warning and error ('Aceptar'), confirmation ('Si' / 'No'). */
export const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

export const accept = (page: Page, text: string) =>
  dialog(page, text).getByRole('button', { name: 'Aceptar' }).click();

export const confirm = (page: Page, text: string, answer: 'Si' | 'No' = 'Si') =>
  dialog(page, text).getByRole('button', { name: answer, exact: true }).click();

/**
 * A row action drawn by AccionesFila: its labelled button (`boton`) on a wide screen; on a phone the
 * row's '⋯' button (`menu`) and the entry named `accion` of the menu it opens.
 */
export const accionDeFila = async (page: Page, o: { boton: string; menu: string; accion: string }) => {
  const boton = page.getByRole('button', { name: o.boton, exact: true });
  if (await boton.isVisible()) return boton.click();
  await page.getByRole('button', { name: o.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: o.accion }).click();
};

/** The question before typed data is discarded (lib/cambiosSinGuardar of the web). */
export const SIN_GUARDAR = 'Hay cambios sin guardar. ¿Desea salir y descartarlos?';

/** 'Si' to that question: the typed data goes. */
export const descartar = (page: Page) => confirm(page, SIN_GUARDAR, 'Si');
