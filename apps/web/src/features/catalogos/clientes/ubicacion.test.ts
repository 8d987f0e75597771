import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { describe, expect, it } from 'vitest';
import { leerCoordenadas, leerLiga } from './ubicacion';

describe('leerLiga: the position in a pasted Google Maps link', () => {
  it("reads the view's @lat,lng", () => {
    expect(leerLiga('https://www.google.com/maps/@19.0413,-98.2062,17z')).toEqual({
      latitud: 19.0413,
      longitud: -98.2062,
    });
  });

  it("prefers a place's pin (!3d…!4d…) over the view around it", () => {
    const liga =
      'https://www.google.com/maps/place/Farmasi+Lomas/@19.0400,-98.2100,15z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1!8m2!3d19.0413281!4d-98.2062444!16s';
    expect(leerLiga(liga)).toEqual({ latitud: 19.041328, longitud: -98.206244 });
  });

  it('reads q=, query= (our own links) and ll=, encoded or not, with or without a space', () => {
    expect(leerLiga('https://maps.google.com/?q=19.0413,-98.2062')).toEqual({
      latitud: 19.0413,
      longitud: -98.2062,
    });
    expect(leerLiga('https://maps.google.com/maps?q=19.0413%2C%20-98.2062&z=16')).toEqual({
      latitud: 19.0413,
      longitud: -98.2062,
    });
    expect(leerLiga('https://www.google.com/maps/search/?api=1&query=20.6736,-103.344')).toEqual({
      latitud: 20.6736,
      longitud: -103.344,
    });
    expect(leerLiga('https://maps.google.com/?ll=25.6866,-100.3161&z=14')).toEqual({
      latitud: 25.6866,
      longitud: -100.3161,
    });
    expect(leerLiga('  www.google.com/maps/@21.1619,-86.8515,12z  ')).toEqual({
      latitud: 21.1619,
      longitud: -86.8515,
    });
  });

  it('rounds to six decimals, as the server stores them', () => {
    expect(leerLiga('https://www.google.com/maps/@19.04132812345,-98.20624449999,17z')).toEqual({
      latitud: 19.041328,
      longitud: -98.206244,
    });
  });

  it('refuses what holds no position, short links and positions out of range, in Spanish', () => {
    expect(leerLiga('')).toEqual({ mensaje: m.ligaVacia });
    expect(leerLiga('https://www.google.com/maps/place/Farmasi+Lomas')).toEqual({
      mensaje: m.ligaSinPosicion,
    });
    expect(leerLiga('https://maps.google.com/?q=Farmasi+Lomas+Puebla')).toEqual({
      mensaje: m.ligaSinPosicion,
    });
    expect(leerLiga('no es una liga')).toEqual({ mensaje: m.ligaSinPosicion });
    expect(leerLiga('https://maps.app.goo.gl/AbCdEf123')).toEqual({ mensaje: m.ligaCorta });
    expect(leerLiga('https://goo.gl/maps/AbCdEf123')).toEqual({ mensaje: m.ligaCorta });
    expect(leerLiga('https://maps.google.com/?q=95.1,-98.2')).toEqual({ mensaje: m.latitud });
    expect(leerLiga('https://www.google.com/maps/@19.04,-198.2,17z')).toEqual({ mensaje: m.longitud });
  });
});

describe('leerCoordenadas: typed latitude, longitude', () => {
  it('reads decimal degrees separated by a comma, a semicolon or blanks', () => {
    const esperado = { latitud: 19.0413, longitud: -98.2062 };
    expect(leerCoordenadas('19.0413, -98.2062')).toEqual(esperado);
    expect(leerCoordenadas(' 19.0413,-98.2062 ')).toEqual(esperado);
    expect(leerCoordenadas('19.0413; -98.2062')).toEqual(esperado);
    expect(leerCoordenadas('19.0413   -98.2062')).toEqual(esperado);
    expect(leerCoordenadas('+19.0413, -98.2062')).toEqual(esperado);
    expect(leerCoordenadas('-90, 180')).toEqual({ latitud: -90, longitud: 180 });
  });

  it('checks the latitude range first, then the longitude range', () => {
    expect(leerCoordenadas('90.5, -98.2')).toEqual({ mensaje: m.latitud });
    expect(leerCoordenadas('-91, -198')).toEqual({ mensaje: m.latitud });
    expect(leerCoordenadas('19.04, -180.01')).toEqual({ mensaje: m.longitud });
    expect(leerCoordenadas('19.04, 181')).toEqual({ mensaje: m.longitud });
  });

  it('refuses an empty text and anything that is not two numbers', () => {
    expect(leerCoordenadas('   ')).toEqual({ mensaje: m.coordenadasVacias });
    for (const texto of [
      '19.04',
      '19,04 -98,20',
      '19.04, -98.2, 5',
      'norte, sur',
      '19.04.1, -98.2',
      '1e1, 2',
    ]) {
      expect(leerCoordenadas(texto), texto).toEqual({ mensaje: m.coordenadasFormato });
    }
  });
});
