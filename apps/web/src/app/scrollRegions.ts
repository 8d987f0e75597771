import { useEffect } from 'react';

/**
 * The boxes inside which a wide table scrolls sideways (see shell.css), and any screen's own box that
 * scrolls (class `caja-desplazable`, e.g. a strip of images).
 */
const SCROLL_BOXES =
  '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex]), .caja-desplazable:not([tabindex])';

/** antd's hidden row that measures fixed columns copies the header (its select-all checkbox too). */
const HIDDEN_CONTROLS =
  '.ant-table-measure-row input:not([tabindex="-1"]), .ant-table-measure-row button:not([tabindex="-1"])';

/**
 * Makes every table's scroll box reachable by keyboard (Tab, then the arrow keys scroll it), and
 * takes the controls of antd's aria-hidden measure row out of the tab order.
 */
export const makeScrollBoxesFocusable = (root: ParentNode): void => {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) box.tabIndex = 0;
  for (const control of root.querySelectorAll<HTMLElement>(HIDDEN_CONTROLS)) control.tabIndex = -1;
};

/**
 * Tables scroll inside their own box on narrow screens; a box that scrolls must be reachable without
 * a mouse (WCAG 2.1.1). Watches the whole document: tables also open in modals.
 */
export const useFocusableScrollBoxes = (): void => {
  useEffect(() => {
    makeScrollBoxesFocusable(document);
    const observer = new MutationObserver(() => makeScrollBoxesFocusable(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
};
