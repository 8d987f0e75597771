import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list of the rich text fields, applied on the server to every stored HTML field
 * (no stored XSS whatever the browser sent): paragraphs, bold/italic/underline, coloured spans,
 * lists and links. Links keep only http, https and mailto and always open apart, without opener.
 */
const opciones: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    span: {
      color: [
        /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i,
        /^rgba?\(\s*\d{1,3}%?\s*(?:,\s*\d{1,3}%?\s*){2}(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
        /^[a-z]{3,20}$/i,
      ],
    },
  },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  // Script and style bodies go whole, not as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
};

/** The rich text reduced to the allowed markup. */
export const limpiarHtml = (html: string): string => sanitizeHtml(html, opciones);

/** True when the text has no visible content once cleaned (e.g. '<p><br></p>' from an empty editor). */
export const htmlVacio = (html: string): boolean =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
