/** The first bytes of every PDF file (ISO 32000: the header '%PDF-1.7'). */
export const PDF_CABECERA = '%PDF-';

/**
 * Whether a chosen file is a PDF by its content (its first bytes), not by its name or the type the
 * browser guessed from it. The server reads the content again before keeping it.
 */
export const esPdf = async (archivo: Blob): Promise<boolean> => {
  const bytes = new Uint8Array(await archivo.slice(0, PDF_CABECERA.length).arrayBuffer());
  return String.fromCharCode(...bytes) === PDF_CABECERA;
};
