import DOMPurify from 'dompurify';

/** The tags the server stores (apps/server/src/platform/html.ts); anything else is not drawn. */
const PERMITIDO = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'span', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['style', 'href', 'target', 'rel'],
};

/** Sanitised again in the browser: data saved before the server's sanitiser, or by another way in. */
export const htmlSeguro = (html: string) => DOMPurify.sanitize(html, PERMITIDO);

/** A stored description drawn as formatted text. */
export const DescripcionHtml = ({ html }: { html: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with the server's allow-list
  <div className="descripcion-dia" dangerouslySetInnerHTML={{ __html: htmlSeguro(html) }} />
);
