import { describe, expect, it, vi } from 'vitest';
import { esBuscarEnMapa, esDelMapa, esMostrarMapa, type MostrarMapa } from './mensajes';
import { type ApiMapas, type BusquedaTexto, crearVista, type LugarGoogle } from './vista';

const punto = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

/** A stand-in for google.maps that records what the view asks of it. */
const falsoGoogle = (encontrados: LugarGoogle[] = []) => {
  type Registro = {
    opciones: Record<string, unknown>;
    centros: unknown[];
    zooms: number[];
    click?: (e: { latLng?: ReturnType<typeof punto> | null }) => void;
  };
  const mapas: Registro[] = [];
  const marcadores: { opciones: Record<string, unknown>; enMapa: boolean; click?: () => void }[] = [];
  const busquedas: BusquedaTexto[] = [];
  const api: ApiMapas = {
    Map: class {
      registro: Registro = { opciones: {}, centros: [], zooms: [] };
      constructor(_e: HTMLElement, opciones: Record<string, unknown>) {
        this.registro.opciones = opciones;
        mapas.push(this.registro);
      }
      setCenter(c: unknown) {
        this.registro.centros.push(c);
      }
      setZoom(z: number) {
        this.registro.zooms.push(z);
      }
      getCenter() {
        return punto(19.04, -98.2);
      }
      addListener(_e: 'click', f: Registro['click']) {
        this.registro.click = f;
      }
    },
    Marker: class {
      registro: (typeof marcadores)[number];
      constructor(opciones: Record<string, unknown>) {
        this.registro = { opciones, enMapa: true };
        marcadores.push(this.registro);
      }
      setMap(m: unknown) {
        this.registro.enMapa = m !== null;
      }
      addListener(_e: 'click', f: () => void) {
        this.registro.click = f;
      }
    },
    SymbolPath: { CIRCLE: 'circulo' },
    places: {
      Place: {
        searchByText: async (pedido: BusquedaTexto) => {
          busquedas.push(pedido);
          return { places: encontrados };
        },
      },
    },
  };
  return { api, mapas, marcadores, busquedas };
};

const pedido = (extra: Partial<MostrarMapa> = {}): MostrarMapa => ({
  tipo: 'mostrar',
  clave: 'AIzaPrueba',
  centro: [19.04, -98.2],
  zoom: 16,
  posicion: null,
  lugares: [
    { id: 'g1', nombre: 'Farmasi Centro', direccion: 'Av. Reforma 1', latitud: 19.041, longitud: -98.206 },
    { id: 'g2', nombre: 'Farmasi Los Fuertes', direccion: 'Calle 2', latitud: 19.06, longitud: -98.18 },
  ],
  elegido: null,
  ...extra,
});

const eventos = () => ({ onElegir: vi.fn(), onPunto: vi.fn() });

