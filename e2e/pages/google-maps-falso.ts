import type { Page } from '@playwright/test';

/**
 * A stand-in for the Maps JavaScript API (no internet in CI): draws each marker as a button named
 * by its title inside the map element and calls the callback the loader named, as Google does.
 */
const SCRIPT = `(() => {
  class Map {
    constructor(elemento) { this.elemento = elemento; elemento.dataset.mapa = 'google'; }
    setCenter() {}
    setZoom() {}
  }
  class Marker {
    constructor(o) {
      this.boton = document.createElement('button');
      this.boton.textContent = o.title;
      this.boton.dataset.escala = String(o.icon.scale);
      this.setMap(o.map);
    }
    setMap(mapa) { if (mapa) mapa.elemento.append(this.boton); else this.boton.remove(); }
    addListener(evento, f) { this.boton.addEventListener(evento, f); }
  }
  window.google = { maps: { Map, Marker, SymbolPath: { CIRCLE: 0 } } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();`;

/** Google answers with the stand-in, or not at all (offline). */
export const simularGoogleMaps = (page: Page, disponible: boolean) =>
  page.route('https://maps.googleapis.com/maps/api/js**', (route) =>
    disponible ? route.fulfill({ contentType: 'text/javascript', body: SCRIPT }) : route.abort(),
  );

/** The server's answer of nearby places as if the maps-key parameter held a key. */
export const conClaveDeMapas = (page: Page) =>
  page.route('**/catalogos/clientes/consulta/detalle/cercanas/*', async (route) => {
    const respuesta = await route.fetch();
    const json = await respuesta.json();
    json.data.claveMapas = 'AIzaClaveDePrueba';
    await route.fulfill({ response: respuesta, json });
  });
