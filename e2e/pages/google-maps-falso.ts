import type { Page } from '@playwright/test';

/** The stand-in's listings: its place search finds those holding every word of the text. */
export const LUGARES_FALSOS = [
  {
    id: 'ChIJfalso-lomas',
    nombre: 'Farmasi Lomas',
    direccion: 'Av. Lomas 12, Puebla',
    lat: 19.0213,
    lng: -98.2412,
  },
  {
    id: 'ChIJfalso-centro',
    nombre: 'Farmasi Centro',
    direccion: 'Calle 5 de Mayo 3, Puebla',
    lat: 19.0436,
    lng: -98.1981,
  },
] as const;
/** Where a click on the stand-in map's own surface lands. */
export const PUNTO_CLIC = { lat: 19.05, lng: -98.21 } as const;

/**
 * A stand-in for the Maps JavaScript API (no internet in CI): draws each marker as a button named
 * by its title inside the map element, answers a click on the map's surface as a point, answers
 * Place.searchByText with the LUGARES_FALSOS holding every word of the text, and calls
 * the callback the loader named, as Google does.
 */
const SCRIPT = `(() => {
  const punto = (lat, lng) => ({ lat: () => lat, lng: () => lng });
  const LUGARES = ${JSON.stringify(LUGARES_FALSOS)};
  const CLIC = ${JSON.stringify(PUNTO_CLIC)};
  class Map {
    constructor(elemento, o) { this.elemento = elemento; this.centro = o.center; elemento.dataset.mapa = 'google'; }
    setCenter(c) { this.centro = c; }
    setZoom() {}
    getCenter() { return punto(this.centro.lat, this.centro.lng); }
    addListener(evento, f) {
      this.elemento.addEventListener(evento, (e) => {
        if (e.target === this.elemento) f({ latLng: punto(CLIC.lat, CLIC.lng) });
      });
    }
  }
  class Marker {
    constructor(o) {
      this.boton = document.createElement('button');
      this.boton.textContent = o.title;
      this.boton.dataset.escala = String(o.icon ? o.icon.scale : 'pin');
      this.setMap(o.map);
    }
    setMap(mapa) { if (mapa) mapa.elemento.append(this.boton); else this.boton.remove(); }
    addListener(evento, f) { this.boton.addEventListener(evento, f); }
  }
  const Place = {
    searchByText: async ({ textQuery }) => {
      const palabras = textQuery.toLowerCase().split(/s+/).filter(Boolean);
      return {
        places: LUGARES.filter((l) => palabras.every((p) => (l.nombre + ' ' + l.direccion).toLowerCase().includes(p)))
          .map((l) => ({ id: l.id, displayName: l.nombre, formattedAddress: l.direccion, location: punto(l.lat, l.lng) })),
      };
    },
  };
  window.google = { maps: { Map, Marker, SymbolPath: { CIRCLE: 0 }, places: { Place } } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();`;

/** Google answers with the stand-in, or not at all (offline). */
export const simularGoogleMaps = (page: Page, disponible: boolean) =>
  page.route('https://maps.googleapis.com/maps/api/js**', (route) =>
    disponible ? route.fulfill({ contentType: 'text/javascript', body: SCRIPT }) : route.abort(),
  );

/** The server's answer for the detail's map as if the maps-key parameter held a key. */
export const conClaveDeMapas = (page: Page) =>
  page.route('**/catalogos/clientes/consulta/detalle/mapa/*', async (route) => {
    const respuesta = await route.fetch();
    const json = await respuesta.json();
    json.data.claveMapas = 'AIzaClaveDePrueba';
    await route.fulfill({ response: respuesta, json });
  });
