import { expect, type Page } from '@playwright/test';

type ConAvisos = { __avisos?: string[] };

/**
 * Runs in the page: keeps the text of every success toast and self-closing pop-up as it appears,
 * so that a spec can check the spec's message after the toast has already closed (a toast lives
 * 3 s or less; a loaded machine can take longer than that to look).
 */
const escuchar = () => {
  const w = window as unknown as ConAvisos;
  if (w.__avisos) return;
  const avisos: string[] = [];
  w.__avisos = avisos;
  const vistos = new WeakSet<Node>();
  const leer = () => {
    for (const n of document.querySelectorAll('.ant-message-notice, .ant-modal-confirm-content')) {
      const texto = n.textContent?.trim();
      if (!texto || vistos.has(n)) continue;
      vistos.add(n);
      avisos.push(texto);
    }
  };
  new MutationObserver(leer).observe(document, { childList: true, subtree: true, characterData: true });
};

const escuchando = new WeakSet<Page>();

/** From now on, in this page and every page it loads, the toasts are remembered. */
export const escucharAvisos = async (page: Page) => {
  if (escuchando.has(page)) return;
  escuchando.add(page);
  await page.addInitScript(escuchar);
  await page.evaluate(escuchar);
};

/** A toast (or self-closing pop-up) with this text was shown since the last one checked; each counts once. */
export const vioAviso = (page: Page, texto: string) =>
  expect
    .poll(
      () =>
        page.evaluate((t) => {
          const avisos = (window as unknown as ConAvisos).__avisos ?? [];
          const i = avisos.findIndex((a) => a.includes(t));
          if (i >= 0) avisos.splice(i, 1);
          return i >= 0;
        }, texto),
      { message: `se esperaba el aviso «${texto}»` },
    )
    .toBe(true);
