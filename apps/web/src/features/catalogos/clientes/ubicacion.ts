import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';

/** A position read from what the user pasted or typed, or why it could not be read. */
export type Lectura = { latitud: number; longitud: number } | { mensaje: string };

const NUMERO = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** 'lat,lng' with an optional space after the comma (Google writes both). */
const PAR = new RegExp(String.raw`^\s*(${NUMERO})\s*,\s*(${NUMERO})\s*$`);

/** Six decimals (about 11 cm), what the server stores. */
const redondear = (n: number) => Math.round(n * 1e6) / 1e6;

/** The range checks, in order: latitude, then longitude (the contract's messages). */
const enRango = (latitud: number, longitud: number): Lectura => {
  if (!Number.isFinite(latitud) || latitud < -90 || latitud > 90) return { mensaje: m.latitud };
  if (!Number.isFinite(longitud) || longitud < -180 || longitud > 180) return { mensaje: m.longitud };
  return { latitud: redondear(latitud), longitud: redondear(longitud) };
};

const par = (texto: string | null | undefined): Lectura | null => {
  const p = texto ? PAR.exec(texto) : null;
  return p ? enRango(Number(p[1]), Number(p[2])) : null;
};

/**
 * Typed coordinates: 'latitud, longitud' in decimal degrees with a point (19.0413, -98.2062); a
 * semicolon or blanks may separate them instead of the comma. Range-checked.
 */
export const leerCoordenadas = (texto: string): Lectura => {
  const limpio = texto.trim();
  if (limpio === '') return { mensaje: m.coordenadasVacias };
  const partes = /^([^\s,;]+)\s*[,;\s]\s*([^\s,;]+)$/.exec(limpio);
  const numero = new RegExp(`^${NUMERO}$`);
  if (!partes?.[1] || !partes[2] || !numero.test(partes[1]) || !numero.test(partes[2])) {
    return { mensaje: m.coordenadasFormato };
  }
  return enRango(Number(partes[1]), Number(partes[2]));
};

/**
 * A pasted Google Maps link: the pin of a place (`!3dLAT!4dLNG`), else `q=`, `query=`, `ll=` or
 * `center=` holding 'lat,lng', else the view's '@lat,lng' in the path. Short links (maps.app.goo.gl,
 * goo.gl/maps) carry no position: the user is told to open them and copy the full address.
 */
export const leerLiga = (texto: string): Lectura => {
  const limpio = texto.trim();
  if (limpio === '') return { mensaje: m.ligaVacia };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(limpio) ? limpio : `https://${limpio}`);
  } catch {
    return { mensaje: m.ligaSinPosicion };
  }
  const ruta = decodeURIComponent(url.pathname);
  const pin = new RegExp(`!3d(${NUMERO})!4d(${NUMERO})`).exec(ruta + url.hash);
  if (pin) return enRango(Number(pin[1]), Number(pin[2]));
  for (const nombre of ['q', 'query', 'll', 'center', 'destination']) {
    const leido = par(url.searchParams.get(nombre));
    if (leido) return leido;
  }
  const arroba = new RegExp(`@(${NUMERO}),(${NUMERO})`).exec(ruta);
  if (arroba) return enRango(Number(arroba[1]), Number(arroba[2]));
  if (/(^|\.)goo\.gl$/i.test(url.hostname)) return { mensaje: m.ligaCorta };
  return { mensaje: m.ligaSinPosicion };
};
