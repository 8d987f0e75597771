/** Key filters for inputs: use the *Key functions as onKeyDown and the only* ones in onChange (paste). */

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

// Navigation and editing keys have names longer than one character (Backspace, ArrowLeft, Tab...).
const isControlKey = (e: KeyEventLike): boolean => e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey;

const isDigit = (key: string): boolean => key >= '0' && key <= '9';

/** onKeyDown: lets through digits only. */
export const digitsKey = (e: KeyEventLike): void => {
  if (!isControlKey(e) && !isDigit(e.key)) e.preventDefault();
};

/**
 * onKeyDown: lets through digits and a single '.' (a selected '.' may be typed over). With
 * `separadores` '.,' a ',' is a decimal point too (percentages, where it is never a thousands mark).
 */
export const decimalKey = (e: KeyEventLike, separadores = '.'): void => {
  if (isControlKey(e) || isDigit(e.key)) return;
  if (separadores.includes(e.key)) {
    const input = e.currentTarget as HTMLInputElement | null;
    const value = input?.value ?? '';
    const selected = value.slice(input?.selectionStart ?? 0, input?.selectionEnd ?? 0);
    const tiene = (texto: string) => [...separadores].some((s) => texto.includes(s));
    if (!tiene(value) || tiene(selected)) return;
  }
  e.preventDefault();
};

/** Keeps the digits of a text. */
export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** Keeps digits and the first '.', optionally cutting the decimals to a maximum. */
export const onlyDecimal = (text: string, decimals?: number): string => {
  const clean = text.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  if (dot < 0) return clean;
  const fraction = clean.slice(dot + 1).replace(/\./g, '');
  return `${clean.slice(0, dot)}.${decimals === undefined ? fraction : fraction.slice(0, decimals)}`;
};
