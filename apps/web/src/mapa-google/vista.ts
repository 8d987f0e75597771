import type { MostrarMapa } from './mensajes';

/** The part of the Google Maps JavaScript API this map uses (no typings package needed). */
export interface LatLng {
  lat: number;
  lng: number;
}
export interface MapaGoogle {
  setCenter(c: LatLng): void;
  setZoom(z: number): void;
}
export interface MarcadorGoogle {
  setMap(m: MapaGoogle | null): void;
  addListener(evento: 'click', f: () => void): unknown;
}
export interface ApiMapas {
  Map: new (elemento: HTMLElement, opciones: Record<string, unknown>) => MapaGoogle;
  Marker: new (opciones: Record<string, unknown>) => MarcadorGoogle;
  SymbolPath: { CIRCLE: unknown };
}

/** The centre of Mexico, when neither the customer nor any place has a position (as the Leaflet map). */
const MEXICO: LatLng = { lat: 23.6345, lng: -102.5528 };

/**
 * Draws the chain's places as circle markers like the Leaflet map (the chosen one larger, in the
 * theme's colour); clicking one reports its code. `mostrar` redraws from scratch: a few dozen markers.
 */
export const crearVista = (maps: ApiMapas, elemento: HTMLElement, onElegir: (codCliente: number) => void) => {
  let mapa: MapaGoogle | null = null;
  let marcadores: MarcadorGoogle[] = [];
  return {
    mostrar({ centro, zoom, lugares, elegido }: MostrarMapa) {
      const primero = lugares[0];
      const inicio = centro ?? (primero ? [primero.latitud, primero.longitud] : null);
      const posicion = inicio ? { lat: inicio[0], lng: inicio[1] } : MEXICO;
      const acercamiento = inicio ? zoom : 5;
      if (!mapa) {
        mapa = new maps.Map(elemento, {
          center: posicion,
          zoom: acercamiento,
          streetViewControl: false,
          mapTypeControl: false,
        });
      } else {
        mapa.setCenter(posicion);
        mapa.setZoom(acercamiento);
      }
      for (const m of marcadores) m.setMap(null);
      marcadores = lugares.map((l) => {
        const esElegido = l.codCliente === elegido;
        const marcador = new maps.Marker({
          map: mapa,
          position: { lat: l.latitud, lng: l.longitud },
          title: l.nombre,
          zIndex: esElegido ? 2 : 1,
          icon: {
            path: maps.SymbolPath.CIRCLE,
            scale: esElegido ? 12 : 9,
            fillColor: esElegido ? '#13a36f' : '#4f83cc',
            fillOpacity: 0.85,
            strokeColor: esElegido ? '#0b6e4f' : '#1f4e8c',
            strokeWeight: 2,
          },
        });
        marcador.addListener('click', () => onElegir(l.codCliente));
        return marcador;
      });
    },
  };
};
