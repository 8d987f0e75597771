import { pngDeRgb } from './imagenes.ts';

/** A decoded BMP: its size, the resolution it declares and its pixels as RGB rows, top row first. */
export interface MapaDeBits {
  ancho: number;
  alto: number;
  /** Horizontal pixels per metre the file declares (0 when it declares none). */
  pixelesPorMetro: number;
  rgb: Uint8Array;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
/** A ticket image is small; a header claiming more is a broken or hostile file. */
const LADO_MAXIMO = 10_000;

/** The shift and width of a channel mask (BI_BITFIELDS), to scale it to 0..255. */
const canal = (mascara: number) => {
  if (!mascara) return (_: number) => 0;
  let corrimiento = 0;
  while (!((mascara >>> corrimiento) & 1)) corrimiento++;
  const maximo = mascara >>> corrimiento;
  return (valor: number) => Math.round((((valor & mascara) >>> 0) >>> corrimiento) * (255 / maximo));
};

/**
 * Reads an uncompressed Windows BMP (1, 4, 8, 24 or 32 bits a pixel; 16 and 32 with bit fields), the
 * files ticket printers take. Answers null for anything else (not a BMP, RLE-compressed, truncated),
 * so the caller refuses it with its own message.
 */
export const leerBmp = (b: Buffer): MapaDeBits | null => {
  if (b.length < 54 || b.toString('ascii', 0, 2) !== 'BM') return null;
  const inicioPixeles = b.readUInt32LE(10);
  const cabecera = b.readUInt32LE(14);
  if (cabecera < 40) return null;
  const ancho = b.readInt32LE(18);
  const altoConSigno = b.readInt32LE(22);
  const bits = b.readUInt16LE(28);
  const compresion = b.readUInt32LE(30);
  const alto = Math.abs(altoConSigno);
  if (ancho < 1 || alto < 1 || ancho > LADO_MAXIMO || alto > LADO_MAXIMO) return null;
  if (![1, 4, 8, 16, 24, 32].includes(bits)) return null;
  if (compresion !== BI_RGB && !(compresion === BI_BITFIELDS && (bits === 16 || bits === 32))) return null;
  const fila = Math.ceil((ancho * bits) / 32) * 4;
  if (inicioPixeles + fila * alto > b.length) return null;

  // Bit fields follow a 40-byte header (BITMAPV4/V5 headers hold them inside).
  const mascaras =
    compresion === BI_BITFIELDS
      ? [0, 4, 8].map((k) => b.readUInt32LE(14 + 40 + k))
      : bits === 16
        ? [0x7c00, 0x03e0, 0x001f]
        : [0xff0000, 0x00ff00, 0x0000ff];
  const [rojo, verde, azul] = mascaras.map(canal) as [
    ReturnType<typeof canal>,
    ReturnType<typeof canal>,
    ReturnType<typeof canal>,
  ];
  const colores = bits <= 8 ? b.readUInt32LE(46) || 2 ** bits : 0;
  const inicioPaleta = 14 + cabecera;
  if (bits <= 8 && inicioPaleta + colores * 4 > inicioPixeles) return null;
  const paleta = (i: number): [number, number, number] => {
    if (i >= colores) return [0, 0, 0];
    const p = inicioPaleta + i * 4;
    return [b[p + 2]!, b[p + 1]!, b[p]!];
  };

  const rgb = new Uint8Array(ancho * alto * 3);
  for (let y = 0; y < alto; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const origen = inicioPixeles + (altoConSigno > 0 ? alto - 1 - y : y) * fila;
    for (let x = 0; x < ancho; x++) {
      let color: [number, number, number];
      if (bits === 24) {
        const p = origen + x * 3;
        color = [b[p + 2]!, b[p + 1]!, b[p]!];
      } else if (bits === 32 || bits === 16) {
        const v = bits === 32 ? b.readUInt32LE(origen + x * 4) : b.readUInt16LE(origen + x * 2);
        color = [rojo(v), verde(v), azul(v)];
      } else {
        const porByte = 8 / bits;
        const byte = b[origen + Math.floor(x / porByte)]!;
        const corrimiento = 8 - bits * ((x % porByte) + 1);
        color = paleta((byte >> corrimiento) & ((1 << bits) - 1));
      }
      rgb.set(color, (y * ancho + x) * 3);
    }
  }
  return { ancho, alto, pixelesPorMetro: Math.max(0, b.readInt32LE(38)), rgb };
};

/** A BMP converted to PNG (a PDF embeds PNG or JPEG only); null when the BMP cannot be read. */
export const bmpAPng = (b: Buffer): Buffer | null => {
  const mapa = leerBmp(b);
  return mapa ? pngDeRgb(mapa.ancho, mapa.alto, mapa.rgb) : null;
};
