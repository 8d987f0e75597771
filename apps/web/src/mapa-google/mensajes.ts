/**
 * What the customer detail (S14) and its Google Maps document say to each other through
 * postMessage. The map runs in a document of its own (mapa-google.html) because Google's script
 * needs a looser Content-Security-Policy ('unsafe-eval', Google's hosts) than the application's
 * strict one; only that document gets it (docs/decisions/catalogos.md, Clientes).
 */
export const MAPA_GOOGLE_DOCUMENTO = 'mapa-google.html';

export interface LugarEnMapa {
  codCliente: number;
  nombre: string;
  latitud: number;
  longitud: number;
}

/** From the detail to the map: what to draw (sent again whenever it changes). */
export interface MostrarMapa {
  tipo: 'mostrar';
  clave: string;
  centro: [number, number] | null;
  zoom: number;
  lugares: LugarEnMapa[];
  elegido: number | null;
}

/** From the map to the detail. */
export type DelMapa =
  | { tipo: 'listo' }
  | { tipo: 'dibujado' }
  | { tipo: 'elegir'; codCliente: number }
  | { tipo: 'fallo'; motivo: 'carga' | 'clave' };

const TIPOS_DEL_MAPA = new Set(['listo', 'dibujado', 'elegir', 'fallo']);

/** A message is only trusted when it has the shape of one of ours. */
export const esDelMapa = (dato: unknown): dato is DelMapa =>
  typeof dato === 'object' &&
  dato !== null &&
  TIPOS_DEL_MAPA.has((dato as { tipo?: string }).tipo ?? '') &&
  ((dato as { tipo: string }).tipo !== 'elegir' ||
    Number.isInteger((dato as { codCliente?: unknown }).codCliente));

export const esMostrarMapa = (dato: unknown): dato is MostrarMapa =>
  typeof dato === 'object' &&
  dato !== null &&
  (dato as { tipo?: string }).tipo === 'mostrar' &&
  typeof (dato as { clave?: unknown }).clave === 'string' &&
  Array.isArray((dato as { lugares?: unknown }).lugares);
