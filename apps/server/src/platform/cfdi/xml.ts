import { DOMParser, type Document, onErrorStopParsing } from '@xmldom/xmldom';

/**
 * The small XML writer of the CFDI: attributes in the order given (the XSD's), values escaped, an
 * element with no children closed on itself, children indented two spaces.
 */

const ENTIDADES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes the five characters the SAT asks to write as entities in attribute values. */
export const escaparXml = (valor: string) => valor.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);

// Characters XML 1.0 does not allow (C0 controls other than tab, line feed and carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const PROHIBIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * A text value as the receipt carries it: without characters XML cannot carry, whitespace runs
 * collapsed and trimmed (what the XSD's whiteSpace="collapse" and the cadena original's
 * normalize-space do anyway), and never the '|' that separates the cadena original's fields.
 */
export const textoCfdi = (valor: string, campo: string): string => {
  const limpio = valor.replace(PROHIBIDOS, '').replace(/\s+/g, ' ').trim();
  if (limpio.includes('|')) throw new Error(`${campo} no puede contener el carácter '|'`);
  return limpio;
};

/** An attribute list; `undefined` values are left out. */
export type Atributos = ReadonlyArray<readonly [string, string | undefined]>;

const atributos = (lista: Atributos) =>
  lista
    .filter((a): a is readonly [string, string] => a[1] !== undefined)
    .map(([nombre, valor]) => ` ${nombre}="${escaparXml(valor)}"`)
    .join('');

/** An element with its attributes and children (already written elements), indented by depth. */
export interface Nodo {
  nombre: string;
  atributos: Atributos;
  hijos?: Nodo[];
}

export const escribir = (nodo: Nodo, nivel = 0): string => {
  const sangria = '  '.repeat(nivel);
  const inicio = `${sangria}<${nodo.nombre}${atributos(nodo.atributos)}`;
  if (!nodo.hijos?.length) return `${inicio}/>`;
  const hijos = nodo.hijos.map((h) => escribir(h, nivel + 1)).join('\n');
  return `${inicio}>\n${hijos}\n${sangria}</${nodo.nombre}>`;
};

/** Namespace of the CFDI 4.0. */
export const NS_CFDI = 'http://www.sat.gob.mx/cfd/4';

/** Parses an XML text; a malformed one throws a Spanish message. */
export const leerXml = (xml: string): Document => {
  try {
    const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
    if (!doc.documentElement) throw new Error('sin elemento raíz');
    return doc;
  } catch (e) {
    throw new Error(`El XML del comprobante no es válido: ${e instanceof Error ? e.message : String(e)}`);
  }
};
