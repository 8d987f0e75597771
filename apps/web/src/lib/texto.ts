/**
 * Text compared as a user expects in Spanish: without accents or case ('cancun' finds Cancún,
 * 'acido' finds ÁCIDO, 'pena' finds Peña, like the server's f_unaccent(lower(x))), and lists sorted
 * in Spanish order (Bebés before Bebidas, Mérida before Morelia).
 */

/** Lower case without diacritics (á→a, ñ→n, ü→u). */
export const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** True when the text (any accents, any case) is inside one of the values; an empty search matches all. */
export const coincide = (busqueda: string, ...valores: readonly (string | number | null | undefined)[]) => {
  const buscado = normalizar(busqueda.trim());
  return !buscado || valores.some((v) => v != null && normalizar(String(v)).includes(buscado));
};

const espanol = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Spanish order for names: accents and case do not change the place of a word. */
export const compararEs = (a: string, b: string) => espanol.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** filterOption for an antd Select with local options: the label holds the typed text, any accents. */
export const filtrarOpcion = (busqueda: string, opcion?: { label?: unknown }) =>
  coincide(
    busqueda,
    typeof opcion?.label === 'string' || typeof opcion?.label === 'number' ? opcion.label : '',
  );
