import type { LugarEnMapa, MostrarMapa } from './mensajes';

/** The part of the Google Maps JavaScript API this map uses (no typings package needed). */
export interface LatLng {
  lat: number;
  lng: number;
}
/** google.maps.LatLng: read through functions. */
export interface LatLngGoogle {
  lat(): number;
  lng(): number;
}
export interface MapaGoogle {
  setCenter(c: LatLng): void;
  setZoom(z: number): void;
  getCenter(): LatLngGoogle | undefined;
  addListener(evento: 'click', f: (e: { latLng?: LatLngGoogle | null }) => void): unknown;
}
export interface MarcadorGoogle {
  setMap(m: MapaGoogle | null): void;
  addListener(evento: 'click', f: () => void): unknown;
}
/** google.maps.places.Place, the fields the search asks for. */
export interface LugarGoogle {
  id: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: LatLngGoogle | null;
}
export interface BusquedaTexto {
  textQuery: string;
  fields: string[];
  locationBias?: { center: LatLng; radius: number };
  maxResultCount?: number;
  language?: string;
  region?: string;
}
export interface ApiMapas {
  Map: new (elemento: HTMLElement, opciones: Record<string, unknown>) => MapaGoogle;
  Marker: new (opciones: Record<string, unknown>) => MarcadorGoogle;
  SymbolPath: { CIRCLE: unknown };
  /** The Places library (`libraries=places`): its text search (Place.searchByText). */
  places?: { Place: { searchByText(pedido: BusquedaTexto): Promise<{ places: LugarGoogle[] }> } };
}

/** The centre of Mexico, when the customer has no position yet (as the Leaflet map). */
const MEXICO: LatLng = { lat: 23.6345, lng: -102.5528 };

export interface EventosVista {
  /** A found place's marker was clicked. */
  onElegir: (id: string) => void;
  /** The map itself was clicked: the customer is placed there. */
  onPunto: (latitud: number, longitud: number) => void;
}

/**
 * Draws the places the search found as circle markers (the chosen one larger, in the theme's colour)
 * and the customer's position as Google's pin; a click on a marker reports its place, a click on the
 * map reports the point. `mostrar` redraws the markers (a handful); the view moves only when the
 * centre it is given changes, so that a user's panning survives a redraw. `buscar` runs Google's place
 * search by text near the map's centre.
 */
export const crearVista = (maps: ApiMapas, elemento: HTMLElement, eventos: EventosVista) => {
  let mapa: MapaGoogle | null = null;
  let marcadores: MarcadorGoogle[] = [];
  let ultimoCentro = '';
  return {
    mostrar({ centro, zoom, posicion, lugares, elegido }: MostrarMapa) {
      const inicio = centro ? { lat: centro[0], lng: centro[1] } : MEXICO;
      const acercamiento = centro ? zoom : 5;
      const clave = `${inicio.lat},${inicio.lng},${acercamiento}`;
      if (!mapa) {
        mapa = new maps.Map(elemento, {
          center: inicio,
          zoom: acercamiento,
          streetViewControl: false,
          mapTypeControl: false,
          clickableIcons: false,
          draggableCursor: 'crosshair',
        });
        mapa.addListener('click', (e) => {
          if (e.latLng) eventos.onPunto(e.latLng.lat(), e.latLng.lng());
        });
      } else if (clave !== ultimoCentro) {
        mapa.setCenter(inicio);
        mapa.setZoom(acercamiento);
      }
      ultimoCentro = clave;
      for (const m of marcadores) m.setMap(null);
      marcadores = lugares.map((l) => {
        const esElegido = l.id === elegido;
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
        marcador.addListener('click', () => eventos.onElegir(l.id));
        return marcador;
      });
      if (posicion) {
        marcadores.push(
          new maps.Marker({
            map: mapa,
            position: { lat: posicion[0], lng: posicion[1] },
            title: 'Posición del cliente',
            zIndex: 3,
          }),
        );
      }
    },

    /** Google's places for the text near the map's centre (none when Places is not available). */
    async buscar(texto: string, radio: number, maximo: number): Promise<LugarEnMapa[]> {
      const Place = maps.places?.Place;
      if (!Place) throw new Error('La búsqueda de lugares de Google Maps no está disponible');
      const centro = mapa?.getCenter();
      const { places } = await Place.searchByText({
        textQuery: texto,
        fields: ['id', 'displayName', 'formattedAddress', 'location'],
        ...(centro
          ? { locationBias: { center: { lat: centro.lat(), lng: centro.lng() }, radius: radio } }
          : {}),
        maxResultCount: maximo,
        language: 'es',
        region: 'mx',
      });
      return places.flatMap((p) =>
        p.location
          ? [
              {
                id: p.id,
                nombre: p.displayName ?? '',
                direccion: p.formattedAddress ?? '',
                latitud: p.location.lat(),
                longitud: p.location.lng(),
              },
            ]
          : [],
      );
    },
  };
};
