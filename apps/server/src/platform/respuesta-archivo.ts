import type { FastifyReply } from 'fastify';

/** How the browser should treat a file: shown in place (images, PDF) or saved. */
export type ModoArchivo = 'inline' | 'attachment';

// RFC 5987 attr-char: what may stay unescaped in filename*.
const escaparRfc5987 = (texto: string) =>
  encodeURIComponent(texto).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The file name without path parts or control characters, never empty. */
export const nombreSeguro = (nombre: string): string => {
  const base = nombre.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const limpio = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return limpio || 'archivo';
};

/**
 * Content-Disposition with an ASCII fallback for old clients and the real (UTF-8) name in
 * filename* (RFC 6266 / RFC 5987), e.g. `attachment; filename="Traspasos_d_a.xlsx";
 * filename*=UTF-8''Traspasos%20d%C3%ADa.xlsx`.
 */
export const contentDisposition = (nombre: string, modo: ModoArchivo = 'attachment'): string => {
  const limpio = nombreSeguro(nombre);
  const ascii = limpio.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${modo}; filename="${ascii}"; filename*=UTF-8''${escaparRfc5987(limpio)}`;
};

/** Headers of a file answer: its type, how to open it, and never kept in shared caches. */
export const prepararDescarga = (
  reply: FastifyReply,
  { tipoMime, nombre, modo = 'attachment' }: { tipoMime: string; nombre: string; modo?: ModoArchivo },
): FastifyReply =>
  reply
    .header('content-type', tipoMime)
    .header('content-disposition', contentDisposition(nombre, modo))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
