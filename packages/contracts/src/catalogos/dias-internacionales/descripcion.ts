/**
 * The international day's description as the spec asks it to be stored (001 §5): paragraph tags
 * stripped (each paragraph ends in a line break), bold as <strong>, colours as #rrggbb, and a
 * trailing line break. Pure string functions: the browser applies them before sending and the
 * server again before its sanitiser, so both count the same text.
 */

const ENTIDADES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodificar = (texto: string) =>
  texto.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entidad, cuerpo: string) => {
    if (cuerpo.startsWith('#')) {
      const codigo =
        cuerpo[1] === 'x' || cuerpo[1] === 'X'
          ? Number.parseInt(cuerpo.slice(2), 16)
          : Number(cuerpo.slice(1));
      return Number.isInteger(codigo) && codigo > 0 && codigo <= 0x10ffff
        ? String.fromCodePoint(codigo)
        : entidad;
    }
    return ENTIDADES[cuerpo.toLowerCase()] ?? entidad;
  });

/** The visible text: line breaks and paragraph ends as '\n', other tags removed, entities decoded. */
export const textoDeHtml = (html: string): string =>
  decodificar(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>|<\/p\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );

/** Characters a user reads (line breaks are not counted; an emoji counts one). */
export const contarCaracteres = (html: string): number => [...textoDeHtml(html).replace(/\n/g, '')].length;

export const contarPalabras = (html: string): number =>
  textoDeHtml(html)
    .split(/\s+/)
    .filter((p) => p !== '').length;

const canal = (valor: string) => {
  const n = valor.endsWith('%') ? (Number.parseFloat(valor) * 255) / 100 : Number.parseFloat(valor);
  return Math.max(0, Math.min(255, Math.round(Number.isFinite(n) ? n : 0)));
};

const hex = (r: string, g: string, b: string) =>
  `#${[r, g, b].map((c) => canal(c).toString(16).padStart(2, '0')).join('')}`;

/** rgb()/rgba() in comma or space syntax; the alpha is dropped (the stored colours are opaque). */
const RGB = /rgba?\(\s*([\d.]+%?)\s*[,\s]\s*([\d.]+%?)\s*[,\s]\s*([\d.]+%?)\s*(?:[,/]\s*[\d.]+%?\s*)?\)/gi;

/** 001 §5 'Before save', applied in this order; applying it twice changes nothing. */
export const prepararDescripcion = (html: string): string => {
  // A paragraph's end is one line break (a break already closing it is that one: editing a saved
  // text, which the editor reads back as a paragraph, adds nothing).
  const sinParrafos = html.replace(/(?:<br\s*\/?>\s*)?<\/p\s*>/gi, '<br>').replace(/<p(?:\s[^>]*)?>/gi, '');
  const conBr = sinParrafos.replace(/<br\s*\/?>/gi, '<br>');
  const negritas = conBr.replace(/<b(\s[^>]*)?>/gi, '<strong$1>').replace(/<\/b\s*>/gi, '</strong>');
  const colores = negritas.replace(RGB, (_, r: string, g: string, b: string) => hex(r, g, b));
  const final = colores.trimEnd();
  return /<br>$/i.test(final) ? final : `${final}<br>`;
};
