/** Texts a number field accepts while it is typed: digits and, with decimals, one '.' and at most that many after it. */
export const patronNumero = (decimales: number): RegExp =>
  decimales > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimales}})?$`) : /^\d*$/;

/** The typed text as a number: null while it holds no digit ('' or '.'). */
export const numeroDeTexto = (texto: string): number | null => (/\d/.test(texto) ? Number(texto) : null);

/** The text a stored number shows in its field: '' for none, without float noise beyond the decimals. */
export const textoDeNumero = (valor: number | null | undefined, decimales: number): string => {
  if (valor === null || valor === undefined || !Number.isFinite(valor)) return '';
  return String(Number(valor.toFixed(decimales)));
};
