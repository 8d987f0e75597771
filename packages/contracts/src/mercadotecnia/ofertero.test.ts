import { describe, expect, it } from 'vitest';
import { bannersMessages, validarImagenSucursal } from './banners.ts';
import { esUrlDeFlipbook, oferteroMessages, validarOfertero } from './ofertero.ts';

const SITIO = 'https://online.fliphtml5.com/';

describe('esUrlDeFlipbook (issue 24: the host is parsed, not searched in the text)', () => {
  it.each([
    `https://evil.example/?u=${SITIO}`,
    `https://evil.example/#${SITIO}`,
    'https://online.fliphtml5.com@evil.example/libro/',
    'https://online.fliphtml5.com:443@evil.example/',
    'https://a:b@online.fliphtml5.com/libro/',
    'https://online.fliphtml5.com.evil.example/libro/',
    'https://xonline.fliphtml5.com/libro/',
    'https://www.online.fliphtml5.com/libro/',
    'https://online.fliphtml5.com%2eevil.example/',
    'https://online.fliphtml5.com:8080/libro/',
    'http://online.fliphtml5.com/libro/',
    'javascript:alert(1)//https://online.fliphtml5.com/',
    'online.fliphtml5.com/libro/',
    '',
  ])('refuses %s', (url) => {
    expect(esUrlDeFlipbook(url, SITIO)).toBe(false);
  });

  it.each([
    'https://online.fliphtml5.com/abcd/efgh/',
    'HTTPS://ONLINE.FLIPHTML5.COM/abcd/',
    'https://online.fliphtml5.com:443/abcd/',
    'https://online.fliphtml5.com',
    '  https://online.fliphtml5.com/abcd/  ',
  ])('takes %s', (url) => {
    expect(esUrlDeFlipbook(url, SITIO)).toBe(true);
  });

  it("keeps to the site's folder when the parameter names one, and reads a site written without https", () => {
    const carpeta = 'https://online.fliphtml5.com/farmasi/';
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/farmasi/libro/', carpeta)).toBe(true);
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/farmasi', carpeta)).toBe(true);
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/farmasiotro/libro/', carpeta)).toBe(false);
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/otro/', carpeta)).toBe(false);
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/libro/', 'online.fliphtml5.com')).toBe(true);
    expect(esUrlDeFlipbook('https://online.fliphtml5.com/libro/', '')).toBe(false);
  });

  it('is the link rule of validarOfertero', () => {
    const v = {
      nombre: 'Ofertas',
      urlFlipBook: `https://evil.example/?u=${SITIO}`,
      fechaInicia: '2026-01-01',
      fechaTermina: '2026-01-31',
    };
    expect(validarOfertero(v, { tieneMiniatura: true, sitio: SITIO })).toEqual({
      message: oferteroMessages.urlInvalida,
      campo: 'urlFlipBook',
    });
  });
});

describe('validarImagenSucursal (issue 24: a slot is never saved without its link)', () => {
  it('asks for the link with or without a new image, then for a change, then a valid address', () => {
    const antes = { url: 'https://x.mx/1' };
    expect(validarImagenSucursal({ url: '', modificar: true }, antes)).toBe(bannersMessages.sinUrl);
    expect(validarImagenSucursal({ url: '  ', modificar: true }, antes)).toBe(bannersMessages.sinUrl);
    expect(validarImagenSucursal({ url: '', modificar: false }, antes)).toBe(bannersMessages.sinUrl);
    expect(validarImagenSucursal({ url: 'https://x.mx/1', modificar: false }, antes)).toBe(
      bannersMessages.sinCambio,
    );
    expect(validarImagenSucursal({ url: 'https://x.mx/1', modificar: true }, antes)).toBeNull();
    expect(validarImagenSucursal({ url: 'ftp://x.mx/1', modificar: true }, antes)).toBe(
      bannersMessages.urlInvalida,
    );
  });
});
