import { deflateSync } from 'node:zlib';
import { FUENTE } from './imagenes-fuente.ts';

/**
 * Real images for demo data and tests (banners, promotions, brands, articles): a two-colour diagonal
 * gradient with an optional caption, encoded as PNG or as a 24-bit BMP — no image library needed,
 * and every file opens in a browser or an image viewer.
 */
export interface Dibujo {
  ancho: number;
  alto: number;
  /** Gradient from the top-left to the bottom-right corner, '#rrggbb'. */
  colores?: readonly [string, string];
  /** Centred caption; '\n' breaks lines; accents are folded, letters upper-cased. */
  texto?: string;
}

type Rgb = readonly [number, number, number];

const COLORES_POR_DEFECTO = ['#0b7a3e', '#7fd1a6'] as const;
/** 150 ppi in pixels per metre, the resolution the ticket printer's BMP files carry. */
export const PIXELES_POR_METRO_150_PPI = 5906;

const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Upper case, accents folded (Ñ kept: the font has it), unknown signs as spaces. */
const normalizar = (texto: string) =>
  [...texto.toUpperCase()]
    .map((letra) => (letra === 'Ñ' ? letra : letra.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    .join('');

/** The picture as rows of RGB pixels, top row first. */
const pintar = ({ ancho, alto, colores = COLORES_POR_DEFECTO, texto }: Dibujo): Uint8Array => {
  if (!Number.isInteger(ancho) || !Number.isInteger(alto) || ancho < 1 || alto < 1) {
    throw new Error(`Tamaño de imagen inválido: ${ancho}x${alto}`);
  }
  const [a, b] = [rgb(colores[0]), rgb(colores[1])];
  const px = new Uint8Array(ancho * alto * 3);
  const diagonal = Math.max(1, ancho + alto - 2);
  for (let y = 0; y < alto; y++) {
    for (let x = 0; x < ancho; x++) {
      const t = (x + y) / diagonal;
      const i = (y * ancho + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = Math.round(a[c]! + (b[c]! - a[c]!) * t);
    }
  }
  if (texto) rotular(px, ancho, alto, normalizar(texto).split('\n'));
  return px;
};

/** Writes the lines centred, white over a dark shadow so they read on any gradient. */
const rotular = (px: Uint8Array, ancho: number, alto: number, lineas: string[]) => {
  const columnas = Math.max(...lineas.map((l) => l.length)) * 6 - 1;
  const filas = lineas.length * 9 - 2;
  const escala = Math.max(1, Math.floor(Math.min((ancho * 0.85) / columnas, (alto * 0.7) / filas)));
  const sombra = Math.max(1, Math.floor(escala / 3));
  const punto = (x0: number, y0: number, color: number) => {
    for (let y = y0; y < y0 + escala && y < alto; y++) {
      for (let x = x0; x < x0 + escala && x < ancho; x++) {
        if (x < 0 || y < 0) continue;
        const i = (y * ancho + x) * 3;
        px[i] = color;
        px[i + 1] = color;
        px[i + 2] = color;
      }
    }
  };
  const arriba = Math.floor((alto - filas * escala) / 2);
  for (const [desplazamiento, color] of [
    [sombra, 30],
    [0, 255],
  ] as const) {
    lineas.forEach((linea, n) => {
      const izquierda = Math.floor((ancho - (linea.length * 6 - 1) * escala) / 2);
      [...linea].forEach((letra, k) => {
        const glifo = FUENTE[letra] ?? FUENTE[' ']!;
        glifo.forEach((bits, fila) => {
          for (let col = 0; col < 5; col++) {
            if (!(bits & (0x10 >> col))) continue;
            punto(
              izquierda + (k * 6 + col) * escala + desplazamiento,
              arriba + (n * 9 + fila) * escala + desplazamiento,
              color,
            );
          }
        });
      });
    });
  }
};

const TABLA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (datos: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of datos) c = TABLA_CRC[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const bloque = (tipo: string, datos: Buffer) => {
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
};

/** A real PNG (8-bit RGB). */
export const imagenPng = (dibujo: Dibujo): Buffer => pngDeRgb(dibujo.ancho, dibujo.alto, pintar(dibujo));

/** RGB pixels (rows top first, 3 bytes a pixel) encoded as an 8-bit RGB PNG. */
export const pngDeRgb = (ancho: number, alto: number, px: Uint8Array): Buffer => {
  const crudo = Buffer.alloc((ancho * 3 + 1) * alto);
  for (let y = 0; y < alto; y++) {
    // Filter byte 0 (none) before each row.
    crudo.set(px.subarray(y * ancho * 3, (y + 1) * ancho * 3), y * (ancho * 3 + 1) + 1);
  }
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', cabecera),
    bloque('IDAT', deflateSync(crudo)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
};

/** The same picture as a 24-bit uncompressed BMP at 150 ppi (rows bottom-up, padded to 4 bytes). */
export const imagenBmp = (dibujo: Dibujo): Buffer => {
  const { ancho, alto } = dibujo;
  const px = pintar(dibujo);
  const fila = Math.ceil((ancho * 3) / 4) * 4;
  const archivo = Buffer.alloc(54 + fila * alto);
  archivo.write('BM', 0, 'ascii');
  archivo.writeUInt32LE(archivo.length, 2);
  archivo.writeUInt32LE(54, 10);
  archivo.writeUInt32LE(40, 14);
  archivo.writeInt32LE(ancho, 18);
  archivo.writeInt32LE(alto, 22);
  archivo.writeUInt16LE(1, 26);
  archivo.writeUInt16LE(24, 28);
  archivo.writeUInt32LE(fila * alto, 34);
  archivo.writeInt32LE(PIXELES_POR_METRO_150_PPI, 38);
  archivo.writeInt32LE(PIXELES_POR_METRO_150_PPI, 42);
  for (let y = 0; y < alto; y++) {
    const destino = 54 + (alto - 1 - y) * fila;
    for (let x = 0; x < ancho; x++) {
      const i = (y * ancho + x) * 3;
      archivo[destino + x * 3] = px[i + 2]!;
      archivo[destino + x * 3 + 1] = px[i + 1]!;
      archivo[destino + x * 3 + 2] = px[i]!;
    }
  }
  return archivo;
};
