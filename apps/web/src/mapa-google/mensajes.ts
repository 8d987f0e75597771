/**
 * What the customer detail (S14) and its Google Maps document say to each other through
 * postMessage. The map runs in a document of its own (mapa-google.html) because Google's script
 * needs a looser Content-Security-Policy ('unsafe-eval', Google's hosts) than the application's
 * strict one; only that document gets it (docs/decisions/catalogos.md, Clientes).
 */
export const MAPA_GOOGLE_DOCUMENTO = 'mapa-google.html';

/** A place the map's search found (Google Places: the pharmacy's own listing), by Google's place id. */
export interface LugarEnMapa {
  id: string;
  nombre: string;
  direccion: string;
  latitud: number;
  longitud: number;
}

/** From the detail to the map: what to draw (sent again whenever it changes). */
export interface MostrarMapa {
  tipo: 'mostrar';
  clave: string;
  /** Where to look; the map moves only when it changes (a user's panning is kept otherwise). */
  centro: [number, number] | null;
  zoom: number;
  /** The customer's position, as saved or as just placed: its own marker. */
  posicion: [number, number] | null;
  lugares: LugarEnMapa[];
  elegido: string | null;
}

/** From the detail to the map: search Google's places by this text near the map's centre. */
export interface BuscarEnMapa {
  tipo: 'buscar';
  texto: string;
  /** Echoed in the answer, so an answer to an older search is ignored. */
  consulta: number;
  /** Metres around the map's centre the search favours, and the most places it answers. */
  radio: number;
  maximo: number;
}

export type AlMapa = MostrarMapa | BuscarEnMapa;

export type MotivoFallo = 'carga' | 'clave';

/** From the map to the detail. */
export type DelMapa =
  | { tipo: 'listo' }
  | { tipo: 'dibujado' }
  | { tipo: 'elegir'; id: string }
  | { tipo: 'punto'; latitud: number; longitud: number }
  | { tipo: 'lugares'; consulta: number; lugares: LugarEnMapa[]; fallida: boolean }
  | { tipo: 'fallo'; motivo: MotivoFallo };

const esObjeto = (d: unknown): d is Record<string, unknown> => typeof d === 'object' && d !== null;
const esNumero = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

const esLugar = (l: unknown): l is LugarEnMapa =>
  esObjeto(l) &&
  typeof l.id === 'string' &&
  typeof l.nombre === 'string' &&
  typeof l.direccion === 'string' &&
  esNumero(l.latitud) &&
  esNumero(l.longitud);

/** A message is only trusted when it has the shape of one of ours. */
export const esDelMapa = (dato: unknown): dato is DelMapa => {
  if (!esObjeto(dato)) return false;
  switch (dato.tipo) {
    case 'listo':
    case 'dibujado':
      return true;
    case 'elegir':
      return typeof dato.id === 'string';
    case 'punto':
      return esNumero(dato.latitud) && esNumero(dato.longitud);
    case 'lugares':
      return (
        Number.isInteger(dato.consulta) &&
        typeof dato.fallida === 'boolean' &&
        Array.isArray(dato.lugares) &&
        dato.lugares.every(esLugar)
      );
    case 'fallo':
      return dato.motivo === 'carga' || dato.motivo === 'clave';
    default:
      return false;
  }
};

export const esMostrarMapa = (dato: unknown): dato is MostrarMapa =>
  esObjeto(dato) &&
  dato.tipo === 'mostrar' &&
  typeof dato.clave === 'string' &&
  Array.isArray(dato.lugares) &&
  dato.lugares.every(esLugar);

export const esBuscarEnMapa = (dato: unknown): dato is BuscarEnMapa =>
  esObjeto(dato) &&
  dato.tipo === 'buscar' &&
  typeof dato.texto === 'string' &&
  Number.isInteger(dato.consulta) &&
  esNumero(dato.radio) &&
  Number.isInteger(dato.maximo);
