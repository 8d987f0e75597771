import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bmpAPng, leerBmp } from './bmp.ts';
import { imagenBmp, imagenPng, PIXELES_POR_METRO_150_PPI } from './imagenes.ts';

/** A 1-bit BMP (the ticket printers' usual file): palette black and white, rows bottom-up. */
const bmpMonocromo = (ancho: number, filas: string[]) => {
  const alto = filas.length;
  const fila = Math.ceil(ancho / 32) * 4;
  const b = Buffer.alloc(62 + fila * alto);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(62, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(ancho, 18);
  b.writeInt32LE(alto, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(1, 28);
  b.writeUInt32LE(2, 46);
  b.writeUInt32LE(0x000000, 54);
  b.writeUInt32LE(0xffffff, 58);
  filas.forEach((texto, y) => {
    const destino = 62 + (alto - 1 - y) * fila;
    [...texto].forEach((c, x) => {
      if (c === '#') return;
      b[destino + (x >> 3)]! |= 0x80 >> (x & 7);
    });
  });
  return b;
};

/** The RGB pixels of a PNG written by pngDeRgb (filter 0 on every row). */
const pixelesPng = (png: Buffer, ancho: number, alto: number) => {
  const datos = inflateSync(png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8));
  const px = new Uint8Array(ancho * alto * 3);
  for (let y = 0; y < alto; y++)
    px.set(datos.subarray(y * (ancho * 3 + 1) + 1, (y + 1) * (ancho * 3 + 1)), y * ancho * 3);
  return px;
};

describe('leerBmp', () => {
  it('reads a 24-bit BMP with its size, its resolution and its pixels top row first', () => {
    const dibujo = { ancho: 13, alto: 7, colores: ['#ff0000', '#0000ff'] as const };
    const mapa = leerBmp(imagenBmp(dibujo));
    expect(mapa).toMatchObject({ ancho: 13, alto: 7, pixelesPorMetro: PIXELES_POR_METRO_150_PPI });
    // The same picture as the PNG encoder draws it.
    expect(mapa?.rgb).toEqual(pixelesPng(imagenPng(dibujo), 13, 7));
    expect([...(mapa?.rgb.subarray(0, 3) ?? [])]).toEqual([255, 0, 0]);
  });

  it('reads a 1-bit BMP through its palette', () => {
    const mapa = leerBmp(bmpMonocromo(10, ['#.........', '.........#']));
    expect(mapa).toMatchObject({ ancho: 10, alto: 2 });
    expect([...(mapa?.rgb.subarray(0, 6) ?? [])]).toEqual([0, 0, 0, 255, 255, 255]);
    expect([...(mapa?.rgb.subarray(-3) ?? [])]).toEqual([0, 0, 0]);
  });

  it('answers null for a PNG, a truncated BMP or a header claiming an absurd size', () => {
    expect(leerBmp(imagenPng({ ancho: 4, alto: 4 }))).toBeNull();
    expect(leerBmp(imagenBmp({ ancho: 40, alto: 40 }).subarray(0, 300))).toBeNull();
    const enorme = imagenBmp({ ancho: 4, alto: 4 });
    enorme.writeInt32LE(1_000_000, 18);
    expect(leerBmp(enorme)).toBeNull();
  });
});

describe('bmpAPng', () => {
  it('converts a BMP to a PNG of the same pixels', () => {
    const png = bmpAPng(bmpMonocromo(3, ['#.#']));
    expect(png?.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([...pixelesPng(png!, 3, 1)]).toEqual([0, 0, 0, 255, 255, 255, 0, 0, 0]);
  });
});
