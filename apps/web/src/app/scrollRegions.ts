import { useEffect } from 'react';

/** The boxes inside which a wide table scrolls sideways (see shell.css). */
const SCROLL_BOXES = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

/** Makes every table's scroll box reachable by keyboard (Tab, then the arrow keys scroll it). */
export const makeScrollBoxesFocusable = (root: ParentNode): void => {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) box.tabIndex = 0;
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
