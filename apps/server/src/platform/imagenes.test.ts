import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { imagenBmp, imagenPng, PIXELES_POR_METRO_150_PPI } from './imagenes.ts';

describe('demo images', () => {
  it('a PNG is recognised by its content, with its size in the header and every row present', async () => {
    const png = imagenPng({ ancho: 120, alto: 40, texto: 'Promoción 2x1' });
    expect(await fileTypeFromBuffer(png)).toMatchObject({ mime: 'image/png' });
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    const idat = png.indexOf('IDAT');
    const crudo = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(crudo.length).toBe((120 * 3 + 1) * 40);
  });

  it('the caption is drawn: white pixels appear only when there is text', () => {
    const blancos = (png: Buffer) => {
      const idat = png.indexOf('IDAT');
      const crudo = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      let n = 0;
      for (let i = 0; i + 2 < crudo.length; i++)
        if (crudo[i] === 255 && crudo[i + 1] === 255 && crudo[i + 2] === 255) n++;
      return n;
    };
    expect(blancos(imagenPng({ ancho: 200, alto: 60, colores: ['#102030', '#203040'] }))).toBe(0);
    expect(
      blancos(imagenPng({ ancho: 200, alto: 60, colores: ['#102030', '#203040'], texto: 'Ñandú' })),
    ).toBeGreaterThan(50);
  });

  it('a BMP is 24-bit, bottom-up, 150 ppi, with rows padded to four bytes', async () => {
    const bmp = imagenBmp({ ancho: 413, alto: 10, colores: ['#ff0000', '#ff0000'] });
    expect(await fileTypeFromBuffer(bmp)).toMatchObject({ mime: 'image/bmp' });
    expect(bmp.readInt32LE(18)).toBe(413);
    expect(bmp.readUInt16LE(28)).toBe(24);
    expect(bmp.readInt32LE(38)).toBe(PIXELES_POR_METRO_150_PPI);
    expect(bmp.length).toBe(54 + 1240 * 10);
    expect([...bmp.subarray(54, 57)]).toEqual([0, 0, 255]);
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => imagenPng({ ancho: 0, alto: 10 })).toThrow();
  });
});
