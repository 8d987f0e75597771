import { afterEach, beforeEach } from 'vitest';

/** The legacy key codes a browser puts on every keydown (antd's lists read them: Enter, the arrows). */
const CODIGOS: Record<string, number> = { Enter: 13, Tab: 9, Escape: 27, ArrowUp: 38, ArrowDown: 40 };

const ponerCodigo = (e: KeyboardEvent) => {
  const codigo = CODIGOS[e.key];
  if (!codigo || e.keyCode) return;
  Object.defineProperty(e, 'keyCode', { value: codigo });
  Object.defineProperty(e, 'which', { value: codigo });
};

/**
 * user-event leaves keyCode at 0, so in happy-dom antd's open list ignores Enter and the arrows (it
 * switches on `which`), unlike any browser. Call inside a describe: its keydowns carry the codes.
 */
export const conCodigosDeTecla = () => {
  beforeEach(() => document.addEventListener('keydown', ponerCodigo, true));
  afterEach(() => document.removeEventListener('keydown', ponerCodigo, true));
};
