import {
  excedeAncho,
  promocionesTicketMessages as m,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';

/** Browsers name a .bmp's type in more than one way; the content decides (below). */
export const TIPOS_BMP = ['image/bmp', 'image/x-ms-bmp', 'image/x-bmp'] as const;

/**
 * 001 §5: a real BMP (its 'BM' signature, not its name) at most 7 cm wide at 150 ppi, read from its
 * header; the server checks both again. Answers the refusal's text, or null.
 */
export const revisarBmp = async (archivo: Blob): Promise<string | null> => {
  const cabecera = new DataView(await archivo.slice(0, 26).arrayBuffer());
  if (cabecera.byteLength < 26 || cabecera.getUint8(0) !== 0x42 || cabecera.getUint8(1) !== 0x4d)
    return m.formatoBmp;
  return excedeAncho(Math.abs(cabecera.getInt32(18, true))) ? m.anchoMaximo : null;
};