describe('the Google map view', () => {
  it('centres on the customer at zoom 16 and draws one titled marker per found place', () => {
    const { api, mapas, marcadores } = falsoGoogle();
    crearVista(api, document.createElement('div'), eventos()).mostrar(pedido());
    expect(mapas).toHaveLength(1);
    expect(mapas[0]!.opciones).toMatchObject({ center: { lat: 19.04, lng: -98.2 }, zoom: 16 });
    expect(marcadores.map((m) => m.opciones.title)).toEqual(['Farmasi Centro', 'Farmasi Los Fuertes']);
    expect(marcadores[0]!.opciones.position).toEqual({ lat: 19.041, lng: -98.206 });
  });

  it('reports the clicked place by its id, and a click on the map as a point', () => {
    const { api, mapas, marcadores } = falsoGoogle();
    const e = eventos();
    crearVista(api, document.createElement('div'), e).mostrar(pedido());
    marcadores[1]!.click?.();
    expect(e.onElegir).toHaveBeenCalledWith('g2');
    mapas[0]!.click?.({ latLng: punto(19.05, -98.21) });
    expect(e.onPunto).toHaveBeenCalledWith(19.05, -98.21);
  });

  it("draws the customer's position as its own pin", () => {
    const { api, marcadores } = falsoGoogle();
    crearVista(api, document.createElement('div'), eventos()).mostrar(
      pedido({ lugares: [], posicion: [19.05, -98.21] }),
    );
    expect(marcadores).toHaveLength(1);
    expect(marcadores[0]!.opciones).toMatchObject({
      title: 'Posición del cliente',
      position: { lat: 19.05, lng: -98.21 },
    });
  });

  it('redraws on the same map; it moves only when the centre changes; the chosen place larger and on top', () => {
    const { api, mapas, marcadores } = falsoGoogle();
    const vista = crearVista(api, document.createElement('div'), eventos());
    vista.mostrar(pedido());
    vista.mostrar(pedido({ elegido: 'g2' }));
    expect(mapas[0]!.centros).toEqual([]);
    vista.mostrar(pedido({ elegido: 'g2', centro: [19.06, -98.18] }));
    expect(mapas).toHaveLength(1);
    expect(mapas[0]!.centros).toEqual([{ lat: 19.06, lng: -98.18 }]);
    expect(marcadores.slice(0, 4).every((m) => !m.enMapa)).toBe(true);
    const [a, b] = marcadores.slice(4);
    expect(b!.opciones).toMatchObject({ zIndex: 2, icon: { scale: 12, fillColor: '#13a36f' } });
    expect(a!.opciones).toMatchObject({ zIndex: 1, icon: { scale: 9 } });
  });

  it('without a position shows Mexico at zoom 5', () => {
    const { api, mapas } = falsoGoogle();
    crearVista(api, document.createElement('div'), eventos()).mostrar(pedido({ centro: null, lugares: [] }));
    expect(mapas[0]!.opciones).toMatchObject({ center: { lat: 23.6345, lng: -102.5528 }, zoom: 5 });
  });

  it("searches Google's places by the text near the map's centre and answers them as places", async () => {
    const { api, busquedas } = falsoGoogle([
      {
        id: 'ChIJ1',
        displayName: 'Farmasi Lomas',
        formattedAddress: 'Lomas 5, Puebla',
        location: punto(19.01, -98.25),
      },
      { id: 'ChIJ2', displayName: 'Sin ubicación', formattedAddress: '', location: null },
    ]);
    const vista = crearVista(api, document.createElement('div'), eventos());
    vista.mostrar(pedido());
    const lugares = await vista.buscar('Farmasi lomas', 5000, 10);
    expect(busquedas[0]).toMatchObject({
      textQuery: 'Farmasi lomas',
      locationBias: { center: { lat: 19.04, lng: -98.2 }, radius: 5000 },
      maxResultCount: 10,
    });
    expect(lugares).toEqual([
      {
        id: 'ChIJ1',
        nombre: 'Farmasi Lomas',
        direccion: 'Lomas 5, Puebla',
        latitud: 19.01,
        longitud: -98.25,
      },
    ]);
  });

  it('fails the search when the Places library is absent', async () => {
    const { api } = falsoGoogle();
    delete api.places;
    const vista = crearVista(api, document.createElement('div'), eventos());
    vista.mostrar(pedido());
    await expect(vista.buscar('Farmasi', 5000, 10)).rejects.toThrow();
  });
});

describe('the messages between the detail and the map', () => {
  it('trusts only messages of their shape', () => {
    expect(esDelMapa({ tipo: 'elegir', id: 'ChIJ1' })).toBe(true);
    expect(esDelMapa({ tipo: 'elegir', id: 5 })).toBe(false);
    expect(esDelMapa({ tipo: 'punto', latitud: 19, longitud: -98 })).toBe(true);
    expect(esDelMapa({ tipo: 'punto', latitud: '19', longitud: -98 })).toBe(false);
    expect(esDelMapa({ tipo: 'lugares', consulta: 1, lugares: pedido().lugares, fallida: false })).toBe(true);
    expect(esDelMapa({ tipo: 'lugares', consulta: 1, lugares: [{ id: 1 }], fallida: false })).toBe(false);
    expect(esDelMapa({ tipo: 'fallo', motivo: 'clave' })).toBe(true);
    expect(esDelMapa({ tipo: 'fallo', motivo: 'otro' })).toBe(false);
    expect(esDelMapa({ tipo: 'otro' })).toBe(false);
    expect(esDelMapa('listo')).toBe(false);
    expect(esMostrarMapa(pedido())).toBe(true);
    expect(esMostrarMapa({ tipo: 'mostrar', clave: 1, lugares: [] })).toBe(false);
    expect(esBuscarEnMapa({ tipo: 'buscar', texto: 'Farmasi', consulta: 2, radio: 5000, maximo: 10 })).toBe(
      true,
    );
    expect(esBuscarEnMapa({ tipo: 'buscar', texto: 'Farmasi', consulta: 2 })).toBe(false);
  });
});
